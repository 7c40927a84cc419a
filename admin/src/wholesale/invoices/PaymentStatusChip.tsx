import { Chip } from '@mui/material';
import { paymentStatusLabels, type PaymentStatus } from '@farmsite/domain';

const colors: Record<PaymentStatus, 'error' | 'warning' | 'success'> = { unpaid: 'error', 'partly-paid': 'warning', paid: 'success' };

/** An invoice's payment status, beside its order's state; "late" when past its due date with a balance. */
export const PaymentStatusChip = ({ status, daysLate = 0 }: { status: PaymentStatus | ''; daysLate?: number }) =>
    status ? (
        <Chip
            size="small"
            variant="outlined"
            color={colors[status]}
            label={daysLate > 0 ? `${paymentStatusLabels[status]}, ${daysLate} days late` : paymentStatusLabels[status]}
        />
    ) : null;
