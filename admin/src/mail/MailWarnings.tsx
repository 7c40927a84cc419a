import { Alert, AlertTitle, Stack } from '@mui/material';
import type { MailStatus } from '@farmsite/domain';
import { mailWarnings } from './mailWarnings';

/** The mail's warnings as alerts (nothing when all is well). */
export const MailWarnings = ({ status }: { status: Partial<MailStatus> }) => {
    const warnings = mailWarnings(status);
    if (warnings.length === 0) return null;
    return (
        <Stack spacing={1}>
            {warnings.map((w) => (
                <Alert key={w.id} severity={w.severity} data-mail-warning={w.id}>
                    <AlertTitle>{w.title}</AlertTitle>
                    {w.text}
                </Alert>
            ))}
        </Stack>
    );
};
