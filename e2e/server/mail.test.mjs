// The site's emails against a real SMTP server on loopback: a contact message sent in the
// browser reaches the staff (recipients, reply-to, content, the link to it), an order
// request emails the staff and the customer; with the mail server down the emails wait
// and the back office says so, and once it is back they arrive exactly once; a SIGKILL
// right after a message is accepted loses nothing; mail configured later (superuser UI's
// settings) sends what waited at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { launchBrowser } from '../lib/browser.mjs';
import { startServer, staffSession, staffCredentials } from '../lib/server.mjs';
import { smtpEnvironment, startSmtpServer } from '../lib/smtp.mjs';

const serverBinary = join(resolve(import.meta.dirname, '../..'), 'bin/server');
const staffAddresses = ['sales@farm.example', 'owner@farm.example'];

let mailbox;
let browser;
before(async () => {
  [mailbox, browser] = await Promise.all([startSmtpServer(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await mailbox?.stop();
});

/** A site whose mail goes to the test's SMTP server, notifying the staff addresses. */
async function startMailingSite({ env = smtpEnvironment(mailbox.port), dataDir } = {}) {
  const site = await startServer({ env, dataDir });
  site.staff = await staffSession(site.baseURL);
  const res = await site.staff('/api/admin/notification-settings', {
    method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ notifyEmails: staffAddresses }),
  });
  assert.equal(res.status, 200, await res.text());
  return site;
}

const json = (body) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function sendContact(site, name, message = 'Do you deliver to dispensaries in Beacon? We would like a standing order.') {
  const res = await fetch(`${site.baseURL}/api/contact`, json({ name, email: 'dana@riverside.example', message }));
  const body = await res.text();
  assert.equal(res.status, 201, body);
  return JSON.parse(body).id;
}

async function messageOf(site, id) {
  return (await site.staff(`/api/admin/contact-messages/${id}`)).json();
}

/** Waits until check() returns something truthy (polling the site), or fails. */
async function eventually(check, { timeout = 10_000, what = 'condition' } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const withSubject = (subject) => (m) => m.parsed.subject === subject;

test('a contact message sent in the browser reaches the staff with the visitor as reply-to', async () => {
  const site = await startMailingSite();
  try {
    const context = await browser.newContext({ baseURL: site.baseURL });
    await context.addInitScript(() => localStorage.setItem('age-verified', 'true'));
    const page = await context.newPage();
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Dana Visitor');
    await form.getByLabel('Email').fill('dana@riverside.example');
    await form.getByLabel('Message').fill('Do you sell <b>pre-rolls</b> to dispensaries in Beacon?\nWe open in March.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('toast').getByText("Your message has been sent! We'll get back to you soon.").waitFor();

    const [email] = await mailbox.waitFor(withSubject('New message from Dana Visitor'));
    assert.deepEqual([...email.to].sort(), [...staffAddresses].sort(), 'the envelope goes to the staff addresses');
    assert.deepEqual(email.parsed.to.value.map((a) => a.address).sort(), [...staffAddresses].sort());
    assert.equal(email.parsed.replyTo.value[0].address, 'dana@riverside.example');
    assert.equal(email.parsed.from.value[0].address, 'shop@farm.example');
    assert.equal(email.parsed.from.value[0].name, 'Hudson Valley Farm');
    assert.match(email.parsed.text, /Dana Visitor <dana@riverside\.example> wrote through the contact form:/);
    assert.match(email.parsed.text, /> Do you sell <b>pre-rolls<\/b> to dispensaries in Beacon\?\n> We open in March\./);
    assert.match(email.parsed.html, /Do you sell &lt;b&gt;pre-rolls&lt;\/b&gt;/, 'the visitor\'s words are escaped in the HTML part');
    assert.doesNotMatch(email.parsed.html, /<b>pre-rolls/);

    // The link in the email opens the message in the back office.
    const link = email.parsed.text.match(/http:\/\/\S+\/admin\/contact-messages\/(\w+)\/show/);
    assert.ok(link, 'the email links to the message');
    assert.ok(link[0].startsWith(site.baseURL), `the link is on the site's origin: ${link[0]}`);
    const stored = await messageOf(site, link[1]);
    assert.equal(stored.name, 'Dana Visitor');
    assert.equal(stored.emails[0].status, 'sent');
    assert.equal(stored.emails[0].attempts, 1);
    await context.request.post('/api/admin/login', { data: staffCredentials });
    await page.goto(link[0], { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Message from Dana Visitor', level: 1 }).waitFor();
    await page.getByRole('group', { name: 'Staff notification: Sent' }).waitFor();
    await context.close();
    assert.equal(mailbox.messages.filter(withSubject('New message from Dana Visitor')).length, 1);
  } finally {
    await site.stop();
  }
});

test('an order request emails the staff and confirms to the customer', async () => {
  const site = await startMailingSite();
  try {
    const products = await (await fetch(`${site.baseURL}/api/products`)).json();
    const tee = products.find((p) => p.slug === 'farm-logo-tee');
    const res = await fetch(`${site.baseURL}/api/orders`, json({
      name: 'Sam Shopper', email: 'sam@example.com', phone: '(845) 555-0100', note: 'Gift wrap please', items: [{ productId: tee.id, quantity: 2 }],
    }));
    assert.equal(res.status, 201);
    const order = await res.json();
    assert.equal(order.confirmationEmailed, true);

    const [staff] = await mailbox.waitFor(withSubject(`New order request ${order.number} from Sam Shopper`));
    assert.deepEqual([...staff.to].sort(), [...staffAddresses].sort());
    assert.equal(staff.parsed.replyTo.value[0].address, 'sam@example.com');
    assert.match(staff.parsed.text, /2 x {2}Farm Logo Tee {2}\$28\.00 each {2}\$56\.00/);
    assert.match(staff.parsed.text, /Total {4}\$56\.00/);
    assert.match(staff.parsed.text, /Phone: \(845\) 555-0100\nNote: Gift wrap please/);
    assert.ok(staff.parsed.text.includes(`${site.baseURL}/admin/orders/${order.id}/show`));

    const [customer] = await mailbox.waitFor((m) => m.to.includes('sam@example.com') && m.parsed.subject.startsWith(`Your order request ${order.number}`));
    assert.deepEqual(customer.to, ['sam@example.com']);
    assert.match(customer.parsed.text, /Thank you, Sam Shopper\. Here is what you asked for:/);
    assert.match(customer.parsed.text, /Total {4}\$56\.00/);
    assert.match(customer.parsed.text, /What happens next/);

    // Staff confirm it: the customer hears of it.
    const patched = await site.staff(`/api/admin/orders/${order.id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'confirmed' }) });
    assert.equal(patched.status, 200);
    const [confirmed] = await mailbox.waitFor(withSubject(`Your order ${order.number} is confirmed`));
    assert.deepEqual(confirmed.to, ['sam@example.com']);
  } finally {
    await site.stop();
  }
});

test('with the mail server down emails wait and the back office shows it; back up, a resend delivers once', async () => {
  const site = await startMailingSite();
  const context = await browser.newContext({ baseURL: site.baseURL, viewport: { width: 1280, height: 900 } });
  try {
    await mailbox.stop();
    const id = await sendContact(site, 'Riley Outage');
    // The first attempt fails at once (connection refused); the email waits for its retry.
    const failedOnce = await eventually(async () => {
      const [email] = (await messageOf(site, id)).emails;
      return email?.attempts >= 1 && email;
    }, { what: 'a failed attempt' });
    assert.equal(failedOnce.status, 'pending');
    assert.match(failedOnce.lastError, /refused|connect/i);
    assert.ok(new Date(failedOnce.nextAttemptAt) > new Date(), 'the retry is scheduled later');

    await context.request.post('/api/admin/login', { data: staffCredentials });
    const page = await context.newPage();
    await page.goto('/admin', { waitUntil: 'domcontentloaded' });
    const inbox = page.getByRole('region', { name: 'Inbox' });
    await inbox.locator('[data-mail-warning="failing"]').getByText('Emails are failing').waitFor();
    await inbox.getByText(/1 email is being retried; the mail server said: .*(refused|connect)/i).waitFor();
    assert.equal(await inbox.getByTestId('unhandled-messages').textContent(), '1unhandled message');

    await page.goto('/admin/contact-messages', { waitUntil: 'domcontentloaded' });
    const row = page.getByRole('row').filter({ hasText: 'Riley Outage' });
    await row.getByText('Email pending').waitFor();
    await row.getByRole('cell', { name: 'Riley Outage', exact: true }).click();
    const notification = page.getByRole('group', { name: 'Staff notification: Pending' });
    await notification.getByText(/Pending, next attempt .*; 1 failed attempt: .*(refused|connect)/i).waitFor();

    // The mail server is back: Resend sends it now rather than at the retry.
    await mailbox.start();
    const before = mailbox.messages.length;
    await notification.getByRole('button', { name: 'Resend the staff notification of the message from Riley Outage' }).click();
    await mailbox.waitFor(withSubject('New message from Riley Outage'));
    await page.reload({ waitUntil: 'domcontentloaded' }); // the row stays expanded
    await page.getByRole('group', { name: 'Staff notification: Sent' }).waitFor();
    // Past the worker's next poll (5 s) and the retry it had scheduled: still exactly one.
    await new Promise((r) => setTimeout(r, 6_000));
    assert.equal(mailbox.messages.filter(withSubject('New message from Riley Outage')).length, 1);
    assert.equal(mailbox.messages.length, before + 1);
    const [email] = (await messageOf(site, id)).emails;
    assert.equal(email.status, 'sent');
  } finally {
    await mailbox.start();
    await context.close();
    await site.stop();
  }
});

test('a SIGKILL right after a message is accepted, then a restart, still delivers its email', async () => {
  const env = smtpEnvironment(mailbox.port);
  const site = await startMailingSite({ env });
  let restarted;
  try {
    // The mail server takes the message in but never answers: the send cannot finish.
    mailbox.hold = true;
    await sendContact(site, 'Kim Crash');
    await site.kill();
    mailbox.hold = false;
    assert.equal(mailbox.messages.filter(withSubject('New message from Kim Crash')).length, 0, 'nothing was delivered before the crash');

    restarted = await startServer({ env, dataDir: site.dataDir });
    const [email] = await mailbox.waitFor(withSubject('New message from Kim Crash'));
    assert.deepEqual([...email.to].sort(), [...staffAddresses].sort());
    await new Promise((r) => setTimeout(r, 1_000));
    assert.equal(mailbox.messages.filter(withSubject('New message from Kim Crash')).length, 1);
  } finally {
    mailbox.hold = false;
    await restarted?.stop();
    await site.stop();
  }
});

test('mail configured later in the superuser settings sends what waited at once', async () => {
  const site = await startMailingSite({ env: {} });
  try {
    await sendContact(site, 'Lee Waiting');
    await new Promise((r) => setTimeout(r, 500));
    let status = await (await site.staff('/api/admin/mail-status')).json();
    assert.equal(status.configured, false);
    assert.equal(status.pending, 1);
    assert.equal((await messageOf(site, (await (await site.staff('/api/admin/contact-messages')).json())[0].id)).emails[0].attempts, 0, 'no attempt without mail');

    // A superuser sets the mail server in the superuser UI (its API, as the UI calls it).
    execFileSync(serverBinary, ['superuser', 'upsert', 'root@farm.example', 'superuser-password-1', `--dir=${site.dataDir}`], { stdio: 'pipe' });
    const auth = await (await fetch(`${site.baseURL}/api/collections/_superusers/auth-with-password`, json({ identity: 'root@farm.example', password: 'superuser-password-1' }))).json();
    const saved = await fetch(`${site.baseURL}/api/settings`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: auth.token },
      body: JSON.stringify({ smtp: { enabled: true, host: '127.0.0.1', port: mailbox.port }, meta: { senderAddress: 'shop@farm.example', senderName: 'Hudson Valley Farm' } }),
    });
    assert.equal(saved.status, 200, await saved.text());
    const configuredAt = Date.now();
    await mailbox.waitFor(withSubject('New message from Lee Waiting'), { timeout: 4_000 });
    const waited = Date.now() - configuredAt;
    status = await (await site.staff('/api/admin/mail-status')).json();
    assert.equal(status.configured, true);
    assert.equal(status.pending, 0);
    console.log(`# sent ${waited} ms after mail was configured`);
  } finally {
    await site.stop();
  }
});
