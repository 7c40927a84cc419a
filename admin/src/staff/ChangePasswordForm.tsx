import { useState, type FormEvent } from 'react';
import { Box, Button, Grid, TextField } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { passwordProblems } from '@farmsite/domain';
import { fieldErrorsOf } from '../lib/fieldErrors';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

/** Changes one's own password; the server ends every other session of the account. */
export const ChangePasswordForm = () => {
    const dataProvider = useAppDataProvider();
    const toast = useToast();
    const [values, setValues] = useState(EMPTY);
    const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
    const [saving, setSaving] = useState(false);

    const submit = async (e: FormEvent) => {
        e.preventDefault();
        const problems: Partial<Record<Field, string>> = passwordProblems(values.password, values.confirmPassword);
        if (!values.oldPassword) problems.oldPassword = 'Current password is required';
        setErrors(problems);
        if (Object.keys(problems).length > 0) return;
        setSaving(true);
        try {
            await dataProvider.changeOwnPassword(values);
            setValues(EMPTY);
            toast({ title: 'Password changed', description: 'Every other session of your account has been signed out.' });
        } catch (error) {
            setErrors(fieldErrorsOf(error));
            toast({ title: 'Failed to change password', description: messageOf(error), variant: 'error' });
        } finally {
            setSaving(false);
        }
    };

    const field = (name: Field, label: string, autoComplete: string) => (
        <TextField
            label={label}
            type="password"
            fullWidth
            required
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            error={Boolean(errors[name])}
            helperText={errors[name] ?? ' '}
        />
    );

    return (
        <Box component="form" onSubmit={submit} noValidate aria-label="Change password">
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 4 }}>{field('oldPassword', 'Current password', 'current-password')}</Grid>
                <Grid size={{ xs: 12, md: 4 }}>{field('password', 'New password', 'new-password')}</Grid>
                <Grid size={{ xs: 12, md: 4 }}>{field('confirmPassword', 'Confirm new password', 'new-password')}</Grid>
            </Grid>
            <Button type="submit" variant="contained" startIcon={<KeyIcon />} disabled={saving}>
                Change password
            </Button>
        </Box>
    );
};
