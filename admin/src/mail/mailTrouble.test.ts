import { describe, expect, it } from 'vitest';
import type { MailStatus } from '@farmsite/domain';
import { mailStateOf, mailTrouble } from './mailTrouble';

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
const trouble = (over: Partial<MailStatus>) => mailTrouble(mailStateOf(status(over)));

describe('mailTrouble', () => {
    it('says nothing when mail works and someone is notified', () => {
        expect(trouble({ pending: 2 })).toEqual([]);
    });

    it('says that emails wait, and who can set mail up, when it is not configured', () => {
        const [warning] = trouble({ configured: false, pending: 3 });
        expect(warning.title).toBe('Mail is not configured');
        expect(warning.text).toBe('Emails are not being sent yet: 3 emails are waiting. Ask whoever runs the website to set up mail.');
    });

    it("keeps the operator's words (SMTP settings, the mail server's error) out of staff's sentences", () => {
        const all = [...trouble({ configured: false }), ...trouble({ failed: 1, lastError: '550 mailbox unavailable' })];
        for (const t of all) expect(t.text).not.toMatch(/SMTP|550|superuser/);
    });

    it('tells failing emails: failed ones counted, or retries after an error', () => {
        const [failing] = trouble({ failed: 1, lastError: '550 mailbox unavailable' });
        expect(failing).toMatchObject({ id: 'failing', severity: 'error' });
        expect(failing.text).toMatch(/^1 email could not be sent\./);
        expect(trouble({ pending: 2, lastError: 'connection refused' })[0].text).toMatch(/^Emails are not going out\./);
    });

    it('warns when no one hears of new leads', () => {
        expect(trouble({ staffRecipients: 0 }).map((w) => w.id)).toEqual(['no-recipients']);
    });
});
