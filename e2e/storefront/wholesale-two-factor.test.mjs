// A buyer's optional two-factor sign-in (issue 38), against the built server and a real
// SMTP server on loopback: a dispensary approved through the API sets its password from
// the approval email; the buyer signs in, turns on two-factor on the account page with a
// code the test computes from the secret shown (as an authenticator app would), sees the
// recovery codes once, signs out, and signs in again with password and code. axe on the
// account page with the set-up shown, and on the sign-in's code step. Then the owner
// resets it from the back office (a lost phone): the buyer is signed out, and signs in
// with the password alone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { assertAxeClean as axe } from '../lib/axe.mjs';
import { launchBrowser } from '../lib/browser.mjs';
import { startServer, staffCredentials, staffSession } from '../lib/server.mjs';
import { smtpEnvironment, startSmtpServer } from '../lib/smtp.mjs';
import { totpCode } from '../lib/totp.mjs';

let mailbox;
before(async () => {
  mailbox = await startSmtpServer();
});
after(async () => {
  await mailbox?.stop();
});

const password = 'a-long-buyer-password';
const licence = 'OCM-RETL-24-000778';
const email = 'bea@riverbend.example';

/** An approved account whose buyer set `password` from the approval email. */
async function approvedBuyer(baseURL) {
  const application = new FormData();
  for (const [k, v] of Object.entries({
    legalName: 'Riverbend Dispensary LLC',
    licenceNumber: licence,
    licenceType: 'retail-dispensary',
    licenceExpiry: '2030-06-30',
    premisesStreet: '12 Water Street',
    premisesCity: 'Kingston',
    premisesState: 'NY',
    premisesZip: '12401',
    contactName: 'Bea River',
    contactEmail: email,
    contactPhone: '845-555-0178',
  })) {
    application.append(k, v);
  }
  application.append('licenceDocument', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'licence.pdf');
  let res = await fetch(`${baseURL}/api/wholesale/applications`, { method: 'POST', body: application });
  assert.equal(res.status, 201, await res.text());

  const staff = await staffSession(baseURL);
  const file = new FormData();
  file.append(
    'file',
    new Blob(
      [
        'license_number,license_type_code,license_status_code,expiration_date,entity_name,dba,address_line_1,city,state,zip_code\n' +
          `${licence},RETL,Active,2030-06-30,Riverbend Dispensary LLC,,12 Water Street,Kingston,NY,12401\n`,
      ],
      { type: 'text/csv' },
    ),
    'licences.csv',
  );
  res = await staff('/api/admin/licence-imports', { method: 'POST', body: file });
  assert.equal(res.status, 200, await res.text());
  const account = (await (await staff('/api/admin/buyer-accounts')).json()).find((a) => a.licenceNumber === licence);
  res = await staff(`/api/admin/buyer-accounts/${account.id}/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  assert.equal(res.status, 200, await res.text());

  const [approval] = await mailbox.waitFor((m) => m.to.includes(email) && /is open/.test(m.parsed.subject), { timeout: 20_000 });
  const token = new URL(approval.parsed.text.match(/https?:\/\/\S+\/wholesale\/reset-password\?token=\S+/)[0]).searchParams.get('token');
  res = await fetch(`${baseURL}/api/collections/buyers/confirm-password-reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, password, passwordConfirm: password }),
  });
  assert.equal(res.status, 204, await res.text());
}

test('a buyer turns on two-factor sign-in, signs out, and signs in with password and code', async () => {
  const server = await startServer({ prepared: true, env: smtpEnvironment(mailbox.port) });
  const browser = await launchBrowser();
  try {
    await approvedBuyer(server.baseURL);
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('age-verified', 'true'));
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const signInForm = page.getByRole('form', { name: 'Buyer sign-in' });
    const signIn = async () => {
      await page.goto('/wholesale/sign-in', { waitUntil: 'domcontentloaded' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await signInForm.getByLabel('Email').fill(email);
      await signInForm.getByLabel('Password').fill(password);
      await signInForm.getByRole('button', { name: 'Sign in' }).click();
    };

    await signIn();
    await page.waitForURL('**/wholesale/menu');
    await page.getByRole('navigation', { name: 'Wholesale portal' }).getByRole('link', { name: 'Account' }).click();
    const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
    await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

    const form = page.getByRole('form', { name: 'Set up two-factor sign-in' });
    const qr = form.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    assert.ok(await qr.evaluate((img) => img.complete && img.naturalWidth >= 200), 'the QR code is a picture');
    const secret = await form.getByLabel('Secret key').inputValue();
    assert.match(secret, /^[A-Z2-7]{32}$/);
    await axe(page, 'the account page with the set-up shown');

    await form.getByLabel('Code from the app').fill(totpCode(secret) === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Confirm' }).click();
    await form.getByText("That code is not right: check your device's clock and enter the code it shows now").waitFor();
    await form.getByLabel('Code from the app').fill(totpCode(secret));
    await form.getByRole('button', { name: 'Confirm' }).click();
    const codes = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    const recoveryCodes = await codes.allTextContents();
    assert.equal(recoveryCodes.length, 10);
    for (const code of recoveryCodes) assert.match(code, /^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    await axe(page, 'the account page with the recovery codes');
    await panel.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await panel.getByRole('form', { name: 'Turn off two-factor sign-in' }).waitFor();
    assert.equal(await page.getByRole('list', { name: 'Recovery codes' }).count(), 0, 'the recovery codes are shown once');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/wholesale/sign-in**');

    // The password alone: the server asks for the code and the buyer stays signed out.
    await signIn();
    const code = signInForm.getByLabel('Two-factor code');
    await code.waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('farmsite_buyer_auth')), null, 'no session before the code');
    await axe(page, 'the sign-in asking for the code');
    // The code that confirmed the set-up was used: the next step's, which the server
    // accepts for a phone a little ahead, signs in.
    await code.fill(totpCode(secret, Date.now() + 30_000));
    await signInForm.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/wholesale/menu');

    // The buyer lost the phone: the owner resets their two-factor on the account's page in
    // the back office, which signs them out everywhere; the password alone signs in again.
    const staffContext = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
    assert.equal((await staffContext.request.post('/api/admin/login', { data: staffCredentials })).status(), 200);
    const accounts = await (await staffContext.request.get('/api/admin/buyer-accounts')).json();
    const account = accounts.find((a) => a.licenceNumber === licence);
    const admin = await staffContext.newPage();
    await admin.goto(`/admin/buyer-accounts/${account.id}/show`, { waitUntil: 'domcontentloaded' });
    const buyers = admin.getByRole('list', { name: 'Buyers' });
    await buyers.getByText('Two-factor on').waitFor();
    await axe(admin, "the buyer account's page with its buyers");
    await buyers.getByRole('button', { name: 'Reset two-factor of Bea River' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Reset two-factor' }).click();
    await admin.getByText('Two-factor sign-in reset').first().waitFor();
    await buyers.getByText('Two-factor on').waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForURL('**/wholesale/sign-in**');
    await signIn();
    await page.waitForURL('**/wholesale/menu');
    assert.deepEqual(pageErrors, []);
  } finally {
    await browser.close();
    await server.stop();
  }
});
