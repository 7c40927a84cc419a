import { describe, expect, it } from 'vitest';
import type { MailStatus } from '@farmsite/domain';
import { mailWarnings } from './mailWarnings';

const status = (over: Partial<MailStatus>): MailStatus => ({
    configured: true,
    sender: 'hello@farm.example',
    staffRecipients: 1,
    pending: 0,
    failed: 0,
    lastError: '',
    unhandledMessages: 0,
    newOrders: 0,
    ...over,
});

describe('mailWarnings', () => {
    it('says nothing when mail works and someone is notified', () => {
        expect(mailWarnings(status({ pending: 2 }))).toEqual([]);
    });

    it('says that emails wait, and where to configure mail, when it is not configured', () => {
        const [warning] = mailWarnings(status({ configured: false, pending: 3 }));
        expect(warning.title).toBe('Mail is not configured');
        expect(warning.text).toContain('3 emails wait in the outbox');
        expect(warning.text).toContain('Settings > Mail settings');
        expect(warning.text).toContain('SMTP_HOST');
    });

    it("tells failing emails with the server's last error", () => {
        const [failing] = mailWarnings(status({ failed: 1, lastError: '550 mailbox unavailable' }));
        expect(failing).toMatchObject({ id: 'failing', severity: 'error' });
        expect(failing.text).toMatch(/^1 email has failed; the mail server said: 550 mailbox unavailable\./);
        expect(mailWarnings(status({ pending: 2, lastError: 'connection refused' }))[0].text).toMatch(/^2 emails are being retried/);
    });

    it('warns when no one hears of new leads', () => {
        expect(mailWarnings(status({ staffRecipients: 0 })).map((w) => w.id)).toEqual(['no-recipients']);
    });
});
