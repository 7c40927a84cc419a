import { Chip } from '@mui/material';
import { orderStateLabels, type WholesaleOrderState } from '@farmsite/domain';

const colors: Partial<Record<WholesaleOrderState, 'warning' | 'info' | 'success' | 'error'>> = {
    submitted: 'warning',
    accepted: 'info',
    packed: 'info',
    shipped: 'info',
    delivered: 'success',
    closed: 'success',
    'on-hold': 'warning',
    rejected: 'error',
};

export const OrderStateChip = ({ state }: { state: WholesaleOrderState }) => (
    <Chip size="small" color={colors[state] ?? 'default'} label={orderStateLabels[state]} />
);
