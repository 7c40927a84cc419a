// The Products screen opens on its list, as react-admin's Posters Galore does: visible
// without scrolling on a desktop and a phone, narrowed by filters kept in the address,
// changed in bulk (a bulk unpublish takes two products off the storefront; a product whose
// copy needs review is refused with its message, not skipped in silence), and a delete
// that can be undone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, setup, signIn, until } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

const cards = (page) => page.getByRole('article');
const cardNames = (page) => cards(page).evaluateAll((list) => list.map((c) => c.getAttribute('aria-label')));
const productBySlug = async (context, slug) =>
  (await api(context, 'GET', `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ slug }))}`)).json[0];

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the list comes first, without scrolling (${viewport.width}x${viewport.height})`, async () => {
    const { page, pageErrors } = env;
    await page.setViewportSize(viewport);
    await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
    const first = cards(page).first();
    await first.waitFor();
    const box = await first.boundingBox();
    assert.ok(box.y + Math.min(box.height, 120) <= viewport.height, `the first product starts at ${box.y}px`);
    assert.equal(await page.getByRole('heading', { name: 'Add New Item' }).count(), 0, 'no form until asked for');
    // Each card marks what visitors cannot buy.
    await page.getByRole('article', { name: 'Canvas Harvest Tote' }).getByText('Out of stock', { exact: true }).waitFor();
    // The storage card is one line.
    await page.getByRole('button', { name: /^Image storage: OK, checked / }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);
    await page.getByRole('button', { name: 'Add New Item' }).click();
    await page.getByRole('heading', { name: 'Add New Item' }).waitFor();
    assert.match(page.url(), /[?&]create=1/);
    await assertCleanPage(page, pageErrors);
  });
}

test('filters narrow the list, combine, and stay in the address', async () => {
  const { page } = env;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await cards(page).first().waitFor();
  assert.equal((await cardNames(page)).length, 14);
  const filters = page.getByRole('complementary', { name: 'Filters' });

  await filters.getByRole('button', { name: 'Out of stock' }).click();
  await until(async () => (await cardNames(page)).length === 2, 'two products out of stock');
  assert.deepEqual(await cardNames(page), ['Canvas Harvest Tote', 'River Stone Balm']);
  assert.equal(await filters.getByRole('button', { name: 'Out of stock' }).getAttribute('aria-pressed'), 'true');

  await filters.getByRole('button', { name: 'Swag' }).click();
  await until(async () => (await cardNames(page)).length === 1, 'one Swag product out of stock');
  assert.deepEqual(await cardNames(page), ['Canvas Harvest Tote']);
  assert.deepEqual(JSON.parse(new URL(page.url()).searchParams.get('filter')), { inStock: false, category: 'Swag' });

  // The address keeps them: a reload (or a shared link) shows the same list.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.getByRole('article', { name: 'Canvas Harvest Tote' }).waitFor();
  assert.deepEqual(await cardNames(page), ['Canvas Harvest Tote']);

  // Sorted by price, dearest first, among the featured Flower.
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await filters.getByRole('button', { name: 'Featured', exact: true }).click();
  await filters.getByRole('button', { name: 'Flower' }).click();
  await until(async () => (await cardNames(page)).length === 3, 'three featured Flower products');
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Price (high to low)' }).click();
  await until(async () => new URL(page.url()).searchParams.get('sort') === 'price', 'sorted by price');
  assert.deepEqual(JSON.parse(new URL(page.url()).searchParams.get('filter')), { featured: true, category: 'Flower' });
  await until(async () => (await cardNames(page)).length === 3, 'three featured Flower products, by price');
  const prices = await cards(page).evaluateAll((list) => list.map((c) => Number(c.textContent.match(/\$(\d+\.\d\d)/)[1])));
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => b - a),
  );
  // Searching keeps the filters.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('mimosa');
  await until(async () => (await cardNames(page)).length === 1, 'Mimosa alone');
  assert.deepEqual(JSON.parse(new URL(page.url()).searchParams.get('filter')), { featured: true, category: 'Flower', q: 'mimosa' });
});

test('a bulk unpublish hides two products from the storefront; publishing brings them back', async () => {
  const { page, browser, server } = env;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await cards(page).first().waitFor();
  await page.getByRole('checkbox', { name: 'Select Grape Gas' }).check();
  await page.getByRole('checkbox', { name: 'Select Lime Street' }).check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await bulk.getByText('2 selected').waitFor();
  await bulk.getByRole('button', { name: 'Unpublish' }).click();
  await expectToast(page, 'Products unpublished');
  await page.getByRole('article', { name: 'Grape Gas' }).getByText('Draft', { exact: true }).waitFor();
  await page.getByRole('article', { name: 'Lime Street' }).getByText('Draft', { exact: true }).waitFor();

  // A visitor no longer finds them.
  const visitor = await browser.newContext({ baseURL: server.baseURL });
  const listed = async () => (await (await visitor.request.get('/api/products')).json()).map((p) => p.slug);
  assert.ok(!(await listed()).includes('grape-gas') && !(await listed()).includes('lime-street'));
  assert.equal((await visitor.request.get('/products/grape-gas')).status(), 404);
  const storefront = await visitor.newPage();
  await storefront.goto('/products', { waitUntil: 'domcontentloaded' });
  await storefront
    .getByRole('link', { name: /Headhunter/ })
    .first()
    .waitFor();
  assert.equal(await storefront.getByRole('link', { name: /Grape Gas/ }).count(), 0);
  assert.equal(await storefront.getByRole('link', { name: /Lime Street/ }).count(), 0);

  // Filtered to drafts, the two are there to publish again.
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'Draft' }).click();
  await until(async () => (await cardNames(page)).length === 2, 'two drafts');
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await expectToast(page, 'Products published');
  await until(async () => (await listed()).includes('grape-gas') && (await listed()).includes('lime-street'), 'published again');
  await visitor.close();
});

test('a bulk publish refuses a product whose copy needs review, with its message, and publishes the others', async () => {
  const { page, context } = env;
  const [photo] = (await productBySlug(context, 'mimosa')).images;
  const draft = async (name, description) => {
    const created = await api(context, 'POST', '/api/admin/products', { name, description, price: 20, images: [photo], status: 'draft' });
    assert.equal(created.status, 201, JSON.stringify(created.json));
    return created.json;
  };
  const flagged = await draft('E2E Relief Balm', 'A soothing balm. Good for pain after a long day.');
  const clean = await draft('E2E Field Balm', 'A balm made on the farm.');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/products?filter=${encodeURIComponent(JSON.stringify({ status: 'draft' }))}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('article', { name: 'E2E Relief Balm' }).waitFor();
  await page.getByRole('checkbox', { name: 'Select E2E Relief Balm' }).check();
  await page.getByRole('checkbox', { name: 'Select E2E Field Balm' }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Publish', exact: true }).click();

  const toast = page.locator('[data-toast]').filter({ hasText: 'Failed to update product' });
  await toast.waitFor();
  assert.match(
    await toast.textContent(),
    /E2E Relief Balm: Needs the owner's review with counsel before it is public: “Relief” \(Health or therapeutic claim/,
  );
  assert.match(await toast.textContent(), /The other 1 product changed\./);
  // The refused one stays selected, a draft; the other went out.
  assert.equal(await page.getByRole('checkbox', { name: 'Select E2E Relief Balm' }).isChecked(), true);
  assert.equal((await api(context, 'GET', `/api/admin/products/${flagged.id}`)).json.status, 'draft');
  assert.equal((await api(context, 'GET', `/api/admin/products/${clean.id}`)).json.status, 'published');
  for (const p of [flagged, clean]) assert.equal((await api(context, 'DELETE', `/api/admin/products/${p.id}`)).status, 200);
});

test('a delete can be undone: the product stays', async () => {
  const { page, context, pageErrors } = env;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  const card = page.getByRole('article', { name: 'Hemp Rolling Kit' });
  await card.waitFor();
  const deletes = [];
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(r.url()));

  await card.getByRole('button', { name: 'Delete Hemp Rolling Kit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('You can restore it from Recently deleted.').waitFor();
  assert.equal(await dialog.getByText(/cannot be undone/).count(), 0);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Product deleted');
  await card.waitFor({ state: 'detached' });
  await page.locator('[data-toast]').getByRole('button', { name: 'Undo' }).click();
  await card.waitFor();

  // Past the undo window, nothing was sent and the product is still there.
  await page.locator('[data-toast]').waitFor({ state: 'detached', timeout: 15_000 });
  await page.waitForTimeout(1000);
  assert.deepEqual(deletes, []);
  const kit = await productBySlug(context, 'hemp-rolling-kit');
  assert.equal((await api(context, 'GET', `/api/admin/products/${kit.id}`)).status, 200);
  await assertCleanPage(page, pageErrors);
});
