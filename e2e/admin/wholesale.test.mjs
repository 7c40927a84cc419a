// Issue 38 in the back office: a dispensary's application waits in Buyer accounts; staff
// open it, see its licence check and approve it; the price list's row of a variant is
// edited and the server keeps the new price and break. At desktop width and on a
// 390x844 phone, with axe on each screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, seriousViolations, setup, signIn } from './helpers.mjs';
import { appliedAccount, licencePdf } from './wholesale-fixtures.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

test('staff approve an application from the Buyer accounts screen', async () => {
  const { page, context, server, pageErrors } = env;
  const account = await appliedAccount(context, server.baseURL);
  await page.goto('/admin/buyer-accounts', { waitUntil: 'domcontentloaded' });
  const row = page.getByRole('row').filter({ hasText: 'Green Leaf Retail LLC' });
  await row.getByText('Applied').waitFor();
  await row.getByText('Licence active').waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'axe on the Buyer accounts list');

  await row.click();
  await page.getByRole('heading', { name: 'Green Leaf Retail LLC' }).waitFor();
  await page.getByRole('table', { name: 'Licence checks' }).getByText("Seen on OCM's verification page").waitFor();
  const document = page.getByRole('link', { name: 'Licence document' });
  assert.equal(await document.getAttribute('href'), `/api/admin/buyer-accounts/${account.id}/licence-document`);
  assert.deepEqual(await seriousViolations(page), [], 'axe on the account');

  await page.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Account approved');
  await page.getByRole('button', { name: 'Suspend' }).waitFor();
  assert.equal((await api(context, 'GET', `/api/admin/buyer-accounts/${account.id}`)).json.status, 'approved');

  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Suspend' });
  assert.equal(await confirm.isDisabled(), true, 'a suspension needs its reason');
  await dialog.getByLabel('Reason (emailed to the contact)').fill('Licence under review');
  await confirm.click();
  await expectToast(page, 'Account suspended');
  assert.equal((await api(context, 'GET', `/api/admin/buyer-accounts/${account.id}`)).json.statusReason, 'Licence under review');
  await assertCleanPage(page, pageErrors);
});

test("staff correct an account's details: a renewed licence's expiry, a new phone, a bad ZIP refused on its field", async () => {
  const { page, context, pageErrors } = env;
  const account = (await api(context, 'GET', '/api/admin/buyer-accounts')).json.find((a) => a.licenceNumber === 'OCM-RETL-24-000123');
  await page.goto(`/admin/buyer-accounts/${account.id}/show`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Green Leaf Retail LLC' }).waitFor();
  await page.getByRole('link', { name: 'Edit details' }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit buyer account' }).waitFor();
  const zip = page.getByLabel('ZIP code');
  await zip.waitFor();
  assert.equal(await zip.inputValue(), '12401');
  assert.deepEqual(await seriousViolations(page), [], 'axe on the account form');

  await zip.fill('124');
  await page.getByLabel('Contact phone').fill('(845) 555-0199');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Enter the ZIP code of the licensed premises').waitFor();
  assert.equal((await api(context, 'GET', `/api/admin/buyer-accounts/${account.id}`)).json.contactPhone, '(845) 555-0100', 'nothing saved');

  await zip.fill('12401');
  await page.getByLabel('Licence expiry').fill('2031-06-30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Account updated');
  await page.getByRole('heading', { name: 'Green Leaf Retail LLC' }).waitFor();
  await page.getByText('2031-06-30').waitFor();
  const saved = (await api(context, 'GET', `/api/admin/buyer-accounts/${account.id}`)).json;
  assert.equal(saved.licenceExpiry, '2031-06-30');
  assert.equal(saved.contactPhone, '(845) 555-0199');
  assert.equal(saved.status, 'suspended', 'the status changes by decisions only');
  await assertCleanPage(page, pageErrors);
});

test("staff import the state's licence list: a preview, then the account's check from it", async () => {
  const { page, context, server, pageErrors } = env;
  const response = await context.request.post('/api/wholesale/applications', {
    headers: { Origin: server.baseURL },
    multipart: {
      legalName: 'Catskill Remedies LLC',
      dba: '',
      licenceNumber: 'OCM-RETL-24-000456',
      licenceType: 'retail-dispensary',
      licenceExpiry: '2030-06-30',
      premisesStreet: '3 Mill Street',
      premisesCity: 'Saugerties',
      premisesState: 'NY',
      premisesZip: '12477',
      contactName: 'Cy Mills',
      contactEmail: 'cy@catskill.example.com',
      contactPhone: '(845) 555-0199',
      website: '',
      licenceDocument: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: licencePdf },
    },
  });
  assert.equal(response.status(), 201, await response.text());
  const csv =
    'License Number,License Type Code,License Status Code,Expiration Date,Entity Name,DBA,Address Line 1,City,State,Zip Code,Region\n' +
    'OCM-RETL-24-000456,RETL,Active,2030-06-30,Catskill Remedies LLC,,3 Mill Street,Saugerties,NY,12477,Mid-Hudson\n' +
    'OCM-RETL-24-000999,RETL,Active,06/30/2031,Another Shop LLC,,1 Elm Street,Albany,NY,12207,Capital\n' +
    ',RETL,Active,2030-01-01,No Number LLC,,,,,,\n';

  await page.goto('/admin/buyer-accounts', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: 'Import licence list' }).click();
  await page.getByRole('heading', { level: 1, name: 'Import the licence list' }).waitFor();
  await page.getByLabel('Licence list (CSV)').setInputFiles({ name: 'licences.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview' }).click();
  const found = page.getByRole('table', { name: 'Accounts found' }).getByRole('row').filter({ hasText: 'Catskill Remedies LLC' });
  await found.getByText('Active', { exact: true }).waitFor();
  await page.getByText('Line 4: ').waitFor();
  await page.getByRole('table', { name: 'Columns' }).getByRole('row').filter({ hasText: 'Region' }).getByText('not read').waitFor();
  const listed = async () =>
    (await api(context, 'GET', '/api/admin/buyer-accounts')).json.find((a) => a.licenceNumber === 'OCM-RETL-24-000456');
  assert.equal((await listed()).licenceStatus, 'unverified', 'a preview records nothing');
  assert.deepEqual(await seriousViolations(page), [], 'axe on the preview');

  await page.getByRole('button', { name: 'Apply' }).click();
  await expectToast(page, 'Licence list applied');
  assert.equal((await listed()).licenceStatus, 'active');
  await assertCleanPage(page, pageErrors);
});

test("staff edit a variant's wholesale price and its volume break", async () => {
  const { page, context, pageErrors } = env;
  const products = (await api(context, 'GET', '/api/admin/products')).json;
  const headhunter = products.find((p) => p.slug === 'headhunter');
  const eighth = headhunter.variants.find((v) => v.name === 'Eighth');
  const created = await api(context, 'POST', '/api/admin/wholesale-prices', { variant: eighth.id, unitPriceCents: 1800, caseSize: 6 });
  assert.equal(created.status, 201);

  await page.goto('/admin/wholesale-prices', { waitUntil: 'domcontentloaded' });
  const row = page.getByRole('row').filter({ hasText: 'Headhunter' });
  await row.getByText('$18.00').waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'axe on the Wholesale prices list');
  await row.click();
  await page.getByRole('heading', { level: 1, name: 'Edit Wholesale Price' }).waitFor();
  await page.getByLabel('Unit price (USD)').first().fill('17.50');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByLabel('From units').fill('60');
  await page.getByLabel('Unit price (USD)').nth(1).fill('16.50');
  assert.deepEqual(await seriousViolations(page), [], 'axe on the price form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Wholesale price updated');
  const saved = (await api(context, 'GET', `/api/admin/wholesale-prices/${created.json.id}`)).json;
  assert.equal(saved.unitPriceCents, 1750);
  assert.deepEqual(saved.volumeBreaks, [{ minUnits: 60, unitPriceCents: 1650 }]);

  // The product's editor says where it stands on the menu and opens its price list.
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Edit Headhunter' }).click();
  const wholesale = page.getByRole('region', { name: 'Wholesale' });
  await wholesale.getByText('1 variant priced').waitFor();
  await wholesale.getByRole('link', { name: 'Wholesale prices of this product' }).click();
  await page.getByRole('row').filter({ hasText: 'Eighth' }).first().waitFor();
  assert.ok(page.url().includes('wholesale-prices'), page.url());
  await assertCleanPage(page, pageErrors);
});

test('on a 390x844 phone the screens show cards that fit the screen', async () => {
  const { browser, server } = env;
  const phone = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 } });
  try {
    await signIn(phone);
    const page = await phone.newPage();
    for (const [path, text] of [
      ['/admin/buyer-accounts', 'Green Leaf Retail LLC'],
      ['/admin/wholesale-prices', 'Headhunter Eighth'],
    ]) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.getByRole('listitem', { name: text }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `${path} is ${width} px wide`);
      assert.deepEqual(await seriousViolations(page), [], `axe on ${path} on a phone`);
    }
  } finally {
    await phone.close();
  }
});
