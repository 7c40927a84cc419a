// Effects and terpenes in the product form: chips added, refused twice, reordered and
// removed, saved in that order and shown so on the product page's data.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, signIn, setup } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

test('effects and terpenes are chips: add, refuse a repeat, reorder, remove', async () => {
  const { page, context, pageErrors } = env;
  const product = (await api(context, 'GET', '/api/products/slug/grape-gas')).json;
  await page.goto(`/admin/products?edit=${product.id}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Edit Item' }).waitFor();
  const effects = page.getByRole('list', { name: 'Effects' });
  await effects.getByRole('listitem').filter({ hasText: 'Calm' }).waitFor();
  assert.deepEqual(await effects.getByRole('listitem').allTextContents(), ['Calm', 'Creative']);

  const newEffect = page.getByRole('textbox', { name: 'Add effect' });
  await newEffect.fill('Sleepy');
  await newEffect.press('Enter');
  await newEffect.fill('calm');
  await page.getByRole('button', { name: 'Add effect' }).click();
  await page.getByText('Effect "calm" is listed twice').waitFor();
  await newEffect.fill('');
  await page.getByRole('button', { name: 'Move Sleepy earlier' }).click();
  await page.getByRole('button', { name: 'Move Sleepy earlier' }).click();
  await page.getByRole('button', { name: 'Remove Creative' }).click();
  assert.deepEqual(await effects.getByRole('listitem').allTextContents(), ['Sleepy', 'Calm']);

  const newTerpene = page.getByRole('textbox', { name: 'Add terpene' });
  await newTerpene.fill('Linalool');
  await page.getByRole('button', { name: 'Add terpene' }).click();
  await page.getByRole('button', { name: 'Move Pinene later' }).click();

  await page.getByRole('button', { name: 'Update Item' }).click();
  await expectToast(page, 'Product updated');
  const saved = (await api(context, 'GET', `/api/products/slug/grape-gas`)).json;
  assert.deepEqual(saved.effects, ['Sleepy', 'Calm']);
  assert.deepEqual(saved.terpenes, ['Myrcene', 'Linalool', 'Pinene']);
  await assertCleanPage(page, pageErrors);
});
