// The activity log and revisions in the back office against the real server: a product's
// price edited, the change seen in its History and on the Activity screen, the previous
// version restored, and the old price back on the storefront.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, login, seriousViolations, setup, staffCredentials } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await login(env.page);
});
after(async () => {
  await env?.close();
});

const PRODUCT = 'Hudson Sunset Gummies';
const SLUG = 'hudson-sunset-gummies';

async function editProduct(page) {
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: `Edit ${PRODUCT}` }).click();
  await page.getByRole('heading', { name: 'Edit Item' }).waitFor();
}

test("a price edit shows in the product's History and on the Activity screen; its previous version is restored", async () => {
  const { page, context, pageErrors } = env;
  await editProduct(page);
  await page.getByLabel('Price ($)').fill('27.5');
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expectToast(page, 'Product updated');

  // The product's History: the change, by whom, from what to what.
  await editProduct(page);
  const history = page.getByRole('region', { name: 'History' });
  const changes = history.getByRole('list', { name: 'Changes' });
  await changes.getByText(`Updated by ${staffCredentials.username}`).first().waitFor();
  await changes.getByText('Price: 22 → 27.5').waitFor();

  // The Activity screen: the same entry, found by the product's record.
  await page.goto('/admin/activity', { waitUntil: 'domcontentloaded' });
  const row = page
    .getByRole('row')
    .filter({ hasText: `Product ${PRODUCT}` })
    .first();
  await row.waitFor();
  assert.match(await row.textContent(), new RegExp(`${staffCredentials.username}.*Updated.*Price`));
  await row.click();
  await page.getByText('Price: 22 → 27.5').waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'the Activity screen');

  // Restore the version from before the edit: compared first, then confirmed.
  await editProduct(page);
  const versions = history.getByRole('list', { name: `Revisions of ${PRODUCT}` });
  const version = versions.getByRole('listitem').first();
  await version.getByRole('button', { name: 'Compare' }).click();
  const comparison = version.getByRole('table');
  await comparison.getByRole('row', { name: /Price.*22.*27\.5/ }).waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'the History panel with a comparison');
  await version.getByRole('button', { name: /^Restore the version from before/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, 'Revision restored');
  assert.equal(await page.getByLabel('Price ($)').inputValue(), '22.00', 'the form shows the restored price');
  await changes.getByText(`Restored by ${staffCredentials.username}`).first().waitFor();

  const [product] = (await api(context, 'GET', `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: PRODUCT }))}`)).json;
  assert.equal(product.price, '22.00');
  await assertCleanPage(page, pageErrors);

  // The storefront shows the old price again.
  const shop = await context.newPage();
  await shop.addInitScript(() => localStorage.setItem('age-verified', 'true'));
  await shop.goto(`/products/${SLUG}`);
  await shop.getByTestId('price').filter({ hasText: '$22.00' }).waitFor();
  await shop.close();
});

test('a deleted product is listed under Recently deleted and restored', async () => {
  const { page, context } = env;
  const [product] = (await api(context, 'GET', `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: PRODUCT }))}`)).json;
  assert.equal((await api(context, 'DELETE', `/api/admin/products/${product.id}`)).status, 200);
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Recently deleted' }).click();
  await page.getByRole('button', { name: `Restore ${PRODUCT}` }).click();
  await page
    .getByRole('dialog', { name: `Restore ${PRODUCT}?` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expectToast(page, 'Product restored');
  await page.getByRole('button', { name: `Edit ${PRODUCT}` }).waitFor();
  assert.equal((await api(context, 'GET', `/api/admin/products/${product.id}`)).json.slug, SLUG);
});
