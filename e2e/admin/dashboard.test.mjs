// The dashboard's Page Tools: Update Sitemap (success and failure), robots and sitemap
// links, excluded routes, and every website page with its status (and a product's stock).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, setup, signIn } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

test('Page Tools updates the sitemap and lists every page', async () => {
  const { page, context, pageErrors } = env;
  // Out of stock is stock: the page stays published. A draft is a page staff unpublished.
  const [grapeGas] = (await api(context, 'GET', `/api/admin/products?filter=${encodeURIComponent('{"q":"Grape Gas"}')}`)).json;
  assert.equal((await api(context, 'PATCH', `/api/admin/products/${grapeGas.id}`, { inStock: false })).status, 200);
  const [limeStreet] = (await api(context, 'GET', `/api/admin/products?filter=${encodeURIComponent('{"q":"Lime Street"}')}`)).json;
  assert.equal((await api(context, 'PATCH', `/api/admin/products/${limeStreet.id}`, { status: 'draft' })).status, 200);

  await page.goto('/admin', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Page Tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'Page Tools' });
  await dialog.waitFor();
  const box = await dialog.boundingBox();
  assert.ok(box.height <= 0.8 * 900 + 1, `the dialog is at most 80% of the viewport high (${box.height})`);

  assert.equal(await dialog.getByRole('link', { name: 'View sitemap.xml' }).getAttribute('href'), '/sitemap.xml');
  assert.equal(await dialog.getByRole('link', { name: 'View robots.txt' }).getAttribute('href'), '/robots.txt');
  await dialog.getByText('/adminlogin', { exact: true }).waitFor();

  const products = dialog.getByRole('list', { name: 'Product Pages' });
  const headhunter = products.getByRole('listitem').filter({ hasText: '/products/headhunter' });
  await headhunter.getByText('Published').waitFor();
  await headhunter.getByText('In stock').waitFor();
  const grapeGasRow = products.getByRole('listitem').filter({ hasText: '/products/grape-gas' });
  await grapeGasRow.getByText('Out of stock').waitFor();
  await grapeGasRow.getByText('Published').waitFor();
  const limeStreetRow = products.getByRole('listitem').filter({ hasText: '/products/lime-street' });
  await limeStreetRow.getByText('Draft', { exact: true }).waitFor();
  assert.equal(await limeStreetRow.getByText('Published').count(), 0);
  await dialog.getByRole('list', { name: 'Static Pages' }).getByText('/locations', { exact: true }).waitFor();
  await dialog.getByRole('list', { name: 'Blog Pages' }).getByText('/blog/cover-crops-and-living-soil').waitFor();

  await dialog.getByRole('button', { name: 'Update Sitemap' }).click();
  await dialog.getByText('Sitemap updated successfully').waitFor();
  const sitemap = await (await context.request.get('/sitemap.xml')).text();
  assert.match(sitemap, /\/products\/headhunter/);

  // Edit on a product row opens it in the product form.
  await headhunter.getByRole('button', { name: 'Edit Headhunter' }).click();
  await page.waitForURL(/\/admin\/products\?edit=/);
  await page.getByRole('heading', { name: 'Edit Item' }).waitFor();
  assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), 'Headhunter');
  await assertCleanPage(page, pageErrors);
});

test('a failed sitemap update says so in red and in a toast', async () => {
  const { page } = env;
  await page.route('**/api/admin/sitemap/refresh', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Disk full","data":{}}' }),
  );
  await page.goto('/admin', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Page Tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'Page Tools' });
  await dialog.getByRole('button', { name: 'Update Sitemap' }).click();
  await dialog.getByText('Failed to update sitemap').waitFor();
  await expectToast(page, 'Disk full');
  await page.unroute('**/api/admin/sitemap/refresh');
});

test('Refresh Pages reloads the list and reports a failure', async () => {
  const { page } = env;
  const dialog = page.getByRole('dialog', { name: 'Page Tools' });
  const productList = /\/api\/admin\/products\?/;
  await page.route(productList, (route) => route.fulfill({ status: 503, body: 'down' }));
  await dialog.getByRole('button', { name: 'Refresh Pages' }).click();
  await expectToast(page, 'Failed to load pages');
  await page.unroute(productList);
});
