import { AdminLink } from '../../dashboard/AdminLink';
import { lazy, Suspense, useState } from 'react';
import type { Receivables } from '@farmsite/domain';
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    Chip,
    Skeleton,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useQuery } from '@tanstack/react-query';

import { getJson } from '../../dataProvider/httpClient';
import { PageHeader } from '../../layout/PageHeader';
import { messageOf } from '../../layout/Toast';
import { LongDate } from '../../common/LongDate';
import { saveBlob } from '../../lib/saveFile';
import { dollars } from '../orders/orderStates';
import { agingRows, overdueCsv } from '../invoices/invoiceMoney';
import { receivablesUrl } from '../invoices/paths';

const AgingChart = lazy(() => import('./AgingChart'));
const CHART_HEIGHT = 260;

/** The aging: a chart for the eye (hidden from screen readers) and its figures as a table. */
const Aging = ({ data }: { data: Receivables }) => {
    const rows = agingRows(data.buckets);
    const total = rows.reduce((sum, r) => sum + r.cents, 0);
    return (
        <Card component="section" aria-labelledby="aging-title">
            <CardContent>
                <Typography id="aging-title" variant="h6" component="h2">
                    Aging
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {dollars(total)} open on {rows.reduce((n, r) => n + r.invoices, 0)} invoices as of {data.asOf}, by days past the due
                    date.
                </Typography>
                <Box aria-hidden="true" sx={{ height: CHART_HEIGHT, minWidth: 0 }} data-chart="aging">
                    <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
                        <AgingChart buckets={data.buckets} />
                    </Suspense>
                </Box>
                <Box sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label="Aging figures">
                        <TableHead>
                            <TableRow>
                                <TableCell component="th" scope="col">
                                    Days late
                                </TableCell>
                                <TableCell component="th" scope="col" align="right">
                                    Invoices
                                </TableCell>
                                <TableCell component="th" scope="col" align="right">
                                    Balance
                                </TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {rows.map((r) => (
                                <TableRow key={r.key} data-bucket={r.key}>
                                    <TableCell component="th" scope="row">
                                        {r.label}
                                    </TableCell>
                                    <TableCell align="right">{r.invoices}</TableCell>
                                    <TableCell align="right">{dollars(r.cents)}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </Box>
            </CardContent>
        </Card>
    );
};

/** Each account's open balance by bucket, the delinquent ones flagged. */
const Accounts = ({ data }: { data: Receivables }) => (
    <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Balances by dispensary">
            <TableHead>
                <TableRow>
                    <TableCell>Dispensary</TableCell>
                    {agingRows([]).map((r) => (
                        <TableCell key={r.key} align="right">
                            {r.label}
                        </TableCell>
                    ))}
                    <TableCell align="right">Total</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {data.accounts.map((a) => (
                    <TableRow key={a.account}>
                        <TableCell>
                            <AdminLink to={`/buyer-accounts/${encodeURIComponent(a.account)}/show`}>{a.legalName}</AdminLink>
                            <Typography variant="caption" display="block" color="text.secondary">
                                {a.licenceNumber}
                            </Typography>
                            {a.delinquent && <Chip size="small" color="error" label="Delinquent" />}
                        </TableCell>
                        {agingRows(a.buckets).map((r) => (
                            <TableCell key={r.key} align="right">
                                {r.cents ? dollars(r.cents) : '—'}
                            </TableCell>
                        ))}
                        <TableCell align="right" sx={{ fontWeight: 600 }}>
                            {dollars(a.totalCents)}
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    </Box>
);

/** The invoices past their due date with a balance, most late first, and their CSV for OCM's report. */
const Overdue = ({ data }: { data: Receivables }) => (
    <Stack spacing={1}>
        <Box>
            <Button
                variant="outlined"
                startIcon={<FileDownloadIcon />}
                disabled={!data.overdue.length}
                onClick={() => saveBlob(new Blob([overdueCsv(data.overdue)], { type: 'text/csv' }), `overdue-invoices-${data.asOf}.csv`)}
            >
                Export CSV
            </Button>
        </Box>
        {data.overdue.length ? (
            <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="Overdue invoices">
                    <TableHead>
                        <TableRow>
                            <TableCell>Invoice</TableCell>
                            <TableCell>Dispensary</TableCell>
                            <TableCell>Licence</TableCell>
                            <TableCell>Issued</TableCell>
                            <TableCell>Due</TableCell>
                            <TableCell align="right">Days late</TableCell>
                            <TableCell align="right">Balance</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {data.overdue.map((o) => (
                            <TableRow key={o.invoice}>
                                <TableCell>
                                    <AdminLink to={`/invoices/${encodeURIComponent(o.invoice)}/show`}>{o.number}</AdminLink>
                                </TableCell>
                                <TableCell>{o.legalName}</TableCell>
                                <TableCell>{o.licenceNumber}</TableCell>
                                <TableCell>
                                    <LongDate value={o.issuedAt} />
                                </TableCell>
                                <TableCell>{o.dueOn}</TableCell>
                                <TableCell align="right">{o.daysLate}</TableCell>
                                <TableCell align="right">{dollars(o.balanceCents)}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </Box>
        ) : (
            <Typography variant="body2" color="text.secondary">
                No invoice is overdue.
            </Typography>
        )}
    </Stack>
);

/** Accounts receivable as of a day (today in New York unless chosen): the aging, the accounts, the overdue invoices. */
export const ReceivablesPage = () => {
    const [asOf, setAsOf] = useState('');
    const { data, error, isPending } = useQuery({
        queryKey: ['receivables', asOf],
        queryFn: () => getJson<Receivables>(receivablesUrl(asOf || undefined)),
    });
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader
                title="Receivables"
                subtitle="What dispensaries owe, by days past the due date."
                actions={
                    <TextField
                        label="As of"
                        type="date"
                        size="small"
                        value={asOf}
                        onChange={(e) => setAsOf(e.target.value)}
                        slotProps={{ inputLabel: { shrink: true } }}
                    />
                }
            />
            {error && <Alert severity="error">{messageOf(error)}</Alert>}
            {isPending && <Skeleton variant="rounded" height={CHART_HEIGHT} />}
            {data && (
                <Stack spacing={3}>
                    <Aging data={data} />
                    <Box component="section" aria-labelledby="accounts-title">
                        <Typography id="accounts-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                            By dispensary
                        </Typography>
                        {data.accounts.length ? (
                            <Accounts data={data} />
                        ) : (
                            <Typography variant="body2" color="text.secondary">
                                No dispensary owes anything.
                            </Typography>
                        )}
                    </Box>
                    <Box component="section" aria-labelledby="overdue-title">
                        <Typography id="overdue-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                            Overdue invoices
                        </Typography>
                        <Overdue data={data} />
                    </Box>
                </Stack>
            )}
        </Box>
    );
};
