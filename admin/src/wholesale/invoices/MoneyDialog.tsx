import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';

interface MoneyDialogProps {
    open: boolean;
    title: string;
    submitLabel: string;
    busy: boolean;
    onClose: () => void;
    onSubmit: () => void;
    children: ReactNode;
}

/** A small form in a dialog (a payment, a credit note): its fields, Cancel and the action. */
export const MoneyDialog = ({ open, title, submitLabel, busy, onClose, onSubmit, children }: MoneyDialogProps) => {
    const submit = (e: FormEvent) => {
        e.preventDefault();
        onSubmit();
    };
    return (
        <Dialog open={open} onClose={onClose} aria-labelledby="money-dialog-title" fullWidth maxWidth="xs">
            <form onSubmit={submit} noValidate>
                <DialogTitle id="money-dialog-title">{title}</DialogTitle>
                <DialogContent>
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        {children}
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>Cancel</Button>
                    <Button type="submit" variant="contained" disabled={busy}>
                        {submitLabel}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
