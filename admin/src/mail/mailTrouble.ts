import type { DashboardMail, MailStatus } from '@farmsite/domain';

/** The mail as staff need to know it: the dashboard's answer, or made from the mail status. */
export type MailState = DashboardMail;

export interface MailTrouble {
    id: 'not-configured' | 'failing' | 'no-recipients';
    severity: 'warning' | 'error';
    title: string;
    /** One plain sentence for any staff member: what happens, and who can fix it. */
    text: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The mail status (Notifications) read as the dashboard reads the mail. */
export const mailStateOf = (status: MailStatus): MailState => ({
    configured: status.configured,
    pending: status.pending,
    failed: status.failed,
    failing: status.failed > 0 || (status.pending > 0 && status.lastError !== ''),
    notified: status.staffRecipients > 0,
    lastError: status.lastError || undefined,
});

/** What staff must know of the mail, each in one plain sentence (nothing when it works). */
export function mailTrouble(mail: MailState): MailTrouble[] {
    const out: MailTrouble[] = [];
    if (!mail.configured) {
        out.push({
            id: 'not-configured',
            severity: 'warning',
            title: 'Mail is not configured',
            text: `Emails are not being sent yet: ${plural(mail.pending, 'email is', 'emails are')} waiting. Ask whoever runs the website to set up mail.`,
        });
    } else if (mail.failing) {
        const what = mail.failed > 0 ? plural(mail.failed, 'email', 'emails') + ' could not be sent' : 'Emails are not going out';
        out.push({
            id: 'failing',
            severity: 'error',
            title: 'Emails are failing',
            text: `${what}. Ask whoever runs the website to check the mail, then resend them from Messages and Swag Orders.`,
        });
    }
    if (!mail.notified) {
        out.push({
            id: 'no-recipients',
            severity: 'warning',
            title: 'No one is notified of new leads',
            text: 'No one is emailed about new messages and orders: add an address under Notifications.',
        });
    }
    return out;
}

/** The operator's part, shown to the owner behind Details: where mail is set up. */
export const operatorMailSetup =
    'Mail is set up in the superuser UI (/_/) under Settings > Mail settings, or with the SMTP_HOST, SMTP_PORT, SMTP_USERNAME and ' +
    'SMTP_PASSWORD environment variables (see docs/operations.md, Mail).';
