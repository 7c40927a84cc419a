import type { Invoice } from '@farmsite/domain';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { LongDate } from '../../common/LongDate';
import { dollars } from '../orders/orderStates';
import { PaymentStatusChip } from '../invoices/PaymentStatusChip';
import { dueText } from '../invoices/invoiceMoney';
import { AdminLink, listWith } from '../../dashboard/AdminLink';

const SHOWN = 50;

/** The account's invoices with their balances, newest first, and what it owes in all. */
export const AccountInvoices = ({ account }: { account: string }) => {
    const {
        data = [],
        total = 0,
        isPending,
    } = useGetList<Invoice>('invoices', {
        filter: { account },
        sort: { field: 'issuedAt', order: 'DESC' },
        pagination: { page: 1, perPage: SHOWN },
    });
    if (isPending) return null;
    if (!data.length) {
        return (
            <Typography variant="body2" color="text.secondary">
                No invoices yet.
            </Typography>
        );
    }
    const owed = data.reduce((sum, i) => sum + i.balanceCents, 0);
    return (
        <Box>
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="account-balance">
                {total > data.length ? `Balance on the latest ${data.length} invoices: ` : 'Total balance: '}
                <strong>{dollars(owed)}</strong>
                {total > data.length && (
                    <>
                        {' '}
                        (<AdminLink to={listWith('invoices', { account })}>all {total} invoices</AdminLink>)
                    </>
                )}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="Invoices">
                    <TableHead>
                        <TableRow>
                            <TableCell>Invoice</TableCell>
                            <TableCell>Order</TableCell>
                            <TableCell>Issued</TableCell>
                            <TableCell>Due</TableCell>
                            <TableCell align="right">Total</TableCell>
                            <TableCell align="right">Balance</TableCell>
                            <TableCell>Payment</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {data.map((i) => (
                            <TableRow key={i.id}>
                                <TableCell>
                                    <AdminLink to={`/invoices/${encodeURIComponent(i.id)}/show`}>{i.number}</AdminLink>
                                </TableCell>
                                <TableCell>
                                    <AdminLink to={`/wholesale-orders/${encodeURIComponent(i.order)}/show`}>{i.orderNumber}</AdminLink>
                                </TableCell>
                                <TableCell>
                                    <LongDate value={i.issuedAt} />
                                </TableCell>
                                <TableCell>{dueText(i)}</TableCell>
                                <TableCell align="right">{dollars(i.totalCents)}</TableCell>
                                <TableCell align="right">{dollars(i.balanceCents)}</TableCell>
                                <TableCell>
                                    <PaymentStatusChip status={i.paymentStatus} daysLate={i.daysLate} />
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </Box>
        </Box>
    );
};
