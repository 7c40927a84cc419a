import { useState } from 'react';
import { Button, MenuItem, TextField } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { Invoice } from '@farmsite/domain';
import { dollars } from '../orders/orderStates';
import { MoneyDialog } from './MoneyDialog';
import { paymentBody, paymentMethodChoices, type PaymentValues } from './invoiceMoney';
import { useMoneyCreate } from './useMoneyCreate';

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
const empty = (): PaymentValues => ({ method: '', reference: '', amount: '', receivedOn: today() });

/** "Record payment": a check, an ACH transfer or cash against this invoice; partial payments allowed. */
export const RecordPaymentButton = ({ invoice }: { invoice: Invoice }) => {
    const [open, setOpen] = useState(false);
    const [values, setValues] = useState<PaymentValues>(empty);
    const { send, errors, setErrors, busy } = useMoneyCreate('payments', 'payment', () => setOpen(false));
    const set = (field: keyof PaymentValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
    const show = () => {
        setValues(empty());
        setErrors({});
        setOpen(true);
    };
    const field = (name: keyof PaymentValues) => ({
        value: values[name],
        onChange: set(name),
        error: Boolean(errors[name]),
        helperText: errors[name] ?? ' ',
        fullWidth: true,
    });
    return (
        <>
            <Button variant="contained" startIcon={<PaymentsIcon />} onClick={show} disabled={invoice.balanceCents <= 0}>
                Record payment
            </Button>
            <MoneyDialog
                open={open}
                title={`Record a payment on ${invoice.number}`}
                submitLabel="Record payment"
                busy={busy}
                onClose={() => setOpen(false)}
                onSubmit={() => send(paymentBody(invoice.id, values), `Payment recorded on ${invoice.number}`)}
            >
                <TextField select label="Method" required {...field('method')}>
                    {paymentMethodChoices.map((m) => (
                        <MenuItem key={m.id} value={m.id}>
                            {m.name}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField label="Reference (check number, transfer ID)" {...field('reference')} />
                <TextField
                    label="Amount (USD)"
                    required
                    inputMode="decimal"
                    {...field('amount')}
                    helperText={errors.amount ?? `Balance ${dollars(invoice.balanceCents)}`}
                />
                <TextField label="Received on" type="date" required slotProps={{ inputLabel: { shrink: true } }} {...field('receivedOn')} />
            </MoneyDialog>
        </>
    );
};
