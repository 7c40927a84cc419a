// Login, the session gate and its end: failed then successful login, 'Checking
// authentication...', redirects to /adminlogin without a session, after logout, and when a
// session ends while staff are working; the pages pass axe's serious checks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, login, seriousViolations, setup, staffCredentials } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

test('the back office is served under a Content-Security-Policy without inline scripts', async () => {
  const { context } = env;
  for (const path of ['/adminlogin', '/admin', '/admin/products']) {
    const res = await context.request.get(path);
    const csp = res.headers()['content-security-policy'] ?? '';
    const scriptSrc =
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src')) ?? '';
    assert.equal(scriptSrc, "script-src 'self'", `${path}: ${csp}`);
    assert.doesNotMatch(await res.text(), /<script(?![^>]*\bsrc=)[^>]*>/, `${path} has no inline script`);
  }
});

test('the back office sends visitors without a session to /adminlogin', async () => {
  const { page } = env;
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.waitForURL('**/adminlogin');
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
});

test('a failed login shows the message; a good one opens the dashboard', async () => {
  const { page, pageErrors } = env;
  // A fresh visit (the redirect above would bring staff back to /admin/products).
  await page.goto('about:blank');
  await page.goto('/adminlogin', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Username is required').waitFor();
  await page.getByText('Password is required').waitFor();

  await page.getByLabel('Username').fill(staffCredentials.username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Error');
  await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).first().waitFor();
  assert.match(page.url(), /\/adminlogin$/);
  assert.deepEqual(await seriousViolations(page), []);

  // The session check shows its text while GET /api/admin/me is answered.
  await page.route('**/api/admin/me', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.fallback();
  });
  await page.getByLabel('Password').fill(staffCredentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Checking authentication...').waitFor();
  await page.waitForURL(/\/admin\/?$/);
  await page.unroute('**/api/admin/me');
  await expectToast(page, 'Login successful!');
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
  for (const card of ['Manage Products', 'Manage Blog', 'Manage Locations', 'File Manager', 'Hero Videos']) {
    await page.getByRole('heading', { name: card, exact: true }).waitFor();
  }
  assert.deepEqual(await seriousViolations(page), []);
  await assertCleanPage(page, pageErrors);
});

test('a session that ends while staff work sends them to /adminlogin', async () => {
  const { page, browser, server } = env;
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: /^Products \(\d+\)$/ }).waitFor();

  // The same account ends this browser's session from elsewhere (My sessions).
  const other = await browser.newContext({ baseURL: server.baseURL });
  assert.equal((await api(other, 'POST', '/api/admin/login', staffCredentials)).status, 200);
  const sessions = (await api(other, 'GET', '/api/admin/me/sessions')).json;
  for (const session of sessions.filter((s) => !s.current)) {
    assert.equal((await api(other, 'DELETE', `/api/admin/me/sessions/${session.id}`)).status, 200);
  }
  await other.close();

  await page.getByRole('button', { name: 'Refresh Products' }).click();
  await page.waitForURL('**/adminlogin');
  await page.goto('/admin', { waitUntil: 'domcontentloaded' });
  await page.waitForURL('**/adminlogin');
});

test('the logout control ends the session', async () => {
  const { page, context } = env;
  await login(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/adminlogin');
  assert.equal((await api(context, 'GET', '/api/admin/me')).status, 401);
});
