// The Staff and Notifications screens as a member who is not the owner sees them: no
// manage action (and the server refuses them), their own email and notifications (no
// session ends for a new email), their own password (the old one required; every other
// session ends); then the owner changes the notification settings. The screens pass
// axe's serious checks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, enrolTwoFactor, expectToast, login, seriousViolations, setup, signIn } from './helpers.mjs';

const riley = { username: 'riley', password: 'riley-password-1' };

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
  await enrolTwoFactor(env.context);
  const created = await api(env.context, 'POST', '/api/admin/staff', {
    ...riley,
    email: 'riley@farm.example',
    confirmPassword: riley.password,
  });
  assert.equal(created.status, 201);
});
after(async () => {
  await env?.close();
});

test('a member who is not the owner manages only their own account; a new password ends their other sessions', async () => {
  const { browser, server, context: ownerContext } = env;
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
  const elsewhere = await browser.newContext({ baseURL: server.baseURL });
  try {
    const page = await context.newPage();
    await login(page, riley);
    assert.equal((await api(elsewhere, 'POST', '/api/admin/login', riley)).status, 200);

    await page.goto('/admin/staff', { waitUntil: 'domcontentloaded' });
    const accounts = page.getByRole('table', { name: 'Staff accounts' });
    await accounts.getByRole('row').filter({ hasText: 'riley@farm.example' }).getByText('You').waitFor();
    await page.getByText('Only the owner can add, disable or unlock accounts.').waitFor();
    assert.equal(await page.getByRole('form', { name: 'Add a staff account' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: /^(Disable|Enable) / }).count(), 0);
    assert.equal(await accounts.getByRole('columnheader', { name: 'Actions' }).count(), 0);
    // And the server refuses what the screen does not offer.
    const owner = (await api(context, 'GET', '/api/admin/staff')).json.find((s) => s.owner);
    const refused = await api(context, 'PATCH', `/api/admin/staff/${owner.id}`, { disabled: true });
    assert.equal(refused.status, 403);
    assert.equal(refused.json.message, 'Only the owner can manage other staff accounts');
    assert.equal(
      (await api(context, 'POST', '/api/admin/staff', { username: 'y', password: 'long-enough-1', confirmPassword: 'long-enough-1' }))
        .status,
      403,
    );

    // Their own notifications, to a new email: no session of theirs ends for it.
    const mine = page.getByRole('form', { name: 'My notifications' });
    await mine.getByLabel('My email').fill('riley@elsewhere.example');
    await mine.getByLabel('Email me new contact messages').check();
    await mine.getByRole('button', { name: 'Save notifications' }).click();
    await expectToast(page, 'Notifications saved');
    const me = await api(context, 'GET', '/api/admin/me');
    assert.equal(me.status, 200, 'the session that changed the email goes on');
    assert.equal(me.json.notifyContact, true);
    assert.equal(me.json.email, 'riley@elsewhere.example');
    assert.equal((await api(elsewhere, 'GET', '/api/admin/me')).status, 200, 'and so does the other one');

    // Their own password: the old one is required.
    const change = page.getByRole('form', { name: 'Change password' });
    await change.getByLabel('Current password').fill('not-my-password');
    await change.getByLabel(/^New password/).fill('riley-new-password-2');
    await change.getByLabel('Confirm new password').fill('riley-new-password-2');
    await change.getByRole('button', { name: 'Change password' }).click();
    await change.getByText('Current password is incorrect').waitFor();
    await expectToast(page, 'Failed to change password');
    await change.getByLabel('Current password').fill(riley.password);
    await change.getByLabel('Confirm new password').fill('riley-new-password-3');
    await change.getByRole('button', { name: 'Change password' }).click();
    await change.getByText("Passwords don't match").waitFor();
    await change.getByLabel('Confirm new password').fill('riley-new-password-2');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Every other session of your account has been signed out.');
    assert.equal((await api(elsewhere, 'GET', '/api/admin/me')).status, 401, 'the other session has ended');
    assert.equal((await api(context, 'GET', '/api/admin/me')).status, 200, 'this one goes on');
    assert.equal((await api(elsewhere, 'POST', '/api/admin/login', riley)).status, 401, 'the old password no longer works');
    assert.equal((await api(elsewhere, 'POST', '/api/admin/login', { ...riley, password: 'riley-new-password-2' })).status, 200);
    assert.deepEqual(await seriousViolations(page), []);

    // The notification settings are the owner's: shown, not changeable.
    await page.goto('/admin/notifications', { waitUntil: 'domcontentloaded' });
    await page.getByText('Only the owner can change these settings.').waitFor();
    assert.equal(await page.getByLabel('Staff addresses').isEditable(), false);
    assert.equal(await page.getByRole('button', { name: 'Save settings' }).count(), 0);
    assert.equal(
      (await api(context, 'PATCH', '/api/admin/notification-settings', { notifyEmails: ['riley@elsewhere.example'] })).status,
      403,
    );
    assert.deepEqual(await seriousViolations(page), []);
  } finally {
    await context.close();
    await elsewhere.close();
  }

  // The owner changes them.
  const { page } = env;
  await page.goto('/admin/notifications', { waitUntil: 'domcontentloaded' });
  const settings = page.getByRole('form', { name: 'Notification settings' });
  await settings.getByLabel('Staff addresses').fill('sales@farm.example\nnot an address');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await settings.getByText('Not a valid email address: not an address').waitFor();
  await settings.getByLabel('Staff addresses').fill('sales@farm.example\nowner@farm.example');
  await settings.getByLabel('Email customers a confirmation of their order request, and when it is confirmed or cancelled').uncheck();
  await settings.getByRole('combobox', { name: 'Require an encrypted connection to the mail server' }).click();
  await page.getByRole('option', { name: 'Always' }).click();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(page, 'Notification settings saved');
  const saved = (await api(ownerContext, 'GET', '/api/admin/notification-settings')).json;
  assert.deepEqual(saved.notifyEmails, ['sales@farm.example', 'owner@farm.example']);
  assert.equal(saved.confirmOrdersToCustomers, false);
  assert.equal(saved.smtpRequireTLS, 'always');
  await page.getByRole('alert').filter({ hasText: 'Mail is not configured' }).waitFor();
  assert.deepEqual(await seriousViolations(page), []);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
});
