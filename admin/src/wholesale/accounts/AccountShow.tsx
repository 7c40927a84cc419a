import { adminPaths } from '@farmsite/domain';
import { Box, Button, Card, Chip, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { EditButton, Show, useRecordContext } from 'react-admin';
import { getJson } from '../../dataProvider/httpClient';
import { PageHeader } from '../../layout/PageHeader';
import { LongDate } from '../../common/LongDate';
import { type BuyerAccount, type LicenceCheck, licenceTypeLabels } from '../types';
import { AccountBuyers } from './AccountBuyers';
import { AccountInvoices } from './AccountInvoices';
import { Decisions } from './Decisions';
import { LicenceChip, StatusChip } from './AccountList';
import { DetailRow } from '../../common/DetailRow';

/** The account's licence checks, newest first (append-only: source, result, who, when, note). */
const Checks = ({ account }: { account: BuyerAccount }) => {
    const { data: checks = [] } = useQuery({
        queryKey: ['licence-checks', account.id, account.licenceCheckedAt],
        queryFn: () => getJson<LicenceCheck[]>(adminPaths.adminLicenceChecks(account.id)),
    });
    return (
        <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Licence checks">
                <TableHead>
                    <TableRow>
                        <TableCell>When</TableCell>
                        <TableCell>Source</TableCell>
                        <TableCell>Result</TableCell>
                        <TableCell>By</TableCell>
                        <TableCell>Note</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {checks.map((c) => (
                        <TableRow key={c.id}>
                            <TableCell>
                                <LongDate value={c.createdAt} />
                            </TableCell>
                            <TableCell>{c.source}</TableCell>
                            <TableCell>{c.result}</TableCell>
                            <TableCell>{c.actor}</TableCell>
                            <TableCell>{c.note || c.fileName}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
};

const AccountDetails = () => {
    const account = useRecordContext<BuyerAccount>();
    if (!account) return null;
    return (
        <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
                <Typography component="h2" variant="h6">
                    {account.legalName}
                </Typography>
                <StatusChip status={account.status} />
                <LicenceChip status={account.licenceStatus} />
                {account.delinquent && (
                    <Chip
                        size="small"
                        color="error"
                        label={account.codOnly ? 'Delinquent: cash on delivery only' : 'Delinquent: orders refused'}
                    />
                )}
                <EditButton label="Edit details" />
            </Stack>
            <Decisions account={account} />
            <Card variant="outlined">
                <CardContent component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
                    <DetailRow label="DBA">{account.dba || '—'}</DetailRow>
                    <DetailRow label="Licence">{account.licenceNumber}</DetailRow>
                    <DetailRow label="Licence type">{licenceTypeLabels[account.licenceType] ?? account.licenceType}</DetailRow>
                    <DetailRow label="Licence expiry">{account.licenceExpiry}</DetailRow>
                    <DetailRow label="Premises">
                        {account.premisesStreet}, {account.premisesCity}, {account.premisesState} {account.premisesZip}
                    </DetailRow>
                    <DetailRow label="Contact">
                        {account.contactName} · <a href={`mailto:${account.contactEmail}`}>{account.contactEmail}</a> ·{' '}
                        <a href={`tel:${account.contactPhone}`}>{account.contactPhone}</a>
                    </DetailRow>
                    {account.statusReason && <DetailRow label="Reason">{account.statusReason}</DetailRow>}
                    <DetailRow label="Cash on delivery">{account.codOnly ? 'Allowed while delinquent' : 'Not allowed'}</DetailRow>
                    <DetailRow label="Applied">
                        <LongDate value={account.createdAt} />
                    </DetailRow>
                </CardContent>
            </Card>
            <Box>
                <Button
                    variant="outlined"
                    startIcon={<DownloadIcon />}
                    href={adminPaths.adminLicenceDocument(account.id)}
                    disabled={!account.licenceDocuments?.length}
                >
                    Licence document
                </Button>
                <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
                    Each opening is logged in the activity log.
                </Typography>
            </Box>
            <Typography component="h3" variant="subtitle1">
                Invoices
            </Typography>
            <AccountInvoices account={account.id} />
            <Typography component="h3" variant="subtitle1">
                Licence checks
            </Typography>
            <Checks account={account} />
            {!!account.buyers?.length && (
                <>
                    <Typography component="h3" variant="subtitle1">
                        Buyers
                    </Typography>
                    <AccountBuyers account={account} />
                </>
            )}
        </Stack>
    );
};

/** One dispensary's account: its licence and checks, its document, and staff's decisions. */
export const AccountShow = () => (
    <>
        <PageHeader title="Buyer account" />
        <Show<BuyerAccount> title=" " actions={false}>
            <AccountDetails />
        </Show>
    </>
);
