import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Order } from '../dataProvider';
import { EmailStatusList } from '../mail/EmailStatusList';
import { OrderDelivery } from './OrderDelivery';

export const money = (value: string | number) => `$${Number(value).toFixed(2)}`;

/** An order's customer, where it goes, its lines, total and emails. */
export const OrderDetail = () => {
    const record = useRecordContext<Order>();
    if (!record) return null;
    return (
        <Box sx={{ p: 2, maxWidth: 800 }} onClick={(e) => e.stopPropagation()}>
            <Typography variant="body2">
                {record.name} · <a href={`mailto:${record.email}`}>{record.email}</a>
                {record.phone ? ` · ${record.phone}` : ''}
            </Typography>
            <OrderDelivery order={record} />
            {record.note && (
                <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                    Note: {record.note}
                </Typography>
            )}
            <Table size="small" sx={{ mt: 1 }} aria-label={`Items of order ${record.number}`}>
                <TableHead>
                    <TableRow>
                        <TableCell>Item</TableCell>
                        <TableCell align="right">Price</TableCell>
                        <TableCell align="right">Quantity</TableCell>
                        <TableCell align="right">Total</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {record.items.map((item, i) => (
                        <TableRow key={`${item.productId}-${item.variantId ?? ''}-${i}`}>
                            <TableCell>{item.size ? `${item.name}, size ${item.size}` : item.name}</TableCell>
                            <TableCell align="right">{money(item.price)}</TableCell>
                            <TableCell align="right">{item.quantity}</TableCell>
                            <TableCell align="right">{money(item.lineTotal)}</TableCell>
                        </TableRow>
                    ))}
                    <TableRow>
                        <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
                            Total
                        </TableCell>
                        <TableCell align="right" sx={{ fontWeight: 600 }}>
                            {money(record.total)}
                        </TableCell>
                    </TableRow>
                </TableBody>
            </Table>
            <EmailStatusList emails={record.emails ?? []} about={`order ${record.number}`} />
        </Box>
    );
};
