// Issue 29, Where to buy in the back office: a location's coordinates come from its map
// link as staff paste it (or are typed in), and which products a partner carries is set
// from the location or from the product, the same list either way.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, chooseOption, expectToast, signIn, setup } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

const whereToBuy = async (context, slug) => (await api(context, 'GET', `/api/products/slug/${slug}`)).json.whereToBuy.map((p) => p.name);

test('a location takes its coordinates from a pasted map link, its license number, and the products it carries', async () => {
  const { page, context, pageErrors } = env;
  await page.goto('/admin/locations', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Current Locations' }).waitFor();
  await page.getByRole('button', { name: 'Add New Location' }).click();
  await page.getByLabel('Name', { exact: true }).fill('E2E Saugerties Green');
  await page.getByLabel('Street address').fill('12 Partition Street');
  await page.getByLabel('City').fill('Saugerties');
  await page.getByLabel('ZIP code').fill('12477');
  await page.getByLabel('Map URL').fill('https://www.google.com/maps/place/Saugerties+Green/@42.0773,-73.9529,17z');
  assert.equal(await page.getByLabel('Latitude').inputValue(), '42.0773', 'filled from the link as it was pasted');
  assert.equal(await page.getByLabel('Longitude').inputValue(), '-73.9529');
  await page.getByLabel('Latitude').fill('95');
  await page.getByRole('button', { name: 'Add Location' }).click();
  await page.getByText('Latitude must be between -90 and 90').waitFor();
  await page.getByLabel('Latitude').fill('42.0775');
  await page.getByLabel('OCM license number').fill('OCM-CAURD-22-000173');
  const carried = page.getByLabel('Products carried');
  await chooseOption(page, carried, 'Farm Logo', 'Farm Logo Tee');
  await page.getByRole('button', { name: 'Add Location' }).click();
  await expectToast(page, 'Location added');

  const [location] = (await api(context, 'GET', `/api/admin/locations?filter=${encodeURIComponent('{"q":"E2E Saugerties"}')}`)).json;
  assert.equal(location.latitude, 42.0775, 'typed in over the link');
  assert.equal(location.longitude, -73.9529);
  assert.equal(location.licenseNumber, 'OCM-CAURD-22-000173');
  const tee = (await api(context, 'GET', '/api/products/slug/farm-logo-tee')).json;
  assert.deepEqual(location.products, [tee.id]);
  assert.deepEqual(await whereToBuy(context, 'farm-logo-tee'), ['E2E Saugerties Green']);
  await assertCleanPage(page, pageErrors);
  assert.equal((await api(context, 'DELETE', `/api/admin/locations/${location.id}`)).status, 200);
});

test('the product editor picks the partners that carry it', async () => {
  const { page, context, pageErrors } = env;
  const product = (await api(context, 'GET', '/api/products/slug/valley-live-rosin')).json;
  assert.deepEqual(await whereToBuy(context, 'valley-live-rosin'), ['Capital Leaf Dispensary', 'Hudson Street Cannabis']);
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Edit Valley Live Rosin' }).click();
  await page.getByRole('heading', { name: 'Edit Item' }).waitFor();
  const partners = page.getByLabel('Where to buy: partners that carry it');
  // The chips of the partners that carry it now, each with its own remove button.
  await page.getByRole('button', { name: 'Hudson Street Cannabis' }).waitFor();
  await chooseOption(page, partners, 'Beacon', 'Beacon Flower Collective');
  await page.getByRole('button', { name: 'Beacon Flower Collective' }).waitFor();
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expectToast(page, 'Product updated');
  assert.deepEqual(await whereToBuy(context, 'valley-live-rosin'), [
    'Capital Leaf Dispensary',
    'Beacon Flower Collective',
    'Hudson Street Cannabis',
  ]);
  // The same list seen from the location.
  const [beacon] = (await api(context, 'GET', `/api/admin/locations?filter=${encodeURIComponent('{"q":"Beacon Flower"}')}`)).json;
  assert.ok(beacon.products.includes(product.id));
  await assertCleanPage(page, pageErrors);
});
