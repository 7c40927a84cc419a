import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useRefresh } from 'react-admin';
import type { EmailStatus } from '@farmsite/domain';

import { useAppDataProvider } from '../common/useAppDataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { kindLabel } from './emailStatus';

/**
 * Resend (any email: a failed one, one that waits, or a sent one asked for again) and
 * Discard (one that waits); the list around it is refreshed with the outcome.
 */
export const EmailActions = ({ email, about }: { email: EmailStatus; about: string }) => {
    const dataProvider = useAppDataProvider();
    const refresh = useRefresh();
    const toast = useToast();
    const [busy, setBusy] = useState(false);
    const name = `${kindLabel(email.kind).toLowerCase()} of ${about}`;

    const run = async (action: 'resend' | 'discard') => {
        setBusy(true);
        try {
            if (action === 'resend') {
                await dataProvider.resendEmail(email.id);
                toast({ title: 'Email queued', description: `The ${name} will be sent again to ${email.to.join(', ')}.` });
            } else {
                await dataProvider.discardEmail(email.id);
                toast({ title: 'Email discarded', description: `The ${name} will not be sent.` });
            }
            refresh();
        } catch (error) {
            toast({
                title: action === 'resend' ? 'Failed to resend email' : 'Failed to discard email',
                description: messageOf(error),
                variant: 'error',
            });
        } finally {
            setBusy(false);
        }
    };

    return (
        <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<SendIcon />} disabled={busy} onClick={() => run('resend')} aria-label={`Resend the ${name}`}>
                Resend
            </Button>
            {email.status === 'pending' && (
                <Button
                    size="small"
                    color="inherit"
                    startIcon={<DeleteSweepIcon />}
                    disabled={busy}
                    onClick={() => run('discard')}
                    aria-label={`Discard the ${name}`}
                >
                    Discard
                </Button>
            )}
        </Stack>
    );
};
