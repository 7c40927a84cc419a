import { useState, type FormEvent } from 'react';
import { Box, Button, FormControlLabel, Switch, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useUpdate } from 'react-admin';
import type { Staff } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { fieldErrorsOf } from '../lib/fieldErrors';

/** One's own email and the notifications it receives (the form keeps its values once loaded). */
export const MyNotifications = ({ me, onSaved }: { me: Staff; onSaved: () => void }) => {
    const [values, setValues] = useState({ email: me.email, notifyContact: me.notifyContact, notifyOrders: me.notifyOrders });
    const [error, setError] = useState('');
    const [update, { isPending }] = useUpdate<Staff>();
    const toast = useToast();

    const submit = (e: FormEvent) => {
        e.preventDefault();
        update(
            'staff',
            { id: me.id, data: { ...values, email: values.email.trim() }, previousData: me },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    setError('');
                    toast({
                        title: 'Notifications saved',
                        description: values.email ? `Sent to ${values.email.trim()}` : 'No email address: nothing is sent to you.',
                    });
                    onSaved();
                },
                onError: (err) => {
                    setError(fieldErrorsOf(err).email ?? '');
                    toast({ title: 'Failed to save notifications', description: messageOf(err), variant: 'error' });
                },
            },
        );
    };

    return (
        <Box component="form" onSubmit={submit} noValidate aria-label="My notifications">
            <TextField
                label="My email"
                type="email"
                fullWidth
                autoComplete="email"
                value={values.email}
                onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
                error={Boolean(error)}
                helperText={error || 'Where your notifications go.'}
                sx={{ maxWidth: 480 }}
            />
            <Box>
                <FormControlLabel
                    control={
                        <Switch
                            checked={values.notifyContact}
                            onChange={(e) => setValues((v) => ({ ...v, notifyContact: e.target.checked }))}
                        />
                    }
                    label="Email me new contact messages"
                />
                <FormControlLabel
                    control={
                        <Switch
                            checked={values.notifyOrders}
                            onChange={(e) => setValues((v) => ({ ...v, notifyOrders: e.target.checked }))}
                        />
                    }
                    label="Email me new order requests"
                />
            </Box>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={isPending}>
                Save notifications
            </Button>
        </Box>
    );
};
