import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { messages } from '@farmsite/domain';
import { useAppDataProvider } from '../common/useAppDataProvider';
import type { TwoFactorEnrolment } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { fieldErrorsOf } from '../lib/fieldErrors';

/**
 * Setting up two-factor sign-in: a new secret (QR code and text), a code from the app to
 * confirm it, then the recovery codes, shown this once. onDone runs when they are saved.
 * replacing: the account has a secret already, and moving to a new one needs the current
 * password too (the server refuses it without).
 */
export const TwoFactorSetup = ({
    startLabel,
    onDone,
    replacing = false,
}: {
    startLabel: string;
    onDone: () => void;
    replacing?: boolean;
}) => {
    const dataProvider = useAppDataProvider();
    const toast = useToast();
    const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
    const [code, setCode] = useState('');
    const [codeError, setCodeError] = useState<string | undefined>();
    const [password, setPassword] = useState('');
    const [passwordError, setPasswordError] = useState<string | undefined>();
    const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
    const [pending, setPending] = useState(false);

    const start = async () => {
        setPending(true);
        try {
            setEnrolment(await dataProvider.startTwoFactor());
            setCode('');
            setCodeError(undefined);
            setPassword('');
            setPasswordError(undefined);
        } catch (error) {
            toast({ title: 'Failed to start two-factor set-up', description: messageOf(error), variant: 'error' });
        } finally {
            setPending(false);
        }
    };

    const confirm = async (e: FormEvent) => {
        e.preventDefault();
        const missingCode = !code.trim() ? messages.enterCode : undefined;
        const missingPassword = replacing && !password ? 'Enter your current password' : undefined;
        setCodeError(missingCode);
        setPasswordError(missingPassword);
        if (missingCode || missingPassword) return;
        setPending(true);
        try {
            const { recoveryCodes } = await dataProvider.confirmTwoFactor(code.trim(), replacing ? password : undefined);
            setRecoveryCodes(recoveryCodes);
            setEnrolment(null);
            setPassword('');
            toast({ title: 'Two-factor sign-in is on' });
        } catch (error) {
            const fields = fieldErrorsOf(error);
            setPasswordError(fields.password);
            setCodeError(fields.code ?? (fields.password ? undefined : messageOf(error)));
        } finally {
            setPending(false);
        }
    };

    if (recoveryCodes) {
        return (
            <Stack spacing={2}>
                <Alert severity="warning">
                    Save these recovery codes somewhere safe, away from your phone. Each one signs you in once instead of a code from the
                    app. They are not shown again.
                </Alert>
                <List aria-label="Recovery codes" dense sx={{ columns: 2, fontFamily: 'monospace', maxWidth: 360 }}>
                    {recoveryCodes.map((c) => (
                        <ListItem key={c} disableGutters>
                            {c}
                        </ListItem>
                    ))}
                </List>
                <Box>
                    <Button
                        variant="contained"
                        onClick={() => {
                            setRecoveryCodes(null);
                            onDone();
                        }}
                    >
                        I have saved my recovery codes
                    </Button>
                </Box>
            </Stack>
        );
    }

    if (!enrolment) {
        return (
            <Box>
                <Button variant="contained" startIcon={<QrCodeIcon />} onClick={start} disabled={pending}>
                    {startLabel}
                </Button>
            </Box>
        );
    }

    return (
        <Box component="form" onSubmit={confirm} noValidate aria-label="Set up two-factor sign-in">
            <Stack spacing={2} sx={{ maxWidth: 480 }}>
                <Typography variant="body2">
                    Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis...), or
                    type the secret key into it. Then enter the 6-digit code the app shows.
                </Typography>
                <Box component="img" src={enrolment.qrCode} alt="QR code for your authenticator app" sx={{ width: 200, height: 200 }} />
                <TextField
                    label="Secret key"
                    value={enrolment.secret}
                    slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
                    fullWidth
                />
                <TextField
                    label="Code from the app"
                    name="code"
                    autoComplete="one-time-code"
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    error={Boolean(codeError)}
                    helperText={codeError ?? ' '}
                    required
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
                />
                {replacing && (
                    <TextField
                        label="Current password"
                        name="password"
                        type="password"
                        autoComplete="current-password"
                        value={password}
                        onChange={(e) => setPassword(e.target.value)}
                        error={Boolean(passwordError)}
                        helperText={passwordError ?? 'Your old device stops working once you confirm.'}
                        required
                    />
                )}
                <Stack direction="row" spacing={1}>
                    <Button type="submit" variant="contained" disabled={pending}>
                        Confirm
                    </Button>
                    <Button onClick={() => setEnrolment(null)} disabled={pending}>
                        Cancel
                    </Button>
                </Stack>
            </Stack>
        </Box>
    );
};
