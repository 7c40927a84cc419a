// Shared by the mail tests: a real SMTP server on loopback and a browser for the file,
// sites whose mail goes to that server, and small waits.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser } from '../lib/browser.mjs';
import { startServer, staffSession } from '../lib/server.mjs';
import { smtpEnvironment, startSmtpServer } from '../lib/smtp.mjs';

export const staffAddresses = ['sales@farm.example', 'owner@farm.example'];

/** The SMTP server and the browser of a test file, started before its tests. */
export function useMailbox() {
  const h = { mailbox: null, browser: null };
  before(async () => {
    [h.mailbox, h.browser] = await Promise.all([startSmtpServer(), launchBrowser()]);
  });
  after(async () => {
    await h.browser?.close();
    await h.mailbox?.stop();
  });
  return h;
}

/**
 * A site whose mail goes to `mailbox` (through the environment), notifying the staff
 * addresses; args are more flags for serve, superuser adds the operator account, demo
 * loads the demo content.
 */
export async function startMailingSite(mailbox, { env = smtpEnvironment(mailbox.port), dataDir, args, superuser, demo } = {}) {
  const site = await startServer({ env, dataDir, args, superuser, demo });
  site.staff = await staffSession(site.baseURL);
  const res = await site.staff('/api/admin/notification-settings', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ notifyEmails: staffAddresses }),
  });
  assert.equal(res.status, 200, await res.text());
  return site;
}

export const json = (body) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export async function sendContact(site, name, message = 'Do you deliver to dispensaries in Beacon? We would like a standing order.') {
  const res = await fetch(`${site.baseURL}/api/contact`, json({ name, email: 'dana@riverside.example', message }));
  const body = await res.text();
  assert.equal(res.status, 201, body);
  return JSON.parse(body).id;
}

export async function messageOf(site, id) {
  return (await site.staff(`/api/admin/contact-messages/${id}`)).json();
}

/** Waits until check() returns something truthy (polling the site), or fails. */
export async function eventually(check, { timeout = 10_000, what = 'condition' } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const withSubject = (subject) => (m) => m.parsed.subject === subject;
