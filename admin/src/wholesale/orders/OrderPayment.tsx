import { AdminLink } from '../../dashboard/AdminLink';
import type { PaymentStatus, WholesaleOrder } from '@farmsite/domain';
import { Typography } from '@mui/material';

import { PaymentStatusChip } from '../invoices/PaymentStatusChip';
import { dollars } from './orderStates';

/** Payment beside the state (a second axis, as in Odoo): the invoice's status, its balance and a link to it. */
export const OrderPayment = ({ order }: { order: WholesaleOrder }) => {
    if (!order.paymentStatus) return null;
    const invoice = order.invoice;
    return (
        <>
            <PaymentStatusChip status={order.paymentStatus as PaymentStatus} daysLate={invoice?.daysLate} />
            <Typography variant="body2">Balance {dollars(order.balanceCents)}</Typography>
            {invoice && (
                <Typography variant="body2">
                    <AdminLink to={`/invoices/${encodeURIComponent(invoice.id)}/show`}>Invoice {invoice.number}</AdminLink>
                </Typography>
            )}
        </>
    );
};
