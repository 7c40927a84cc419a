import { AdminLink } from '../../dashboard/AdminLink';
import type { Invoice, InvoiceParty } from '@farmsite/domain';
import { adminPaths, exciseLabel } from '@farmsite/domain';
import { Box, Button, Card, CardContent, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Show, useRecordContext } from 'react-admin';
import { PageHeader } from '../../layout/PageHeader';
import { LongDate } from '../../common/LongDate';
import { DetailRow } from '../../common/DetailRow';
import { dollars } from '../orders/orderStates';
import { PaymentStatusChip } from './PaymentStatusChip';
import { RecordPaymentButton } from './RecordPaymentButton';
import { CreditNoteButton } from './CreditNoteButton';
import { SoldLotCell, SoldProductCell } from '../SoldLineCells';
import { dueText, paymentMethodLabels } from './invoiceMoney';

/** A party of the sale as the invoice printed it (Cannabis Law §84(3)). */
const Party = ({ title, party }: { title: string; party: InvoiceParty }) => (
    <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
            <Typography component="h3" variant="subtitle2" color="text.secondary">
                {title}
            </Typography>
            <Typography>{party.legalName}</Typography>
            <Typography variant="body2">{party.premises}</Typography>
            <Typography variant="body2">Licence {party.licenceNumbers.join(', ')}</Typography>
        </CardContent>
    </Card>
);

const total = (label: string, cents: number, strong = false) => (
    <TableRow>
        <TableCell colSpan={6} align="right" sx={strong ? { fontWeight: 600 } : undefined}>
            {label}
        </TableCell>
        <TableCell align="right" sx={strong ? { fontWeight: 600 } : undefined}>
            {dollars(cents)}
        </TableCell>
    </TableRow>
);

/** The lines as invoiced, then the subtotal, the excise line, the total, and what was credited and paid. */
const Lines = ({ invoice }: { invoice: Invoice }) => (
    <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Invoice lines">
            <TableHead>
                <TableRow>
                    <TableCell>Product</TableCell>
                    <TableCell>Lot</TableCell>
                    <TableCell align="right">Units</TableCell>
                    <TableCell align="right">Unit price</TableCell>
                    <TableCell align="right">Total THC</TableCell>
                    <TableCell align="right">Excise</TableCell>
                    <TableCell align="right">Line</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {invoice.lines.map((l, i) => (
                    <TableRow key={i}>
                        <SoldProductCell product={l.product} variant={l.variant} brand={l.brand} />
                        <SoldLotCell lot={l.lot} metrcTag={l.metrcTag} />
                        <TableCell align="right">{l.units}</TableCell>
                        <TableCell align="right">{dollars(l.unitCents)}</TableCell>
                        <TableCell align="right">{l.thcMg ? `${l.thcMg.toLocaleString('en-US')} mg` : '—'}</TableCell>
                        <TableCell align="right">{dollars(l.exciseCents)}</TableCell>
                        <TableCell align="right">{dollars(l.lineCents)}</TableCell>
                    </TableRow>
                ))}
                {total('Subtotal', invoice.subtotalCents)}
                {total(exciseLabel, invoice.exciseCents)}
                {total('Total', invoice.totalCents, true)}
                {invoice.creditedCents > 0 && total('Credited', invoice.creditedCents)}
                {invoice.paidCents > 0 && total('Paid', invoice.paidCents)}
                {total('Balance', invoice.balanceCents, true)}
            </TableBody>
        </Table>
    </Box>
);

/** What was paid on the invoice, oldest first. */
const Payments = ({ invoice }: { invoice: Invoice }) =>
    invoice.payments?.length ? (
        <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Payments">
                <TableHead>
                    <TableRow>
                        <TableCell>Received</TableCell>
                        <TableCell>Method</TableCell>
                        <TableCell>Reference</TableCell>
                        <TableCell>Recorded by</TableCell>
                        <TableCell align="right">Amount</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {invoice.payments.map((p) => (
                        <TableRow key={p.id}>
                            <TableCell>{p.receivedOn}</TableCell>
                            <TableCell>{paymentMethodLabels[p.method] ?? p.method}</TableCell>
                            <TableCell>{p.reference || '—'}</TableCell>
                            <TableCell>{p.recordedBy}</TableCell>
                            <TableCell align="right">{dollars(p.amountCents)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    ) : (
        <Typography variant="body2" color="text.secondary">
            No payments recorded yet.
        </Typography>
    );

/** The credit notes issued on the invoice (the corrections of a fixed invoice). */
const CreditNotes = ({ invoice }: { invoice: Invoice }) =>
    invoice.creditNotes?.length ? (
        <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Credit notes">
                <TableHead>
                    <TableRow>
                        <TableCell>Credit note</TableCell>
                        <TableCell>Issued</TableCell>
                        <TableCell>Reason</TableCell>
                        <TableCell align="right">Amount</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {invoice.creditNotes.map((c) => (
                        <TableRow key={c.id}>
                            <TableCell>{c.number}</TableCell>
                            <TableCell>
                                <LongDate value={c.createdAt} />
                            </TableCell>
                            <TableCell>{c.reason}</TableCell>
                            <TableCell align="right">{dollars(c.amountCents)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    ) : (
        <Typography variant="body2" color="text.secondary">
            No credit notes.
        </Typography>
    );

const InvoiceDetails = () => {
    const invoice = useRecordContext<Invoice>();
    if (!invoice) return null;
    return (
        <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
                <Typography component="h2" variant="h6">
                    Invoice {invoice.number}
                </Typography>
                <PaymentStatusChip status={invoice.paymentStatus} daysLate={invoice.daysLate} />
            </Stack>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                <RecordPaymentButton invoice={invoice} />
                <CreditNoteButton invoice={invoice} />
                <Button variant="outlined" startIcon={<DownloadIcon />} href={adminPaths.adminInvoicePdf(invoice.id)}>
                    Download PDF
                </Button>
            </Stack>
            <Card variant="outlined">
                <CardContent component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
                    <DetailRow label="Order">
                        <AdminLink to={`/wholesale-orders/${encodeURIComponent(invoice.order)}/show`}>{invoice.orderNumber}</AdminLink>
                    </DetailRow>
                    <DetailRow label="Dispensary">
                        <AdminLink to={`/buyer-accounts/${encodeURIComponent(invoice.account)}/show`}>{invoice.buyer.legalName}</AdminLink>
                    </DetailRow>
                    <DetailRow label="Issued">
                        <LongDate value={invoice.issuedAt} />
                    </DetailRow>
                    <DetailRow label="Due">{dueText(invoice)}</DetailRow>
                    <DetailRow label="Balance">{dollars(invoice.balanceCents)}</DetailRow>
                </CardContent>
            </Card>
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                    <Party title="Seller" party={invoice.seller} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <Party title="Buyer" party={invoice.buyer} />
                </Grid>
            </Grid>
            <Typography component="h3" variant="subtitle1">
                Lines
            </Typography>
            <Lines invoice={invoice} />
            <Typography component="h3" variant="subtitle1">
                Payments
            </Typography>
            <Payments invoice={invoice} />
            <Typography component="h3" variant="subtitle1">
                Credit notes
            </Typography>
            <CreditNotes invoice={invoice} />
        </Stack>
    );
};

/** One invoice as issued (fixed), with its payments and credit notes and the actions that add them. */
export const InvoiceShow = () => (
    <>
        <PageHeader title="Invoice" />
        <Show<Invoice> title=" " actions={false}>
            <InvoiceDetails />
        </Show>
    </>
);
