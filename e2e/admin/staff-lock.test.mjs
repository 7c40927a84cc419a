// Login locks on the Staff screen: an account locked by failed logins shows it, the owner
// clears it with one click, a member cannot.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, enrolTwoFactor, expectToast, login, setup, staffCredentials } from './helpers.mjs';

const riley = { username: 'riley', password: 'riley-password-1' };

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

test('the owner sees and clears a lock; a member cannot', async () => {
  const { page, context, pageErrors } = env;
  await login(page);
  await enrolTwoFactor(context);
  const created = await api(context, 'POST', '/api/admin/staff', { ...riley, confirmPassword: riley.password });
  assert.equal(created.status, 201, created.text);
  assert.equal(created.json.lockedUntil, null);

  // Six wrong passwords from this address: riley's right one is refused from here.
  const guesser = await env.browser.newContext({ baseURL: env.server.baseURL });
  for (let i = 1; i <= 6; i++) await api(guesser, 'POST', '/api/admin/login', { username: riley.username, password: `guess-${i}` });
  assert.equal((await api(guesser, 'POST', '/api/admin/login', riley)).status, 429);

  await page.goto('/admin/staff');
  const row = page.getByRole('table', { name: 'Staff accounts' }).getByRole('row').filter({ hasText: riley.username });
  await row.getByText(/^Locked until/).waitFor();
  await row.getByRole('button', { name: 'Clear lock of riley' }).click();
  await expectToast(page, 'Lock cleared');
  await row.getByText('Active').waitFor();
  // The chip leaves on the row's next render: wait for it to go (a count right after
  // 'Active' appeared raced that render once).
  await row.getByText(/^Locked until/).waitFor({ state: 'detached' });
  assert.equal(await row.getByText(/^Locked until/).count(), 0);
  const [listed] = (await api(context, 'GET', '/api/admin/staff')).json.filter((s) => s.username === riley.username);
  assert.equal(listed.lockedUntil, null);

  // riley logs in from the same address again, and is a member: no clearing for them.
  assert.equal((await api(guesser, 'POST', '/api/admin/login', riley)).status, 200);
  const owner = (await api(context, 'GET', '/api/admin/me')).json;
  const refused = await api(guesser, 'POST', `/api/admin/staff/${owner.id}/clear-lock`);
  assert.equal(refused.status, 403);
  assert.equal(refused.json.message, 'Only the owner can manage other staff accounts');
  assert.equal(owner.username, staffCredentials.username);
  await guesser.close();
  await assertCleanPage(page, pageErrors);
});
