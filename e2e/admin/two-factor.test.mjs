// Two-factor sign-in in the back office: the owner sets it up on the Staff screen with a
// code the test computes from the secret shown (as an authenticator app would), sees the
// recovery codes once, logs out, and logs in again with password and code; then ends a
// session of theirs elsewhere from My sessions. Then the owner requires two-factor of
// every account: a member sees only its set-up until done; the owner resets it and signs
// the member out everywhere. The screens pass axe's serious checks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, login, seriousViolations, setup, staffCredentials, totpCode } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

test('the owner sets up two-factor, logs out, and logs in with password and code', async () => {
  const { page, context, browser, server, pageErrors } = env;
  await login(page);
  await page.goto('/admin/staff', { waitUntil: 'domcontentloaded' });
  const mine = page.getByRole('region', { name: 'My two-factor sign-in' });
  await mine.getByText('Two-factor sign-in is off').waitFor();
  await mine.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  const form = page.getByRole('form', { name: 'Set up two-factor sign-in' });
  const qr = form.getByRole('img', { name: 'QR code for your authenticator app' });
  await qr.waitFor();
  assert.ok(await qr.evaluate((img) => img.complete && img.naturalWidth >= 200), 'the QR code is a picture');
  const secret = await form.getByLabel('Secret key').inputValue();
  assert.match(secret, /^[A-Z2-7]{32}$/);
  assert.deepEqual(await seriousViolations(page), []);

  await form.getByLabel('Code from the app').fill(totpCode(secret) === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await form.getByText("That code is not right: check your device's clock and enter the code it shows now").waitFor();
  await form.getByLabel('Code from the app').fill(totpCode(secret));
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Two-factor sign-in is on');
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  const recoveryCodes = await codes.allTextContents();
  assert.equal(recoveryCodes.length, 10);
  for (const code of recoveryCodes) assert.match(code, /^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await mine.getByText('Two-factor sign-in is on').waitFor();
  assert.equal(await page.getByRole('list', { name: 'Recovery codes' }).count(), 0, 'the recovery codes are shown once');
  const me = (await api(context, 'GET', '/api/admin/me')).json;
  assert.equal(me.twoFactor, true);
  assert.deepEqual(await seriousViolations(page), []);

  // The app bar hides while the page is scrolled down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/adminlogin');

  // The password alone: the server asks for the code and starts no session. (The form is
  // found by its button: the screen left behind may still be on the page an instant.)
  const loginForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Login' }) });
  await loginForm.getByLabel('Username').fill(staffCredentials.username);
  await loginForm.getByLabel('Password').fill(staffCredentials.password);
  await loginForm.getByRole('button', { name: 'Login' }).click();
  const code = page.getByLabel('Two-factor code');
  await code.waitFor();
  assert.equal((await api(context, 'GET', '/api/admin/me')).status, 401, 'no session before the code');
  // The set-up's toast may still be fading out (axe would read its text half transparent).
  await page.locator('[data-toast]').first().waitFor({ state: 'detached' });
  assert.deepEqual(await seriousViolations(page), []);
  // The code that confirmed the set-up was used: the next step's, which the server
  // accepts for a phone a little ahead, signs in.
  await code.fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/?$/);
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();

  // A recovery code signs in elsewhere, once; the owner sees that session and ends it.
  const elsewhere = await browser.newContext({
    baseURL: server.baseURL,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) Safari/604.1',
  });
  try {
    assert.equal((await api(elsewhere, 'POST', '/api/admin/login', { ...staffCredentials, code: recoveryCodes[0] })).status, 200);
    const reused = await api(elsewhere, 'POST', '/api/admin/login', { ...staffCredentials, code: recoveryCodes[0] });
    assert.equal(reused.status, 401);
    assert.equal(reused.json.totpRequired, true);
    await page.goto('/admin/staff', { waitUntil: 'domcontentloaded' });
    const sessions = page.getByRole('table', { name: 'My sessions' });
    await sessions.getByRole('row').filter({ hasText: 'This browser' }).getByText('Chrome on Linux').waitFor();
    await sessions.getByRole('button', { name: /^End session: Safari on iPhone/ }).click();
    await expectToast(page, 'Session ended');
    assert.equal((await api(elsewhere, 'GET', '/api/admin/me')).status, 401, 'the phone is signed out');
    assert.equal((await api(context, 'GET', '/api/admin/me')).status, 200, 'this browser is not');
    await sessions.getByRole('row').filter({ hasText: 'Safari on iPhone' }).waitFor({ state: 'detached' });
  } finally {
    await elsewhere.close();
  }

  // Moving to a new device replaces the secret: the current password confirms it.
  await page.getByRole('region', { name: 'My two-factor sign-in' }).getByRole('button', { name: 'Set up on a new device' }).click();
  const move = page.getByRole('form', { name: 'Set up two-factor sign-in' });
  const newSecret = await move.getByLabel('Secret key').inputValue();
  assert.notEqual(newSecret, secret);
  await move.getByLabel('Code from the app').fill(totpCode(newSecret));
  await move.getByRole('button', { name: 'Confirm' }).click();
  await move.getByText('Enter your current password').waitFor();
  await move.getByLabel('Current password').fill('not-the-password');
  await move.getByRole('button', { name: 'Confirm' }).click();
  await move.getByText('Current password is incorrect').waitFor();
  assert.equal((await api(context, 'GET', '/api/admin/me')).json.twoFactor, true, 'the old secret stays');
  assert.deepEqual(await seriousViolations(page), []);
  await move.getByLabel('Current password').fill(staffCredentials.password);
  await move.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Two-factor sign-in is on');
  await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  // The old device's codes no longer sign in; the new one's do.
  const phone = await browser.newContext({ baseURL: server.baseURL });
  try {
    const old = await api(phone, 'POST', '/api/admin/login', { ...staffCredentials, code: totpCode(secret, Date.now() + 30_000) });
    assert.equal(old.status, 401);
    assert.equal(old.json.totpRequired, true);
    const next = await api(phone, 'POST', '/api/admin/login', { ...staffCredentials, code: totpCode(newSecret, Date.now() + 30_000) });
    assert.equal(next.status, 200);
  } finally {
    await phone.close();
  }
  await assertCleanPage(page, pageErrors);
});

test('the owner requires two-factor: a member sets it up first; the owner resets it and ends their sessions', async () => {
  const { page, context, browser, server, pageErrors } = env;
  const riley = { username: 'riley', password: 'riley-password-1' };
  assert.equal((await api(context, 'POST', '/api/admin/staff', { ...riley, confirmPassword: riley.password })).status, 201);
  await page.goto('/admin/staff', { waitUntil: 'domcontentloaded' });
  // The switch follows the server's answer, not the click.
  const policy = page.getByLabel('Require two-factor sign-in for every account');
  await policy.click();
  await expectToast(page, 'Two-factor sign-in is required');
  assert.equal(await policy.isChecked(), true);

  const rileyContext = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
  try {
    const rileys = await rileyContext.newPage();
    await rileys.goto('/adminlogin');
    await rileys.getByLabel('Username').fill(riley.username);
    await rileys.getByLabel('Password').fill(riley.password);
    await rileys.getByRole('button', { name: 'Login' }).click();
    await rileys.waitForURL(/\/admin\/?$/);
    await rileys.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 }).waitFor();
    await rileys.getByText('The owner requires every account to sign in with a code').waitFor();
    assert.equal(await rileys.getByRole('heading', { name: 'Admin Dashboard' }).count(), 0, 'no dashboard before two-factor');
    assert.equal((await api(rileyContext, 'GET', '/api/admin/products')).json.twoFactorRequired, true);
    assert.deepEqual(await seriousViolations(rileys), []);

    await rileys.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const form = rileys.getByRole('form', { name: 'Set up two-factor sign-in' });
    const secret = await form.getByLabel('Secret key').inputValue();
    await form.getByLabel('Code from the app').fill(totpCode(secret));
    await form.getByRole('button', { name: 'Confirm' }).click();
    await rileys.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await rileys.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await rileys.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();

    // The owner resets riley's two-factor: riley's next call leads back to the set-up.
    await page.reload({ waitUntil: 'domcontentloaded' });
    const row = page.getByRole('table', { name: 'Staff accounts' }).getByRole('row').filter({ hasText: riley.username });
    await row.getByText('On', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Reset two-factor of riley' }).click();
    await page
      .getByRole('dialog', { name: 'Reset the two-factor sign-in of riley?' })
      .getByRole('button', { name: 'Reset two-factor' })
      .click();
    await expectToast(page, 'Two-factor sign-in reset');
    await row.getByText('Required, not set up').waitFor();
    await rileys.getByRole('menuitem', { name: 'Products' }).click();
    await rileys.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 }).waitFor();

    await row.getByRole('button', { name: 'End sessions of riley' }).click();
    await page.getByRole('dialog', { name: 'Sign riley out everywhere?' }).getByRole('button', { name: 'End sessions' }).click();
    await expectToast(page, 'Sessions ended');
    assert.equal((await api(rileyContext, 'GET', '/api/admin/me')).status, 401, 'riley is signed out');
    assert.deepEqual(await seriousViolations(page), []);
  } finally {
    await rileyContext.close();
  }
  await assertCleanPage(page, pageErrors);
});
