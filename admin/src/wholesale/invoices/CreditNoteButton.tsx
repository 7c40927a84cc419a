import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import type { Invoice } from '@farmsite/domain';
import { dollars } from '../orders/orderStates';
import { MoneyDialog } from './MoneyDialog';
import { creditNoteBody, type CreditNoteValues } from './invoiceMoney';
import { useMoneyCreate } from './useMoneyCreate';

const empty: CreditNoteValues = { amount: '', reason: '' };

/** "Issue credit note": the invoice never changes, a numbered credit note takes an amount off its balance. */
export const CreditNoteButton = ({ invoice }: { invoice: Invoice }) => {
    const [open, setOpen] = useState(false);
    const [values, setValues] = useState<CreditNoteValues>(empty);
    const { send, errors, setErrors, busy } = useMoneyCreate('credit-notes', 'credit note', () => setOpen(false));
    const set = (field: keyof CreditNoteValues) => (e: { target: { value: string } }) =>
        setValues((v) => ({ ...v, [field]: e.target.value }));
    const show = () => {
        setValues(empty);
        setErrors({});
        setOpen(true);
    };
    return (
        <>
            <Button variant="outlined" startIcon={<RemoveCircleOutlineIcon />} onClick={show} disabled={invoice.balanceCents <= 0}>
                Issue credit note
            </Button>
            <MoneyDialog
                open={open}
                title={`Issue a credit note on ${invoice.number}`}
                submitLabel="Issue credit note"
                busy={busy}
                onClose={() => setOpen(false)}
                onSubmit={() => send(creditNoteBody(invoice.id, values), `Credit note issued on ${invoice.number}`)}
            >
                <TextField
                    label="Amount (USD)"
                    required
                    fullWidth
                    inputMode="decimal"
                    value={values.amount}
                    onChange={set('amount')}
                    error={Boolean(errors.amount)}
                    helperText={errors.amount ?? `Balance ${dollars(invoice.balanceCents)}`}
                />
                <TextField
                    label="Reason"
                    required
                    fullWidth
                    multiline
                    minRows={2}
                    value={values.reason}
                    onChange={set('reason')}
                    error={Boolean(errors.reason)}
                    helperText={errors.reason ?? ' '}
                />
            </MoneyDialog>
        </>
    );
};
