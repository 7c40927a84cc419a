// A mail server that accepts the connection and then never answers, against the real
// binary: the send times out and is recorded as a failed attempt, later emails still go
// out, SIGTERM still ends the process within 10 s, and a backup restore through
// PocketBase's API is answering again within 30 s.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { superuserAuth } from '../lib/server.mjs';
import { smtpEnvironment, startSilentServer } from '../lib/smtp.mjs';
import { eventually, messageOf, sendContact, startMailingSite, useMailbox, withSubject } from './mail-helpers.mjs';

const h = useMailbox();

/** Resolves once the process pid is gone, or fails after ms (the product's bound). */
async function exitWithin(pid, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) throw new Error(`the process was still running ${ms} ms after SIGTERM`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('an email to a mail server that never answers times out and is retried later; later emails still arrive', async () => {
  const silent = await startSilentServer();
  const site = await startMailingSite(h.mailbox, {
    env: smtpEnvironment(silent.port),
    // Short deadlines for the silent server, yet long enough for the working one on a busy
    // machine: an answer later than the deadline is a send that timed out (and is sent
    // again), even though the mailbox took the email.
    args: ['--smtpDialTimeout=5s', '--smtpSendTimeout=5s'],
    superuser: true,
  });
  try {
    const id = await sendContact(site, 'Hana Hang');
    const [email] = await eventually(
      async () => {
        const emails = (await messageOf(site, id)).emails;
        return /timed out/.test(emails[0]?.lastError ?? '') && emails;
      },
      // The attempt itself is bounded by the 5 s deadlines; the wait is for a loaded machine.
      { timeout: 60_000, what: 'the timed-out attempt' },
    );
    assert.ok(silent.connections >= 1, 'the site called the silent server');
    assert.equal(email.status, 'pending');
    assert.equal(email.attempts, 1);
    assert.match(
      email.lastError,
      new RegExp(`^timed out after 5 s: the mail server at 127\\.0\\.0\\.1:${silent.port} did not answer in time`),
    );
    assert.ok(new Date(email.nextAttemptAt) > new Date(), 'the retry is scheduled later');

    // The operator points mail at a working server: the worker is not stuck on the
    // silent one, so an email written now arrives (and the one that waited too).
    const operator = await superuserAuth(site.baseURL);
    const saved = await fetch(`${site.baseURL}/api/settings`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...operator },
      body: JSON.stringify({ smtp: { enabled: true, host: '127.0.0.1', port: h.mailbox.port } }),
    });
    assert.equal(saved.status, 200, await saved.text());
    await sendContact(site, 'Lee Later');
    const explained = async (error) => {
      const emails = JSON.stringify((await messageOf(site, id)).emails);
      throw new Error(`${error.message}: ${emails}\n${site.log().slice(-3000)}`, { cause: error });
    };
    await h.mailbox.waitFor(withSubject('New message from Lee Later')).catch(explained);
    await h.mailbox.waitFor(withSubject('New message from Hana Hang')).catch(explained);
    // The worker records the send after the server has taken it: wait for the record.
    const [sent] = await eventually(
      async () => {
        const emails = (await messageOf(site, id)).emails;
        return emails[0]?.status === 'sent' && emails;
      },
      { timeout: 60_000, what: 'the email recorded as sent' },
    ).catch(explained);
    assert.equal(sent.attempts, 2);
  } finally {
    await site.kill(); // a regression must fail the test, not hang its cleanup
    await site.stop();
    await silent.stop();
  }
});

test('SIGTERM ends the process within 10 s while a send waits on a mail server that never answers', async () => {
  const silent = await startSilentServer();
  // The default deadlines (a minute for the send): the stop must not wait for them.
  const site = await startMailingSite(h.mailbox, { env: smtpEnvironment(silent.port) });
  try {
    await sendContact(site, 'Sam Stop');
    await silent.connected(); // the send is under way
    process.kill(site.pid, 'SIGTERM');
    await exitWithin(site.pid, 10_000);
  } finally {
    await site.kill();
    await site.stop();
    await silent.stop();
  }
});

test('a backup restore through the API is answering again within 30 s while a send waits on a mail server that never answers', async () => {
  const silent = await startSilentServer();
  const site = await startMailingSite(h.mailbox, { env: smtpEnvironment(silent.port), superuser: true, demo: true });
  const base = site.baseURL;
  try {
    const operator = await superuserAuth(base);
    const made = await fetch(`${base}/api/backups`, {
      method: 'POST',
      headers: { ...operator, 'Content-Type': 'application/json' },
      body: '{"name":"before_the_hang.zip"}',
    });
    assert.equal(made.status, 204, await made.text());
    // A change after the backup, which the restore undoes: how the restored server is told
    // from the one before it.
    const headhunter = await (await fetch(`${base}/api/products/slug/headhunter`)).json();
    assert.equal((await site.staff(`/api/admin/products/${headhunter.id}`, { method: 'DELETE' })).status, 200);

    await sendContact(site, 'Rory Restore');
    await silent.connected(); // the send is under way
    const restore = await fetch(`${base}/api/backups/before_the_hang.zip/restore`, { method: 'POST', headers: operator });
    assert.equal(restore.status, 204, await restore.text());
    await eventually(
      async () => {
        try {
          return (await fetch(`${base}/api/products/slug/headhunter`)).status === 200;
        } catch {
          return false; // restarting
        }
      },
      { timeout: 30_000, what: 'the restored server' },
    );
  } finally {
    await site.kill(); // a regression must fail the test, not hang its cleanup
    await site.stop();
    await silent.stop();
  }
});
