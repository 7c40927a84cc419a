// Issue 29 in the browser: old links never break and images are described. Staff rename a
// product's slug in the back office and its old address lands on the new page; the
// Redirects screen lists that redirect, adds one by hand (a target off the site is
// refused) and removes it; an alt text typed beside a photo describes it on the product page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, seriousViolations, setup, signIn, until } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
  // The storefront's age gate is answered: these tests look at the page behind it.
  await env.context.addInitScript(() => localStorage.setItem('age-verified', 'true'));
});
after(async () => {
  await env?.close();
});

const editProduct = async (page, name) => {
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('heading', { name: 'Edit Item' }).waitFor();
};

test('renaming a product in the back office, then opening its old address, lands on the new page', async () => {
  const { page, pageErrors } = env;
  await editProduct(page, 'Apple Fritters');
  await page.getByLabel('Slug').fill('apple-fritters-reserve');
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expectToast(page, 'Product updated');

  const response = await page.goto('/products/apple-fritters?utm_source=newsletter');
  assert.equal(response.status(), 200);
  assert.equal(new URL(page.url()).pathname, '/products/apple-fritters-reserve');
  assert.equal(new URL(page.url()).search, '?utm_source=newsletter', "the visitor's query went along");
  const redirected = response.request().redirectedFrom();
  assert.equal((await redirected.response()).status(), 301, 'the old address answered 301');
  await page.getByRole('heading', { name: 'Apple Fritters', level: 1 }).waitFor();
  await assertCleanPage(page, pageErrors);
});

test('the Redirects screen lists the rename, adds a redirect by hand and removes it', async () => {
  const { page, context, pageErrors } = env;
  await page.goto('/admin/redirects', { waitUntil: 'domcontentloaded' });
  const rename = page.getByRole('row').filter({ hasText: '/products/apple-fritters-reserve' });
  await rename.getByText('A rename').waitFor();
  await rename.getByText('/products/apple-fritters', { exact: true }).waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'axe on the Redirects screen');

  await page.getByRole('link', { name: 'Add Redirect' }).click();
  const from = page.getByRole('textbox', { name: 'Old address' });
  const to = page.getByRole('textbox', { name: 'New address' });
  await from.fill('/strains/apple');
  await to.fill('https://evil.example/apple');
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .getByText('The new address must be a path of this site, such as /products/new-name (a ?query may follow): no scheme or domain')
    .first()
    .waitFor();
  assert.equal((await api(context, 'GET', '/api/admin/redirects')).json.length, 1, 'nothing was added');

  // To the product's old address: stored as its final one.
  await to.fill('/products/apple-fritters');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, '/strains/apple now leads to /products/apple-fritters-reserve.');
  await page.getByRole('row').filter({ hasText: '/strains/apple' }).getByText('Staff').waitFor();

  const visitor = await context.newPage();
  await visitor.goto('/strains/apple');
  assert.equal(new URL(visitor.url()).pathname, '/products/apple-fritters-reserve');

  await page.getByRole('button', { name: 'Remove the redirect from /strains/apple' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Redirect removed');
  // Sent once its toast closes (it offers Undo until then).
  const redirects = async () => (await api(context, 'GET', '/api/admin/redirects')).json;
  await until(async () => !(await redirects()).some((r) => r.fromPath === '/strains/apple'), 'the redirect is removed');
  const gone = await visitor.goto('/strains/apple');
  assert.equal(gone.status(), 404, 'an address no redirect names is not found again');
  await visitor.close();
  await assertCleanPage(page, pageErrors);
});

test("an alt text typed beside a product's photo describes it on the product page", async () => {
  const { page, context } = env;
  await editProduct(page, 'Mimosa');
  await page.getByLabel('Alt text of Mimosa image 1').fill('A jar of Mimosa buds on the drying barn table');
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expectToast(page, 'Product updated');
  const [product] = (await api(context, 'GET', `/api/admin/products?filter=${encodeURIComponent('{"q":"Mimosa"}')}`)).json;
  assert.equal(product.imageAlts[product.images[0]], 'A jar of Mimosa buds on the drying barn table');

  const html = await (await context.request.get('/products/mimosa')).text();
  assert.match(html, /alt="A jar of Mimosa buds on the drying barn table(, photo 1 of \d+)?"/, 'in the server HTML');
  await page.goto('/products/mimosa');
  await page.getByRole('img', { name: /^A jar of Mimosa buds on the drying barn table/ }).waitFor();
});
