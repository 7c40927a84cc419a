import { AdminLink } from '../../dashboard/AdminLink';
import { exciseLabel, orderStateLabels, paymentTermsLabels, type WholesaleOrder } from '@farmsite/domain';
import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { LongDate } from '../../common/LongDate';
import { OrderMoves } from './OrderMoves';
import { OrderStateChip } from './OrderStateChip';
import { dollars } from './orderStates';
import { DetailRow } from '../../common/DetailRow';
import { SoldLotCell, SoldProductCell } from '../SoldLineCells';
import { OrderPayment } from './OrderPayment';

/** The lines as sold: units (and what staff changed, with why), price after the volume break, THC, excise. */
const Lines = ({ order }: { order: WholesaleOrder }) => (
    <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Order lines">
            <TableHead>
                <TableRow>
                    <TableCell>Product</TableCell>
                    <TableCell>Lot</TableCell>
                    <TableCell align="right">Units</TableCell>
                    <TableCell align="right">Unit price</TableCell>
                    <TableCell align="right">THC per unit</TableCell>
                    <TableCell align="right">Excise</TableCell>
                    <TableCell align="right">Line</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {(order.lines ?? []).map((l) => (
                    <TableRow key={l.id}>
                        <SoldProductCell product={l.productName} variant={l.variantName} brand={l.brand} />
                        <SoldLotCell lot={l.lot} metrcTag={l.metrcTag} />
                        <TableCell align="right">
                            {l.units}
                            {l.units !== l.requestedUnits && (
                                <Typography variant="caption" display="block" color="warning.main">
                                    ordered {l.requestedUnits}: {l.changeReason}
                                </Typography>
                            )}
                        </TableCell>
                        <TableCell align="right">
                            {dollars(l.unitCents)}
                            {l.breakMinUnits > 0 && (
                                <Typography variant="caption" display="block" color="text.secondary">
                                    {l.breakMinUnits}+ break (list {dollars(l.listUnitCents)})
                                </Typography>
                            )}
                        </TableCell>
                        <TableCell align="right">{l.thcMgPerUnit ? `${l.thcMgPerUnit.toLocaleString('en-US')} mg` : '—'}</TableCell>
                        <TableCell align="right">{dollars(l.exciseCents)}</TableCell>
                        <TableCell align="right">{dollars(l.lineCents)}</TableCell>
                    </TableRow>
                ))}
                <TableRow>
                    <TableCell colSpan={6} align="right">
                        Subtotal
                    </TableCell>
                    <TableCell align="right">{dollars(order.subtotalCents)}</TableCell>
                </TableRow>
                <TableRow>
                    <TableCell colSpan={6} align="right">
                        {exciseLabel}
                    </TableCell>
                    <TableCell align="right">{dollars(order.exciseCents)}</TableCell>
                </TableRow>
                <TableRow>
                    <TableCell colSpan={6} align="right" sx={{ fontWeight: 600 }}>
                        Total
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                        {dollars(order.totalCents)}
                    </TableCell>
                </TableRow>
            </TableBody>
        </Table>
    </Box>
);

/** The order's timeline, oldest first: each move, who made it, and why. */
const Timeline = ({ order }: { order: WholesaleOrder }) => (
    <Box component="ol" aria-label="Timeline" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {(order.events ?? []).map((e, i) => (
            <li key={i}>
                <Typography variant="body2">
                    <strong>{orderStateLabels[e.to as WholesaleOrder['state']] ?? e.to}</strong> · <LongDate value={e.createdAt} /> ·{' '}
                    {e.actor}
                </Typography>
                {e.reason && (
                    <Typography variant="body2" color="text.secondary">
                        {e.reason}
                    </Typography>
                )}
            </li>
        ))}
    </Box>
);

const OrderDetails = () => {
    const order = useRecordContext<WholesaleOrder>();
    if (!order) return null;
    return (
        <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
                <Typography component="h2" variant="h6">
                    Order {order.number}
                </Typography>
                <OrderStateChip state={order.state} />
                <OrderPayment order={order} />
            </Stack>
            {order.stateReason && <Typography variant="body2">{order.stateReason}</Typography>}
            <OrderMoves key={`${order.id}-${order.state}`} order={order} />
            <Card variant="outlined">
                <CardContent component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
                    <DetailRow label="Dispensary">
                        <AdminLink to={`/buyer-accounts/${encodeURIComponent(order.account)}/show`}>{order.accountName}</AdminLink>
                    </DetailRow>
                    <DetailRow label="Licence at submission">{order.buyerLicenceNumber}</DetailRow>
                    <DetailRow label="PO number">{order.poNumber || '—'}</DetailRow>
                    <DetailRow label="Delivery day">{order.deliveryDay}</DetailRow>
                    <DetailRow label="Payment terms">{paymentTermsLabels[order.paymentTerms]}</DetailRow>
                    <DetailRow label="Note">{order.note || '—'}</DetailRow>
                    {order.manifestNumber && (
                        <DetailRow label="Manifest">
                            {[order.manifestNumber, order.driver, order.vehicle].filter(Boolean).join(' · ')}
                        </DetailRow>
                    )}
                    {order.deliveredOn && <DetailRow label="Delivered on">{order.deliveredOn}</DetailRow>}
                </CardContent>
            </Card>
            <Typography component="h3" variant="subtitle1">
                Lines
            </Typography>
            <Lines order={order} />
            <Typography component="h3" variant="subtitle1">
                Timeline
            </Typography>
            <Timeline order={order} />
        </Stack>
    );
};

/** One wholesale order: what was ordered, its timeline, and the moves its state allows. */
export const WholesaleOrderShow = () => (
    <Show title="Wholesale order" actions={false}>
        <OrderDetails />
    </Show>
);
