import { Box, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { Link, useBasename } from 'react-admin';
import type { MailStatus } from '@farmsite/domain';

import { MailWarnings } from '../mail/MailWarnings';
import { useMailStatus } from '../mail/useMailStatus';
import { messageOf } from '../layout/Toast';

const listWith = (resource: string, filter: Record<string, unknown>) => `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const Count = ({ value, label, to, testId }: { value: number; label: string; to: string; testId: string }) => {
    const basename = useBasename();
    return (
        <Link to={`${basename}${to}`} underline="hover" sx={{ display: 'block' }} data-testid={testId}>
            <Typography component="span" variant="h4" sx={{ fontWeight: 700, mr: 1 }}>
                {value}
            </Typography>
            <Typography component="span" variant="body1">
                {label}
            </Typography>
        </Link>
    );
};

const Counts = ({ status }: { status: Partial<MailStatus> }) => {
    const unhandled = status.unhandledMessages ?? 0;
    const orders = status.newOrders ?? 0;
    return (
        <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
                <Count
                    value={unhandled}
                    label={unhandled === 1 ? 'unhandled message' : 'unhandled messages'}
                    to={listWith('contact-messages', { handled: false })}
                    testId="unhandled-messages"
                />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
                <Count
                    value={orders}
                    label={orders === 1 ? 'new order' : 'new orders'}
                    to={listWith('orders', { status: 'new' })}
                    testId="new-orders"
                />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
                <Typography data-testid="outbox-counts">
                    <strong>{status.pending ?? 0}</strong> {status.pending === 1 ? 'email' : 'emails'} waiting ·{' '}
                    <strong>{status.failed ?? 0}</strong> failed
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {status.configured
                        ? `Mail is configured${status.sender ? `, sent as ${status.sender}` : ''}.`
                        : 'Mail is not configured.'}
                </Typography>
            </Grid>
        </Grid>
    );
};

/** The dashboard's first card: the leads waiting for staff and the state of the mail, at one glance. */
export const InboxGlance = () => {
    const { data, error, isPending } = useMailStatus();
    return (
        <Card component="section" aria-labelledby="inbox-heading" sx={{ mb: 2 }}>
            <CardContent>
                <Typography id="inbox-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
                    Inbox
                </Typography>
                {isPending ? (
                    <Skeleton variant="rounded" height={56} />
                ) : error ? (
                    <Typography color="error">Could not load the inbox: {messageOf(error) ?? 'unknown error'}</Typography>
                ) : (
                    <Stack spacing={2}>
                        <Counts status={data ?? {}} />
                        <Box>
                            <MailWarnings status={data ?? {}} />
                        </Box>
                    </Stack>
                )}
            </CardContent>
        </Card>
    );
};
