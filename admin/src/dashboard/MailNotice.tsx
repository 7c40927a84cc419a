import { useId, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { DashboardMail } from '@farmsite/domain';
import { useMe } from '../staff/useMe';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What staff need to know of the mail, each in one plain sentence (none when it works). */
export function mailSentences(mail: DashboardMail): { id: 'not-configured' | 'failing' | 'no-recipients'; text: string }[] {
    const out: ReturnType<typeof mailSentences> = [];
    if (!mail.configured) {
        out.push({
            id: 'not-configured',
            text: `Emails are not being sent yet: ${plural(mail.pending, 'email is', 'emails are')} waiting. Ask whoever runs the website to set up mail.`,
        });
    } else if (mail.failing) {
        const what = mail.failed > 0 ? plural(mail.failed, 'email', 'emails') + ' could not be sent' : 'Emails are not going out';
        out.push({
            id: 'failing',
            text: `${what}. Ask whoever runs the website to check the mail, then resend them from Messages and Swag Orders.`,
        });
    }
    if (!mail.notified) {
        out.push({ id: 'no-recipients', text: 'No one is emailed about new messages and orders: add an address under Notifications.' });
    }
    return out;
}

/** The operator's part, for the owner: where mail is set up, and what the mail server said. */
const OperatorDetails = ({ mail, id, open }: { mail: DashboardMail; id: string; open: boolean }) => (
    <Box id={id} hidden={!open} sx={{ mt: 1 }}>
        <Typography variant="body2">
            Mail is set up in the superuser UI (/_/) under Settings &gt; Mail settings, or with the SMTP_HOST, SMTP_PORT, SMTP_USERNAME and
            SMTP_PASSWORD environment variables (see docs/operations.md, Mail).
        </Typography>
        {mail.lastError && (
            <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                The mail server said: {mail.lastError}
            </Typography>
        )}
    </Box>
);

/** The mail's state in plain words; the owner may open the operator's details. */
export const MailNotice = ({ mail }: { mail: DashboardMail }) => {
    const { owner } = useMe();
    const [open, setOpen] = useState(false);
    const detailsId = useId();
    const sentences = mailSentences(mail);
    if (!sentences.length) return null;
    const trouble = sentences.some((s) => s.id !== 'no-recipients');
    return (
        <Alert
            severity={mail.failing ? 'error' : 'warning'}
            data-mail-notice
            action={
                owner &&
                trouble && (
                    <Button color="inherit" size="small" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
                        Details
                    </Button>
                )
            }
        >
            {sentences.map((s) => (
                <Typography key={s.id} variant="body2" data-mail-warning={s.id}>
                    {s.text}
                </Typography>
            ))}
            {owner && trouble && <OperatorDetails mail={mail} id={detailsId} open={open} />}
        </Alert>
    );
};
