import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useAuthProvider, useLogin } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { messages } from '@farmsite/domain';
import type { LoginError } from '../authProvider';
import { useToast } from './Toast';
import { useDocumentTitle } from './useDocumentTitle';

interface Errors {
    username?: string;
    password?: string;
    code?: string;
}

/** /adminlogin: outside react-admin's /admin basename, inside its contexts. */
export const LoginPage = () => {
    useDocumentTitle('Admin Login');
    const login = useLogin();
    const authProvider = useAuthProvider();
    const navigate = useNavigate();
    const toast = useToast();
    const [username, setUsername] = useState('');
    const [password, setPassword] = useState('');
    // Asked for once the server says the account signs in with two-factor too.
    const [askCode, setAskCode] = useState(false);
    const [code, setCode] = useState('');
    const [errors, setErrors] = useState<Errors>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [pending, setPending] = useState(false);

    // Someone already signed in has nothing to do here.
    useEffect(() => {
        let active = true;
        authProvider?.checkAuth({}).then(
            () => active && navigate('/admin', { replace: true }),
            () => undefined,
        );
        return () => {
            active = false;
        };
    }, [authProvider, navigate]);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const found: Errors = {};
        if (!username.trim()) found.username = messages.usernameRequired;
        if (!password) found.password = messages.passwordRequired;
        if (askCode && !code.trim()) found.code = messages.enterSignInCode;
        setErrors(found);
        if (found.username || found.password || found.code) return;
        setPending(true);
        setFailure(null);
        try {
            await login({ username: username.trim(), password, ...(askCode ? { code: code.trim() } : {}) });
            toast({ title: 'Login successful!' });
        } catch (error) {
            setPending(false);
            if ((error as LoginError)?.totpRequired && !askCode) {
                // The password was right: now the code (no failure to show).
                setAskCode(true);
                return;
            }
            const message = (error as Error)?.message || messages.invalidCredentials;
            setFailure(message);
            if ((error as LoginError)?.totpRequired) setCode('');
            toast({ title: 'Error', description: message, variant: 'error' });
        }
    };

    return (
        <Box
            component="main"
            sx={{
                minHeight: '100vh',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                p: 2,
                bgcolor: 'background.default',
            }}
        >
            <Card sx={{ width: '100%', maxWidth: 400 }}>
                <CardContent component="form" noValidate onSubmit={submit} sx={{ p: 4 }}>
                    <Stack spacing={2.5}>
                        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
                            <Box component="img" src={`${import.meta.env.BASE_URL}logo.svg`} alt="" width={72} height={72} data-logo />
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                <LockIcon color="primary" aria-hidden />
                                <Typography variant="h5" component="h1">
                                    Admin Login
                                </Typography>
                            </Stack>
                        </Stack>
                        {failure && (
                            <Alert severity="error" role="alert">
                                {failure}
                            </Alert>
                        )}
                        <TextField
                            label="Username"
                            name="username"
                            autoComplete="username"
                            autoFocus
                            value={username}
                            onChange={(e) => {
                                setUsername(e.target.value);
                                setAskCode(false);
                            }}
                            error={!!errors.username}
                            helperText={errors.username}
                            disabled={pending}
                            required
                            fullWidth
                        />
                        <TextField
                            label="Password"
                            name="password"
                            type="password"
                            autoComplete="current-password"
                            value={password}
                            onChange={(e) => setPassword(e.target.value)}
                            error={!!errors.password}
                            helperText={errors.password}
                            disabled={pending}
                            required
                            fullWidth
                        />
                        {askCode && (
                            <TextField
                                label="Two-factor code"
                                name="code"
                                autoComplete="one-time-code"
                                autoFocus
                                value={code}
                                onChange={(e) => setCode(e.target.value)}
                                error={!!errors.code}
                                helperText={errors.code ?? 'The 6-digit code from your authenticator app, or one of your recovery codes.'}
                                disabled={pending}
                                required
                                fullWidth
                                slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'none', spellCheck: false } }}
                            />
                        )}
                        <Button
                            type="submit"
                            variant="contained"
                            size="large"
                            disabled={pending}
                            startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                        >
                            {pending ? 'Logging in...' : 'Login'}
                        </Button>
                    </Stack>
                </CardContent>
            </Card>
        </Box>
    );
};
