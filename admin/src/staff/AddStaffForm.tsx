import { useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Grid, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useCreate } from 'react-admin';
import type { Staff } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { passwordProblems, staffDefaults, staffFields } from '@farmsite/domain';
import { fieldErrorsOf } from '../lib/fieldErrors';

/** A new account: the schema's defaults (backend/catalog's StaffSchema), and its password twice. */
const EMPTY = {
    username: staffDefaults.username,
    email: staffDefaults.email,
    password: '',
    confirmPassword: '',
    notifyContact: staffDefaults.notifyContact,
    notifyOrders: staffDefaults.notifyOrders,
};
type Values = typeof EMPTY;
type Field = keyof Values;

/** The owner's form to add an account; the server checks the same rules. */
export const AddStaffForm = ({ onAdded }: { onAdded: () => void }) => {
    const [values, setValues] = useState<Values>(EMPTY);
    const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
    const [create, { isPending }] = useCreate<Staff>();
    const toast = useToast();

    const set = (field: Field) => (e: { target: { value: string; checked?: boolean } }) =>
        setValues((v) => ({ ...v, [field]: typeof v[field] === 'boolean' ? Boolean(e.target.checked) : e.target.value }));

    const submit = (e: FormEvent) => {
        e.preventDefault();
        const problems: Partial<Record<Field, string>> = passwordProblems(values.password, values.confirmPassword);
        if (!values.username.trim()) problems.username = staffFields.username.required;
        setErrors(problems);
        if (Object.keys(problems).length > 0) return;
        create(
            'staff',
            { data: { ...values, username: values.username.trim(), email: values.email.trim() } },
            {
                onSuccess: (account) => {
                    toast({ title: 'Account added', description: `${account.username} can log in now.` });
                    setValues(EMPTY);
                    onAdded();
                },
                onError: (error) => {
                    setErrors(fieldErrorsOf(error));
                    toast({ title: 'Failed to add account', description: messageOf(error), variant: 'error' });
                },
            },
        );
    };

    const text = (field: Field, label: string, type = 'text', autoComplete = 'off') => (
        <TextField
            label={label}
            type={type}
            fullWidth
            required={field !== 'email'}
            autoComplete={autoComplete}
            value={values[field] as string}
            onChange={set(field)}
            error={Boolean(errors[field])}
            helperText={errors[field] ?? ' '}
        />
    );

    return (
        <Box component="form" onSubmit={submit} noValidate aria-label="Add a staff account">
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>{text('username', staffFields.username.label)}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{text('email', staffFields.email.label, 'email')}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{text('password', 'Password', 'password', 'new-password')}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{text('confirmPassword', 'Confirm password', 'password', 'new-password')}</Grid>
            </Grid>
            <FormControlLabel
                control={<Checkbox checked={values.notifyContact} onChange={set('notifyContact')} />}
                label={staffFields.notifyContact.label}
            />
            <FormControlLabel
                control={<Checkbox checked={values.notifyOrders} onChange={set('notifyOrders')} />}
                label={staffFields.notifyOrders.label}
            />
            <Box sx={{ mt: 1 }}>
                <Button type="submit" variant="contained" startIcon={<PersonAddIcon />} disabled={isPending}>
                    Add account
                </Button>
            </Box>
        </Box>
    );
};
