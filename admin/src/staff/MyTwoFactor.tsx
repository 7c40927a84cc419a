import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useAppDataProvider } from '../common/useAppDataProvider';
import type { Staff } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { fieldErrorsOf } from '../lib/fieldErrors';
import { TwoFactorSetup } from './TwoFactorSetup';

/** Turning one's own two-factor off: the password confirms it (a wrong one counts as a failed login). */
const TurnOffButton = ({ onChanged }: { onChanged: () => void }) => {
    const dataProvider = useAppDataProvider();
    const toast = useToast();
    const [open, setOpen] = useState(false);
    const [password, setPassword] = useState('');
    const [error, setError] = useState<string | undefined>();
    const [pending, setPending] = useState(false);
    const close = () => {
        setOpen(false);
        setPassword('');
        setError(undefined);
    };
    const turnOff = async (e: FormEvent) => {
        e.preventDefault();
        setPending(true);
        try {
            await dataProvider.turnOffTwoFactor(password);
            toast({ title: 'Two-factor sign-in is off' });
            close();
            onChanged();
        } catch (failure) {
            setError(fieldErrorsOf(failure).password ?? messageOf(failure));
        } finally {
            setPending(false);
        }
    };
    return (
        <>
            <Button color="error" onClick={() => setOpen(true)}>
                Turn off two-factor sign-in
            </Button>
            <Dialog open={open} onClose={close} aria-labelledby="turn-off-two-factor">
                <Box component="form" onSubmit={turnOff} noValidate>
                    <DialogTitle id="turn-off-two-factor">Turn off two-factor sign-in?</DialogTitle>
                    <DialogContent>
                        <Typography variant="body2" sx={{ mb: 2 }}>
                            Your password alone will sign you in again, and your recovery codes stop working.
                        </Typography>
                        <TextField
                            label="Current password"
                            type="password"
                            autoComplete="current-password"
                            value={password}
                            onChange={(e) => setPassword(e.target.value)}
                            error={Boolean(error)}
                            helperText={error ?? ' '}
                            required
                            fullWidth
                            autoFocus
                        />
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={close}>Cancel</Button>
                        <Button type="submit" color="error" disabled={pending || !password}>
                            Turn off
                        </Button>
                    </DialogActions>
                </Box>
            </Dialog>
        </>
    );
};

/** One's own two-factor sign-in on the Staff screen: set it up, move it to a new phone, or turn it off. */
export const MyTwoFactor = ({ me, onChanged }: { me: Staff; onChanged: () => void }) => (
    <Stack spacing={2}>
        {me.twoFactor ? (
            <Alert severity="success">
                Two-factor sign-in is on: you sign in with your password and a code from your authenticator app.
            </Alert>
        ) : (
            <Alert severity={me.twoFactorRequired ? 'warning' : 'info'}>
                Two-factor sign-in is off{me.twoFactorRequired ? ', and your account requires it' : ''}. With it, a stolen password alone
                cannot sign in to your account.
            </Alert>
        )}
        <TwoFactorSetup
            startLabel={me.twoFactor ? 'Set up on a new device' : 'Set up two-factor sign-in'}
            replacing={me.twoFactor}
            onDone={onChanged}
        />
        {me.twoFactor && !me.twoFactorRequired && (
            <Box>
                <TurnOffButton onChanged={onChanged} />
            </Box>
        )}
    </Stack>
);
