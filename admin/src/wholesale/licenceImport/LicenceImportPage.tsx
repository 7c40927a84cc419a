import { useId, useState } from 'react';
import { adminPaths } from '@farmsite/domain';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link, useBasename } from 'react-admin';
import { postFormData } from '../../dataProvider/upload';
import { PageHeader } from '../../layout/PageHeader';
import { messageOf, useToast } from '../../layout/Toast';
import { type LicenceImport, licenceStatuses } from '../types';

const resultName = (result: string) => licenceStatuses.find((s) => s.id === result)?.name ?? result;

/**
 * The state's licence list imported: staff choose the CSV, read what it says (how each
 * header was read, each account found with what disagrees, the accounts it lacks, the rows
 * that could not be read), then apply it, which records a check per account found.
 */
export const LicenceImportPage = () => {
    const basename = useBasename();
    const toast = useToast();
    const inputId = useId();
    const [file, setFile] = useState<File | null>(null);
    const [preview, setPreview] = useState<LicenceImport | null>(null);
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState('');

    const send = async (apply: boolean) => {
        if (!file) return;
        const form = new FormData();
        form.append('file', file);
        setBusy(true);
        setProblem('');
        try {
            const result = await postFormData<LicenceImport>(
                apply ? adminPaths.adminLicenceImport : adminPaths.adminLicenceImportPreview,
                form,
            );
            setPreview(result);
            if (apply) toast({ title: 'Licence list applied', description: `${result.matches.length} accounts checked` });
        } catch (error) {
            setProblem(messageOf(error) ?? 'The licence list could not be read.');
        } finally {
            setBusy(false);
        }
    };

    return (
        <>
            <PageHeader
                title="Import the licence list"
                subtitle="New York's current OCM licences, exported from data.ny.gov as a CSV: each account is matched by its licence number."
                actions={
                    <Button component={Link} to={`${basename}/buyer-accounts`}>
                        Buyer accounts
                    </Button>
                }
            />
            <Card variant="outlined">
                <CardContent>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
                            Choose the CSV file
                            <input
                                id={inputId}
                                hidden
                                type="file"
                                accept=".csv,text/csv"
                                aria-label="Licence list (CSV)"
                                onChange={(e) => {
                                    setFile(e.target.files?.[0] ?? null);
                                    setPreview(null);
                                    setProblem('');
                                }}
                            />
                        </Button>
                        <Typography>{file ? file.name : 'No file chosen'}</Typography>
                        <Button variant="contained" disabled={!file || busy} onClick={() => send(false)}>
                            Preview
                        </Button>
                        <Button
                            variant="contained"
                            color="success"
                            disabled={!file || busy || !preview || preview.applied}
                            onClick={() => send(true)}
                        >
                            Apply
                        </Button>
                    </Stack>
                    {problem && (
                        <Alert severity="error" sx={{ mt: 2 }}>
                            {problem}
                        </Alert>
                    )}
                </CardContent>
            </Card>
            {preview && <ImportResult result={preview} />}
        </>
    );
};

const ImportResult = ({ result }: { result: LicenceImport }) => {
    const headers = Object.entries(result.columns);
    return (
        <Stack spacing={3} sx={{ mt: 3 }}>
            <Alert severity={result.applied ? 'success' : 'info'}>
                {result.applied
                    ? `Applied: ${result.matches.length} accounts checked from ${result.rowsRead} rows.`
                    : `Preview of ${result.rowsRead} rows: ${result.matches.length} accounts found, nothing recorded yet.`}
            </Alert>
            <Section title="Accounts found">
                {result.matches.length === 0 ? (
                    <Typography>No account's licence number is in the file.</Typography>
                ) : (
                    <Table size="small" aria-label="Accounts found">
                        <TableHead>
                            <TableRow>
                                <TableCell>Account</TableCell>
                                <TableCell>Licence</TableCell>
                                <TableCell>Result</TableCell>
                                <TableCell>What the file says</TableCell>
                                <TableCell>Disagrees</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {result.matches.map((m) => (
                                <TableRow key={m.account}>
                                    <TableCell>{m.legalName}</TableCell>
                                    <TableCell>{m.licenceNumber}</TableCell>
                                    <TableCell>{resultName(m.result)}</TableCell>
                                    <TableCell>
                                        {[m.status, m.type, m.expiry && `expires ${m.expiry}`, m.premises].filter(Boolean).join(', ')}
                                    </TableCell>
                                    <TableCell>{m.mismatches.join(', ') || '—'}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                )}
            </Section>
            {result.notFound.length > 0 && (
                <Section title="Accounts the file lacks (check them by hand)">
                    <ul>
                        {result.notFound.map((a) => (
                            <li key={a.account}>
                                {a.legalName} ({a.licenceNumber})
                            </li>
                        ))}
                    </ul>
                </Section>
            )}
            {result.unreadableCount > 0 && (
                <Section title={`Rows that could not be read (${result.unreadableCount})`}>
                    <ul>
                        {result.unreadable.map((u) => (
                            <li key={u.line}>
                                Line {u.line}: {u.why}
                            </li>
                        ))}
                    </ul>
                </Section>
            )}
            <Section title="How the file's columns were read">
                <Table size="small" aria-label="Columns">
                    <TableHead>
                        <TableRow>
                            <TableCell>Header</TableCell>
                            <TableCell>Read as</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {headers.map(([header, field]) => (
                            <TableRow key={header}>
                                <TableCell>{header}</TableCell>
                                <TableCell>{field || 'not read'}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </Section>
        </Stack>
    );
};

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
    <Box component="section">
        <Typography variant="h6" component="h2" gutterBottom>
            {title}
        </Typography>
        {children}
    </Box>
);
