// The copy check before publishing (9 NYCRR 129.3(a)): staff type a flagged term into a
// published product, see the finding highlighted with its rule, and the save is refused;
// the owner confirms the review with counsel, the save goes through, the review is kept
// with the product and named in the activity log, and the storefront shows the new text.
// The Compliance screen shows the licensee and the terms.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, setup, signIn, staffCredentials } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

const flagged = 'A balanced 1:1 tincture in organic MCT oil. Good for pain after a long day.';

test('a flagged term is highlighted with its rule, refused, then published with the owner’s review', async () => {
  const { page, context, pageErrors } = env;
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Edit Harvest Moon Tincture' }).click();
  await page.getByRole('heading', { name: 'Edit Item' }).waitFor();
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await description.fill(flagged);

  // Highlighted as staff type, each finding with its rule and citation.
  const findings = page.getByRole('region', { name: 'Copy check' });
  await findings.getByText('Copy check: 2 findings, 2 not reviewed with counsel').waitFor();
  const organic = findings.locator('li[data-rule="organic"]');
  assert.equal(await organic.locator('mark').textContent(), 'organic');
  await organic.getByText("“Organic” outside the USDA's rules").waitFor();
  await organic.getByText('(9 NYCRR 129.3(a)(12))').waitFor();
  assert.equal(await findings.locator('li[data-rule="health"] mark').textContent(), 'pain');
  await findings.locator('li[data-rule="health"]').getByText('Health or therapeutic claim').waitFor();

  // Publishing it is refused, and nothing changes.
  await page.getByRole('button', { name: 'Update Item' }).click();
  // The server's refusal shows under the field, naming each finding's rule.
  await page
    .locator('.MuiFormHelperText-root.Mui-error')
    .filter({ hasText: "Needs the owner's review with counsel before it is public: “organic” (“Organic” outside the USDA's rules" })
    .waitFor();
  const [before] = (
    await api(context, 'GET', `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: 'Harvest Moon Tincture' }))}`)
  ).json;
  assert.notEqual(before.description, flagged);
  assert.equal(before.copyReview, null);

  // The owner confirms the review with counsel: the save goes through.
  await findings.getByRole('checkbox', { name: /Reviewed with counsel/ }).check();
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expectToast(page, 'Product updated');
  const [saved] = (
    await api(context, 'GET', `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: 'Harvest Moon Tincture' }))}`)
  ).json;
  assert.equal(saved.description, flagged);
  assert.equal(saved.status, 'published');
  assert.equal(saved.copyReview.by, staffCredentials.username);
  assert.deepEqual(
    saved.copyReview.findings.map((f) => `${f.field}/${f.rule}/${f.term}`),
    ['description/organic/organic*', 'description/health/pain'],
  );
  const log = (await api(context, 'GET', `/api/admin/activity?filter=${encodeURIComponent(JSON.stringify({ action: 'copy.reviewed' }))}`))
    .json;
  assert.equal(log.length, 1);
  assert.equal(log[0].recordId, saved.id);
  assert.ok('copyReview' in log[0].changes, 'the log shows the review');

  // Opened again, the findings show as reviewed; the storefront shows the text.
  await page.getByRole('button', { name: 'Edit Harvest Moon Tincture' }).click();
  await page.getByRole('region', { name: 'Copy check' }).getByText('Copy check: 2 findings, all reviewed with counsel').waitFor();
  const storefront = await context.request.get('/products/harvest-moon-tincture');
  assert.match(await storefront.text(), /organic MCT oil/);
  await assertCleanPage(page, pageErrors);
});

test('the Compliance screen shows the licensee, the warnings and the terms', async () => {
  const { page, pageErrors } = env;
  await page.goto('/admin/compliance', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Compliance', level: 1 }).waitFor();
  assert.equal(await page.getByLabel("Licensee's legal name").inputValue(), 'Hudson Valley Sun Farm LLC');
  assert.match(await page.getByLabel('OCM license numbers').inputValue(), /^OCM-CULT-DEMO-0001\nOCM-PROC-DEMO-0002$/);
  assert.match(await page.getByLabel('Colloquial term for cannabis').inputValue(), /^weed\npot\nstoner/);
  await page.getByLabel("Licensee's legal name").fill('Sun Farm Holdings LLC');
  await page.getByRole('button', { name: 'Save compliance settings' }).click();
  await expectToast(page, 'Compliance settings saved');
  const home = await env.context.request.get('/');
  assert.match(await home.text(), /Sun Farm Holdings LLC/);
  await assertCleanPage(page, pageErrors);
});
