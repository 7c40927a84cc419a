import type { MailStatus } from '@farmsite/domain';

export interface MailWarning {
    id: 'not-configured' | 'failing' | 'no-recipients';
    severity: 'warning' | 'error';
    title: string;
    text: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What staff must know about the mail: that it is not configured (emails wait, and where
 * to configure it), that emails are failing (and why), or that no one hears of new leads.
 */
export function mailWarnings(status: Partial<MailStatus>): MailWarning[] {
    const warnings: MailWarning[] = [];
    const pending = status.pending ?? 0;
    const failed = status.failed ?? 0;
    if (!status.configured) {
        warnings.push({
            id: 'not-configured',
            severity: 'warning',
            title: 'Mail is not configured',
            text:
                `No email can be sent yet: ${plural(pending, 'email waits', 'emails wait')} in the outbox and will be sent once mail is configured ` +
                '(or discarded from Messages and Swag Orders). Configure SMTP in the superuser UI (/_/) under Settings > Mail settings, ' +
                'or with the SMTP_HOST, SMTP_PORT, SMTP_USERNAME and SMTP_PASSWORD environment variables (see docs/operations.md, Mail).',
        });
    } else if (failed > 0 || (pending > 0 && status.lastError)) {
        const what =
            failed > 0
                ? `${plural(failed, 'email has', 'emails have')} failed`
                : `${plural(pending, 'email is', 'emails are')} being retried`;
        warnings.push({
            id: 'failing',
            severity: 'error',
            title: 'Emails are failing',
            text: `${what}${status.lastError ? `; the mail server said: ${status.lastError}` : ''}. Check Settings > Mail settings in the superuser UI, then resend them from Messages and Swag Orders.`,
        });
    }
    if (status.staffRecipients === 0) {
        warnings.push({
            id: 'no-recipients',
            severity: 'warning',
            title: 'No one is notified of new leads',
            text: 'Add staff addresses under Notifications, or turn on notifications for a staff account under Staff.',
        });
    }
    return warnings;
}
