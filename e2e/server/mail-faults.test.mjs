// The outbox when things go wrong, against a real SMTP server on loopback: with the mail
// server down the emails wait and the back office says so, and once it is back they
// arrive exactly once; a SIGKILL right after a message is accepted loses nothing; mail
// configured later (superuser UI's settings) sends what waited at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { startServer, staffCredentials } from '../lib/server.mjs';
import { smtpEnvironment } from '../lib/smtp.mjs';
import { eventually, json, messageOf, sendContact, startMailingSite, staffAddresses, useMailbox, withSubject } from './mail-helpers.mjs';

const serverBinary = join(resolve(import.meta.dirname, '../..'), 'bin/server');
const h = useMailbox();

test('with the mail server down emails wait and the back office shows it; back up, a resend delivers once', async () => {
  const site = await startMailingSite(h.mailbox);
  const context = await h.browser.newContext({ baseURL: site.baseURL, viewport: { width: 1280, height: 900 } });
  try {
    await h.mailbox.stop();
    const id = await sendContact(site, 'Riley Outage');
    // The first attempt fails at once (connection refused); the email waits for its retry.
    // (The attempt is on record from the start of the send: wait for its outcome.)
    const failedOnce = await eventually(
      async () => {
        const [email] = (await messageOf(site, id)).emails;
        return email?.attempts >= 1 && !/under way/.test(email.lastError) && email;
      },
      { what: 'a failed attempt' },
    );
    assert.equal(failedOnce.status, 'pending');
    assert.match(failedOnce.lastError, /refused|connect/i);
    assert.ok(new Date(failedOnce.nextAttemptAt) > new Date(), 'the retry is scheduled later');

    await context.request.post('/api/admin/login', { data: staffCredentials });
    const page = await context.newPage();
    await page.goto('/admin', { waitUntil: 'domcontentloaded' });
    const waits = page.getByRole('region', { name: 'What needs doing' });
    await waits
      .locator('[data-mail-warning="failing"]')
      .getByText(/^Emails are not going out\. Ask whoever runs the website/)
      .waitFor();
    // The mail server's words are the operator's: the owner reads them behind Details.
    await waits.getByRole('button', { name: 'Details' }).click();
    await waits.getByText(/The mail server said: .*(refused|connect)/i).waitFor();
    assert.equal(await waits.getByTestId('waiting-messages').textContent(), '1 message to handle');

    await page.goto('/admin/contact-messages', { waitUntil: 'domcontentloaded' });
    const row = page.getByRole('row').filter({ hasText: 'Riley Outage' });
    await row.getByText('Email pending').waitFor();
    await row.getByRole('cell', { name: 'Riley Outage', exact: true }).click();
    const notification = page.getByRole('group', { name: 'Staff notification: Pending' });
    await notification.getByText(/Pending, next attempt .*; 1 failed attempt: .*(refused|connect)/i).waitFor();

    // The mail server is back: Resend sends it now rather than at the retry.
    await h.mailbox.start();
    const before = h.mailbox.messages.length;
    await notification.getByRole('button', { name: 'Resend the staff notification of the message from Riley Outage' }).click();
    await h.mailbox.waitFor(withSubject('New message from Riley Outage'));
    await page.reload({ waitUntil: 'domcontentloaded' }); // the row stays expanded
    await page.getByRole('group', { name: 'Staff notification: Sent' }).waitFor();
    // Past the worker's next poll (5 s) and the retry it had scheduled: still exactly one.
    await new Promise((r) => setTimeout(r, 6_000));
    assert.equal(h.mailbox.messages.filter(withSubject('New message from Riley Outage')).length, 1);
    assert.equal(h.mailbox.messages.length, before + 1);
    const [email] = (await messageOf(site, id)).emails;
    assert.equal(email.status, 'sent');
  } finally {
    await h.mailbox.start();
    await context.close();
    await site.stop();
  }
});

test('a SIGKILL during a send, then a restart, still delivers its email, at its retry', async () => {
  const env = smtpEnvironment(h.mailbox.port);
  const site = await startMailingSite(h.mailbox, { env });
  let restarted;
  try {
    // The mail server takes the message in but never answers: the send cannot finish.
    h.mailbox.hold = true;
    const id = await sendContact(site, 'Kim Crash');
    // The attempt is on record before the send: a crash cannot leave it uncounted.
    await eventually(async () => (await messageOf(site, id)).emails[0]?.attempts === 1, { what: 'the attempt on record' });
    await site.kill();
    h.mailbox.hold = false;
    assert.equal(h.mailbox.messages.filter(withSubject('New message from Kim Crash')).length, 0, 'nothing was delivered before the crash');

    // After the restart the email waits for its retry (30 s), behind any other, rather
    // than going first again as a send that hangs every time would.
    restarted = await startServer({ env, dataDir: site.dataDir });
    const [email] = await h.mailbox.waitFor(withSubject('New message from Kim Crash'), { timeout: 60_000 });
    assert.deepEqual([...email.to].sort(), [...staffAddresses].sort());
    await new Promise((r) => setTimeout(r, 1_000));
    assert.equal(h.mailbox.messages.filter(withSubject('New message from Kim Crash')).length, 1);
  } finally {
    h.mailbox.hold = false;
    await restarted?.stop();
    await site.stop();
  }
});

test('mail configured later in the superuser settings sends what waited at once', async () => {
  const site = await startMailingSite(h.mailbox, { env: {} });
  try {
    await sendContact(site, 'Lee Waiting');
    await new Promise((r) => setTimeout(r, 500));
    let status = await (await site.staff('/api/admin/mail-status')).json();
    assert.equal(status.configured, false);
    assert.equal(status.pending, 1);
    assert.equal(
      (await messageOf(site, (await (await site.staff('/api/admin/contact-messages')).json())[0].id)).emails[0].attempts,
      0,
      'no attempt without mail',
    );

    // A superuser sets the mail server in the superuser UI (its API, as the UI calls it).
    execFileSync(serverBinary, ['superuser', 'upsert', 'root@farm.example', 'superuser-password-1', `--dir=${site.dataDir}`], {
      stdio: 'pipe',
    });
    const auth = await (
      await fetch(
        `${site.baseURL}/api/collections/_superusers/auth-with-password`,
        json({ identity: 'root@farm.example', password: 'superuser-password-1' }),
      )
    ).json();
    const saved = await fetch(`${site.baseURL}/api/settings`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: auth.token },
      body: JSON.stringify({
        smtp: { enabled: true, host: '127.0.0.1', port: h.mailbox.port },
        meta: { senderAddress: 'shop@farm.example', senderName: 'Hudson Valley Farm' },
      }),
    });
    assert.equal(saved.status, 200, await saved.text());
    const configuredAt = Date.now();
    await h.mailbox.waitFor(withSubject('New message from Lee Waiting'), { timeout: 4_000 });
    const waited = Date.now() - configuredAt;
    // The server marks the email sent once the mail server has answered, which can come
    // after the mailbox has it.
    status = await eventually(
      async () => {
        const now = await (await site.staff('/api/admin/mail-status')).json();
        return now.pending === 0 && now;
      },
      { what: 'the email marked sent' },
    );
    assert.equal(status.configured, true);
    console.log(`# sent ${waited} ms after mail was configured`);
  } finally {
    await site.stop();
  }
});
