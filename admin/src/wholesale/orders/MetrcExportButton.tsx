import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { metrcExportUrl } from '../invoices/paths';
import { httpClient } from '../../dataProvider/httpClient';
import { messageOf, useToast } from '../../layout/Toast';
import { saveBlob } from '../../lib/saveFile';

const nyToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/**
 * The shipped orders of a date range as Metrc's transfer fields (CSV), for staff to enter
 * or upload in Metrc: there is no Metrc API integration (9 NYCRR 124.1(b)).
 */
export const MetrcExportButton = () => {
    const [open, setOpen] = useState(false);
    const [from, setFrom] = useState(() => monthStart(nyToday()));
    const [to, setTo] = useState(nyToday);
    const [busy, setBusy] = useState(false);
    const toast = useToast();
    const download = async () => {
        setBusy(true);
        try {
            const answer = await httpClient(metrcExportUrl(from, to), { headers: { Accept: 'text/csv' } });
            saveBlob(new Blob([answer.body], { type: 'text/csv' }), `metrc-transfers-${from}-to-${to}.csv`);
            setOpen(false);
        } catch (error) {
            toast({ title: 'Failed to export for Metrc', description: messageOf(error), variant: 'error' });
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => setOpen(true)}>
                Metrc export
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="metrc-title" fullWidth maxWidth="xs">
                <DialogTitle id="metrc-title">Export shipped orders for Metrc</DialogTitle>
                <DialogContent>
                    <DialogContentText variant="body2" sx={{ mb: 2 }}>
                        The orders shipped in these days, one row per line, in the fields of Metrc's transfer entry. Enter or upload them in
                        Metrc: the site has no Metrc connection.
                    </DialogContentText>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                        <TextField
                            label="Shipped from"
                            type="date"
                            value={from}
                            onChange={(e) => setFrom(e.target.value)}
                            slotProps={{ inputLabel: { shrink: true } }}
                            fullWidth
                        />
                        <TextField
                            label="Shipped to"
                            type="date"
                            value={to}
                            onChange={(e) => setTo(e.target.value)}
                            slotProps={{ inputLabel: { shrink: true } }}
                            fullWidth
                        />
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setOpen(false)}>Cancel</Button>
                    <Button variant="contained" onClick={() => void download()} disabled={busy || !from || !to}>
                        Download CSV
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
