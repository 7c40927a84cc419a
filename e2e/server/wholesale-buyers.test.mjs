// A dispensary's buyer against the built server and a real SMTP server on loopback: the
// application, staff's check and approval, the password set from the email, the
// sign-in through PocketBase's auth route, /me, a colleague invited, sessions listed and
// ended, and a suspension that signs the buyer out at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, staffSession } from '../lib/server.mjs';
import { smtpEnvironment, startSmtpServer } from '../lib/smtp.mjs';

let mailbox;
before(async () => {
  mailbox = await startSmtpServer();
});
after(async () => {
  await mailbox?.stop();
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const password = 'a-long-buyer-password';

/** Waits for the first message to `to` whose subject matches, and answers its text. */
async function mailTo(to, subject, { timeout = 20_000 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const m = mailbox.messages.find((x) => x.to.includes(to) && subject.test(x.parsed.subject));
    if (m) return m.parsed.text;
    if (Date.now() > deadline) throw new Error(`no email to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const tokenOf = (text) => text.match(/\/wholesale\/reset-password\?token=(\S+)/)[1];

test('a buyer applies, is approved, sets a password, signs in, invites a colleague, ends a session and is signed out by a suspension', async () => {
  const site = await startServer({ env: smtpEnvironment(mailbox.port) });
  try {
    const api = (path, init = {}) => fetch(site.baseURL + path, init);
    const asBuyer = (token, init = {}) => ({
      ...init,
      headers: { Authorization: token, 'Content-Type': 'application/json', ...(init.headers || {}) },
    });
    const signIn = async (identity, pass = password) => {
      const res = await api('/api/collections/buyers/auth-with-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identity, password: pass }),
      });
      return { status: res.status, body: await res.json() };
    };

    const form = new FormData();
    const fields = {
      legalName: 'Riverside Cannabis LLC',
      dba: 'Riverside',
      licenceNumber: 'OCM-RETL-24-000888',
      licenceType: 'retail-dispensary',
      licenceExpiry: '2030-06-30',
      premisesStreet: '5 River Road',
      premisesCity: 'Beacon',
      premisesState: 'NY',
      premisesZip: '12508',
      contactName: 'Rae Rivers',
      contactEmail: 'rae@riverside.example',
      contactPhone: '845-555-0142',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('licenceDocument', new Blob([pdf], { type: 'application/pdf' }), 'licence.pdf');
    let res = await api('/api/wholesale/applications', { method: 'POST', body: form });
    assert.equal(res.status, 201, await res.text());

    const staff = await staffSession(site.baseURL);
    const list = await (await staff('/api/admin/buyer-accounts')).json();
    const account = list.find((a) => a.licenceNumber === 'OCM-RETL-24-000888');
    const staffPost = (path, body) =>
      staff(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    res = await staffPost(`/api/admin/buyer-accounts/${account.id}/licence-checks`, {
      result: 'active',
      note: "Seen on OCM's verification page",
    });
    assert.equal(res.status, 201, await res.text());
    res = await staffPost(`/api/admin/buyer-accounts/${account.id}/approve`, {});
    assert.equal(res.status, 200, await res.text());

    assert.equal((await signIn('rae@riverside.example')).status, 400, 'no password yet');
    const setPassword = await mailTo('rae@riverside.example', /is open/);
    res = await api('/api/collections/buyers/confirm-password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: tokenOf(setPassword), password, passwordConfirm: password }),
    });
    assert.equal(res.status, 204, await res.text());

    const first = await signIn('rae@riverside.example');
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const token = first.body.token;
    res = await api('/api/wholesale/me', asBuyer(token));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const me = await res.json();
    assert.equal(me.buyer.role, 'admin');
    assert.equal(me.account.legalName, 'Riverside Cannabis LLC');
    assert.equal(me.account.status, 'approved');

    res = await api(
      '/api/wholesale/users',
      asBuyer(token, { method: 'POST', body: JSON.stringify({ email: 'sol@riverside.example', name: 'Sol Rivers', role: 'orderer' }) }),
    );
    assert.equal(res.status, 201, await res.text());
    const invitation = await mailTo('sol@riverside.example', /invited/);
    res = await api('/api/collections/buyers/confirm-password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: tokenOf(invitation), password, passwordConfirm: password }),
    });
    assert.equal(res.status, 204, await res.text());
    const colleague = await signIn('sol@riverside.example');
    assert.equal(colleague.status, 200);
    res = await api('/api/wholesale/users', asBuyer(colleague.body.token));
    assert.equal(res.status, 403, 'an orderer does not manage users');
    const users = await (await api('/api/wholesale/users', asBuyer(token))).json();
    assert.deepEqual(users.map((u) => u.email).sort(), ['rae@riverside.example', 'sol@riverside.example']);

    const second = await signIn('rae@riverside.example');
    let sessions = await (await api('/api/wholesale/sessions', asBuyer(token))).json();
    assert.equal(sessions.length, 2);
    const other = sessions.find((s) => !s.current);
    res = await api(`/api/wholesale/sessions/${other.id}`, asBuyer(token, { method: 'DELETE' }));
    assert.equal(res.status, 200);
    assert.equal((await api('/api/wholesale/me', asBuyer(second.body.token))).status, 401, 'the ended session signs out');
    sessions = await (await api('/api/wholesale/sessions', asBuyer(token))).json();
    assert.deepEqual(
      sessions.map((s) => s.current),
      [true],
    );

    res = await staffPost(`/api/admin/buyer-accounts/${account.id}/suspend`, { reason: 'Licence under review' });
    assert.equal(res.status, 200, await res.text());
    res = await api('/api/wholesale/me', asBuyer(token));
    assert.equal(res.status, 401, 'the suspension signs the buyer out at once');
    assert.equal((await api('/api/wholesale/me', asBuyer(colleague.body.token))).status, 401);
    const again = await signIn('rae@riverside.example');
    assert.equal(again.status, 403);
    assert.match(again.body.message, /suspended/);
  } finally {
    await site.stop();
  }
});
