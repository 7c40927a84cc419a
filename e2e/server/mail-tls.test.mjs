// The owner's "require TLS" mail setting, against a real SMTP server on loopback that offers
// no STARTTLS (nodemailer's smtp-server): required, no email goes and staff see why; on the
// default (required unless the server is on loopback), the same server gets it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, messageOf, sendContact, startMailingSite, useMailbox, withSubject } from './mail-helpers.mjs';

const h = useMailbox();

test('with TLS required nothing goes to a server without STARTTLS, and staff see why; on the default it goes', async () => {
  const site = await startMailingSite(h.mailbox);
  try {
    const requireTLS = async (mode) => {
      const res = await site.staff('/api/admin/notification-settings', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ smtpRequireTLS: mode }),
      });
      assert.equal(res.status, 200, await res.text());
    };
    assert.equal((await (await site.staff('/api/admin/notification-settings')).json()).smtpRequireTLS, 'unlessLoopback');

    await requireTLS('always');
    const id = await sendContact(site, 'Plain Buyer');
    const refused = await eventually(
      async () => {
        const [email] = (await messageOf(site, id)).emails;
        return email?.attempts >= 1 && !/under way/.test(email.lastError) && email;
      },
      { what: 'the refused attempt' },
    );
    assert.equal(refused.status, 'pending');
    assert.match(
      refused.lastError,
      /^not sent: the mail server at 127\.0\.0\.1:\d+ does not offer STARTTLS, and the site requires an encrypted connection to it/,
    );
    const status = await (await site.staff('/api/admin/mail-status')).json();
    assert.equal(status.lastError, refused.lastError, 'the back office shows the reason');
    assert.equal(h.mailbox.messages.filter(withSubject('New message from Plain Buyer')).length, 0);

    await requireTLS('unlessLoopback');
    const resend = await site.staff(`/api/admin/outbox/${refused.id}/resend`, { method: 'POST' });
    assert.equal(resend.status, 200, await resend.text());
    await h.mailbox.waitFor(withSubject('New message from Plain Buyer'));
  } finally {
    await site.stop();
  }
});
