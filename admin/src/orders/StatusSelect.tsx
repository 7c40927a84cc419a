import { Chip, MenuItem, TextField as MuiTextField } from '@mui/material';
import { useRecordContext, useUpdate } from 'react-admin';
import { orderStatuses } from '@farmsite/domain';
import type { Order, OrderStatus } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';

const STATUS_NAMES: Record<OrderStatus, string> = { new: 'New', confirmed: 'Confirmed', fulfilled: 'Fulfilled', cancelled: 'Cancelled' };
export const STATUSES = orderStatuses.map((id) => ({ id, name: STATUS_NAMES[id] }));
const statusColor: Record<OrderStatus, 'warning' | 'info' | 'success' | 'default'> = {
    new: 'warning',
    confirmed: 'info',
    fulfilled: 'success',
    cancelled: 'default',
};
/** Confirming or cancelling an order emails the customer (when the site's setting says so). */
const emailsCustomer = (status: string) => status === 'confirmed' || status === 'cancelled';

/** Sets the order's status (PATCH takes only `status`). */
export const StatusSelect = () => {
    const record = useRecordContext<Order>();
    const [update, { isPending }] = useUpdate<Order>();
    const toast = useToast();
    if (!record) return null;
    return (
        <MuiTextField
            select
            size="small"
            value={record.status}
            disabled={isPending}
            onClick={(e) => e.stopPropagation()}
            slotProps={{ htmlInput: { 'aria-label': `Status of order ${record.number}` } }}
            onChange={(e) =>
                update(
                    'orders',
                    { id: record.id, data: { status: e.target.value as OrderStatus }, previousData: record },
                    {
                        mutationMode: 'pessimistic',
                        onSuccess: (saved) => {
                            const status = e.target.value;
                            const emailed = emailsCustomer(status) && (saved.emails?.length ?? 0) > (record.emails?.length ?? 0);
                            toast({
                                title: 'Order updated',
                                description: `Order ${record.number} is ${status}.${emailed ? ` ${record.email} will be emailed.` : ''}`,
                            });
                        },
                        onError: (error) => toast({ title: 'Failed to update order', description: messageOf(error), variant: 'error' }),
                    },
                )
            }
        >
            {STATUSES.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                    <Chip size="small" color={statusColor[s.id]} label={s.name} />
                </MenuItem>
            ))}
        </MuiTextField>
    );
};
