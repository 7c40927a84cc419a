// The Staff screen as the owner uses it: adding an account (the password rules on both
// sides), disabling and enabling it; the screen passes axe's serious checks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, enrolTwoFactor, expectToast, login, seriousViolations, setup, staffCredentials } from './helpers.mjs';

const riley = { username: 'riley', password: 'riley-password-1' };

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

test('the owner adds an account, with the password rules, and disables it', async () => {
  const { page, context, pageErrors } = env;
  await login(page);
  // The owner's account needs two-factor before another account exists.
  await enrolTwoFactor(context);
  // The dashboard no longer repeats the menu (issue 37): the screen is in the menu.
  await page.goto('/admin/staff', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
  const accounts = page.getByRole('table', { name: 'Staff accounts' });
  await accounts.getByRole('row').filter({ hasText: staffCredentials.username }).getByText('Owner').waitFor();

  const form = page.getByRole('form', { name: 'Add a staff account' });
  await form.getByLabel('Username').fill(riley.username);
  await form.getByLabel('Email').fill('riley@farm.example');
  await form.getByLabel(/^Password/).fill(riley.password);
  await form.getByLabel('Confirm password').fill('something-else-1');
  await form.getByRole('button', { name: 'Add account' }).click();
  await form.getByText("Passwords don't match").waitFor();
  await form.getByLabel(/^Password/).fill('short');
  await form.getByLabel('Confirm password').fill('short');
  await form.getByRole('button', { name: 'Add account' }).click();
  await form.getByText('Password must be at least 8 characters').waitFor();
  // The server applies the same rules to whoever calls it.
  const refused = await api(context, 'POST', '/api/admin/staff', { username: 'x', password: 'short', confirmPassword: 'short' });
  assert.equal(refused.status, 400);
  assert.equal(refused.json.message, 'Password must be at least 8 characters');
  assert.equal(
    (await api(context, 'POST', '/api/admin/staff', { username: 'x', password: 'long-enough-1', confirmPassword: 'long-enough-2' })).json
      .message,
    "Passwords don't match",
  );

  await form.getByLabel(/^Password/).fill(riley.password);
  await form.getByLabel('Confirm password').fill(riley.password);
  await form.getByLabel('Notify of new orders').check();
  await form.getByRole('button', { name: 'Add account' }).click();
  await expectToast(page, 'Account added');
  const row = accounts.getByRole('row').filter({ hasText: 'riley@farm.example' });
  await row.getByText('Active').waitFor();
  const created = (await api(context, 'GET', '/api/admin/staff')).json.find((s) => s.username === 'riley');
  assert.equal(created.notifyOrders, true);
  assert.equal(created.owner, false);
  assert.deepEqual(await seriousViolations(page), []);

  await row.getByRole('button', { name: 'Disable riley' }).click();
  await page.getByRole('dialog', { name: 'Disable riley?' }).getByRole('button', { name: 'Disable' }).click();
  await expectToast(page, 'Account disabled');
  await row.getByText('Disabled', { exact: true }).waitFor();
  const login403 = await env.browser.newContext({ baseURL: env.server.baseURL });
  assert.equal(
    (await api(login403, 'POST', '/api/admin/login', riley)).status,
    401,
    'a disabled account cannot log in (answered as a wrong password)',
  );
  await row.getByRole('button', { name: 'Enable riley' }).click();
  await expectToast(page, 'Account enabled');
  assert.equal((await api(login403, 'POST', '/api/admin/login', riley)).status, 200);
  await login403.close();
  await assertCleanPage(page, pageErrors);
});
