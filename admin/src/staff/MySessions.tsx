import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { formatLongDateTime, staffSessions } from '@farmsite/domain';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { useIsPhone } from '../common/useIsPhone';
import type { StaffSession } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';

const when = formatLongDateTime;

/** Where one is signed in: each session's device, address and last call; any but this one can be ended here. */
export const MySessions = () => {
    const dataProvider = useAppDataProvider();
    const toast = useToast();
    const phone = useIsPhone();
    const [sessions, setSessions] = useState<StaffSession[] | null>(null);
    const [failure, setFailure] = useState<string | undefined>();
    const [ending, setEnding] = useState<string | null>(null);
    const load = useCallback(() => {
        dataProvider.mySessions().then(setSessions, (error) => setFailure(messageOf(error)));
    }, [dataProvider]);
    useEffect(load, [load]);

    const end = async (session: StaffSession) => {
        setEnding(session.id);
        try {
            await dataProvider.endMySession(session.id);
            toast({ title: 'Session ended', description: session.device });
            load();
        } catch (error) {
            toast({ title: 'Failed to end the session', description: messageOf(error), variant: 'error' });
        } finally {
            setEnding(null);
        }
    };

    const endButton = (session: StaffSession) =>
        !session.current && (
            <Button
                size="small"
                startIcon={<LogoutIcon />}
                disabled={ending === session.id}
                onClick={() => end(session)}
                aria-label={`End session: ${session.device}, last seen ${when(session.lastSeenAt)}`}
            >
                End session
            </Button>
        );
    const device = (session: StaffSession) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{session.device}</span>
            {session.current && <Chip size="small" variant="outlined" label="This browser" />}
        </Stack>
    );

    if (failure) return <Alert severity="error">Failed to load your sessions: {failure}</Alert>;
    if (!sessions) return <Skeleton variant="rounded" height={80} />;
    return (
        <Stack spacing={1}>
            {phone ? (
                <Stack component="ul" aria-label="My sessions" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {sessions.map((session) => (
                        <Card component="li" key={session.id} variant="outlined" sx={{ p: 1.5 }}>
                            {device(session)}
                            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                                {session.address || 'No address'} · signed in {when(session.signedInAt)} · last seen{' '}
                                {when(session.lastSeenAt)}
                            </Typography>
                            {endButton(session)}
                        </Card>
                    ))}
                </Stack>
            ) : (
                <Table size="small" aria-label="My sessions">
                    <TableHead>
                        <TableRow>
                            <TableCell>Device</TableCell>
                            <TableCell>Address</TableCell>
                            <TableCell>Signed in</TableCell>
                            <TableCell>Last seen</TableCell>
                            <TableCell>Actions</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {sessions.map((session) => (
                            <TableRow key={session.id}>
                                <TableCell>{device(session)}</TableCell>
                                <TableCell>{session.address || '—'}</TableCell>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(session.signedInAt)}</TableCell>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(session.lastSeenAt)}</TableCell>
                                <TableCell>{endButton(session)}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
            <Typography variant="body2" color="text.secondary">
                A session ends after {staffSessions.idleHours} hours without use, and {staffSessions.maxDays} days after signing in; at most{' '}
                {staffSessions.maxPerAccount} are kept. Log out to end this one.
            </Typography>
        </Stack>
    );
};
