import { useId, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useMe } from '../staff/useMe';
import { type MailState, mailTrouble, operatorMailSetup } from './mailTrouble';

/** The operator's part, for the owner: where mail is set up, and what the mail server said. */
const OperatorDetails = ({ mail, id, open }: { mail: MailState; id: string; open: boolean }) => (
    <Box id={id} hidden={!open} sx={{ mt: 1 }}>
        <Typography variant="body2">{operatorMailSetup}</Typography>
        {mail.lastError && (
            <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                The mail server said: {mail.lastError}
            </Typography>
        )}
    </Box>
);

/**
 * The mail's state in plain words (nothing when it works), on the dashboard and on
 * Notifications; the owner may open the operator's details.
 */
export const MailNotice = ({ mail }: { mail: MailState }) => {
    const { owner } = useMe();
    const [open, setOpen] = useState(false);
    const detailsId = useId();
    const trouble = mailTrouble(mail);
    if (!trouble.length) return null;
    const operators = trouble.some((t) => t.id !== 'no-recipients');
    return (
        <Alert
            severity={trouble.some((t) => t.severity === 'error') ? 'error' : 'warning'}
            data-mail-notice
            action={
                owner &&
                operators && (
                    <Button color="inherit" size="small" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
                        Details
                    </Button>
                )
            }
        >
            <AlertTitle>{trouble[0].title}</AlertTitle>
            {trouble.map((t) => (
                <Typography key={t.id} variant="body2" data-mail-warning={t.id}>
                    {t.text}
                </Typography>
            ))}
            {owner && operators && <OperatorDetails mail={mail} id={detailsId} open={open} />}
        </Alert>
    );
};
