import { Box, Chip, Stack, Typography } from '@mui/material';
import type { EmailStatus } from '@farmsite/domain';

import { describeEmail, kindLabel, summarizeEmails } from './emailStatus';
import { EmailActions } from './EmailActions';

/** One email: what it is, to whom, where it stands, and its actions. */
export const EmailStatusRow = ({ email, about }: { email: EmailStatus; about: string }) => {
    const state = describeEmail(email);
    return (
        <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, py: 0.75, borderTop: 1, borderColor: 'divider' }}
            data-email-status={email.status}
            aria-label={`${kindLabel(email.kind)}: ${state.label}`}
            role="group"
        >
            <Chip size="small" color={state.color} label={state.label} sx={{ minWidth: 88 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {kindLabel(email.kind)} to {email.to.join(', ')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {state.detail}
                </Typography>
            </Box>
            <EmailActions email={email} about={about} />
        </Stack>
    );
};

/** The emails about one message or order, oldest first. */
export const EmailStatusList = ({ emails, about, title = 'Emails' }: { emails: EmailStatus[]; about: string; title?: string }) => (
    <Box component="section" aria-label={`${title} of ${about}`} sx={{ mt: 2 }}>
        <Typography variant="subtitle2" component="h2">
            {title}
        </Typography>
        {emails.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
                No email was sent about this (notifications may be turned off, or no one is set to receive them).
            </Typography>
        ) : (
            emails.map((email) => <EmailStatusRow key={email.id} email={email} about={about} />)
        )}
    </Box>
);

/** A list row's glance at a record's emails. */
export const EmailSummaryChip = ({ emails }: { emails: EmailStatus[] | undefined }) => {
    const summary = summarizeEmails(emails);
    return <Chip size="small" variant="outlined" color={summary.color} label={summary.label} />;
};
