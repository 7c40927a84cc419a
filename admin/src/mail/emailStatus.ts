import { formatLongDateTime, type EmailStatus } from '@farmsite/domain';

export type StatusColor = 'success' | 'warning' | 'error' | 'default';

/** What each kind of email is, as staff call it. */
const KIND_LABELS: Record<string, string> = {
    contact_to_staff: 'Staff notification',
    order_to_staff: 'Staff notification',
    order_to_customer: 'Confirmation to the customer',
    order_status_to_customer: 'Status update to the customer',
    reply_to_visitor: 'Reply',
    staff_digest: 'Digest to staff',
};

export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;

export const isReply = (email: EmailStatus) => email.kind === 'reply_to_visitor';

/** 'November 23, 2026, 11:32 AM' in the viewer's zone, the back office's one format ('' for no time). */
export function formatTime(iso: string): string {
    const date = new Date(iso);
    return iso && !Number.isNaN(date.getTime()) ? formatLongDateTime(iso) : '';
}

/**
 * Where one email stands, in words: sent (when), pending (its next attempt, and why it
 * waits when attempts failed), failed (the error) or discarded.
 */
export function describeEmail(email: EmailStatus, now = new Date()): { label: string; color: StatusColor; detail: string } {
    switch (email.status) {
        case 'sent':
            return { label: 'Sent', color: 'success', detail: email.sentAt ? `Sent ${formatTime(email.sentAt)}` : 'Sent' };
        case 'failed':
            return {
                label: 'Failed',
                color: 'error',
                detail: `Gave up after ${email.attempts} ${email.attempts === 1 ? 'attempt' : 'attempts'}: ${email.lastError || 'unknown error'}`,
            };
        case 'discarded':
            return { label: 'Discarded', color: 'default', detail: 'Discarded: it will not be sent' };
        default: {
            const next = new Date(email.nextAttemptAt);
            const when =
                Number.isNaN(next.getTime()) || next <= now ? 'next attempt now' : `next attempt ${formatTime(email.nextAttemptAt)}`;
            const failures =
                email.attempts > 0 ? `; ${email.attempts} failed ${email.attempts === 1 ? 'attempt' : 'attempts'}: ${email.lastError}` : '';
            return { label: 'Pending', color: 'warning', detail: `Pending, ${when}${failures}` };
        }
    }
}

/** The email state a list row shows for a record: its worst email's (failed, then pending). */
export function summarizeEmails(emails: EmailStatus[] | undefined): { label: string; color: StatusColor } {
    const list = emails ?? [];
    const has = (status: string) => list.some((e) => e.status === status);
    if (has('failed')) return { label: 'Email failed', color: 'error' };
    if (has('pending')) return { label: 'Email pending', color: 'warning' };
    if (has('sent')) return { label: 'Email sent', color: 'success' };
    if (has('discarded')) return { label: 'Email discarded', color: 'default' };
    return { label: 'No email', color: 'default' };
}
