// The product screen against the real server: a product with a variant and two photos,
// one rotated, edited, then deleted with its variants; the upload checks refuse bad files.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, signIn, png, setup, untilGone } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

const findProduct = async (context, q) =>
  (await api(context, 'GET', `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q }))}`)).json;

test('refuses invalid image files before uploading any', async () => {
  const { page, context } = env;
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add New Item' }).click();
  await page.getByRole('heading', { name: 'Add New Item' }).waitFor();
  const before = (await api(context, 'GET', '/api/admin/files')).json.length;
  await page.getByLabel('Upload Images').setInputFiles([
    { name: 'ok.png', mimeType: 'image/png', buffer: png(20, 10) },
    { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
  ]);
  await expectToast(page, 'File anim.gif has invalid type. Allowed types are JPEG, PNG and WebP.');
  assert.equal((await api(context, 'GET', '/api/admin/files')).json.length, before, 'nothing was uploaded');
});

test('creates a product with a variant and two images, one rotated', async () => {
  const { page, context, pageErrors } = env;
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add New Item' }).click();
  await page.getByRole('heading', { name: 'Add New Item' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill('E2E Storm King');
  assert.equal(await page.getByLabel('Slug').inputValue(), 'e2e-storm-king');
  await page.getByLabel('Price ($)').fill('41.5');
  await page.getByLabel('THC %').fill('21.4');

  await page.getByLabel('Upload Images').setInputFiles([
    { name: 'storm-1.png', mimeType: 'image/png', buffer: png(60, 30) },
    { name: 'storm-2.png', mimeType: 'image/png', buffer: png(40, 40, [120, 30, 30]) },
  ]);
  const images = page.getByRole('list', { name: 'E2E Storm King images' }).getByRole('img');
  await images.nth(1).waitFor();
  await page.getByRole('button', { name: 'Rotate E2E Storm King image 1 right' }).click();
  await page.locator('img[data-image-url*="rotate=90"]').waitFor();

  const add = page.getByRole('button', { name: 'Add Variant' });
  await page.locator('#new-variant-name').fill('Eighth');
  await page.locator('#new-variant-weight').fill('3.5g');
  assert.equal(await add.isDisabled(), true, 'add needs a price too');
  await page.locator('#new-variant-price').fill('41.50');
  await add.click();
  await page.getByRole('listitem', { name: 'Variant Eighth (3.5g)' }).getByText('New (unsaved)').waitFor();

  await page.getByRole('button', { name: 'Add Item' }).click();
  await expectToast(page, 'Product created');
  await page.getByRole('heading', { name: 'Add New Item' }).waitFor();
  assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), '', 'the form is blank again');

  const [product] = await findProduct(context, 'E2E Storm King');
  assert.equal(product.slug, 'e2e-storm-king');
  assert.equal(product.price, '41.50');
  assert.equal(product.thc, 21.4);
  assert.equal(product.cbd, null, 'an empty percentage stays unknown');
  assert.equal(product.images.length, 2);
  assert.match(product.images[0], /^\/uploads\/.+\?rotate=90$/);
  assert.doesNotMatch(product.images[1], /rotate/);
  assert.deepEqual(
    product.variants.map((v) => [v.name, v.weight, v.price, v.category]),
    [['Eighth', '3.5g', '41.50', 'Flower']],
  );

  // The rotated image really is turned: 60x30 comes back 30x60.
  const size = await page.evaluate(
    (url) =>
      new Promise((resolve) => {
        const img = new Image();
        img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
        img.src = url;
      }),
    product.images[0],
  );
  assert.deepEqual(size, [30, 60]);
  await assertCleanPage(page, pageErrors);
});

test('edits the product and its variants without changing its slug, then deletes it and its variants', async () => {
  const { page, context } = env;
  const [product] = await findProduct(context, 'E2E Storm King');
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Edit E2E Storm King' }).click();
  await page.getByRole('heading', { name: 'Edit Item' }).waitFor();
  await page.getByRole('listitem', { name: 'Variant Eighth (3.5g)' }).waitFor();
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('E2E Storm King Reserve');
  assert.equal(await page.getByLabel('Slug').inputValue(), 'e2e-storm-king', 'edit mode keeps the slug');

  // A variant's inline edit is saved at once while the product is edited.
  const variant = page.getByRole('listitem', { name: 'Variant Eighth (3.5g)' });
  await variant.getByRole('button', { name: 'Edit variant Eighth (3.5g)' }).click();
  await page.locator(`#variant-${product.variants[0].id}-price`).fill('44');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Variant updated');
  assert.equal((await api(context, 'GET', `/api/admin/products/${product.id}/variants`)).json[0].price, '44.00');

  // Per-variant photos are saved at once too.
  await variant.getByLabel('Add images to Eighth').setInputFiles({ name: 'eighth.png', mimeType: 'image/png', buffer: png(30, 30) });
  await expectToast(page, 'Images uploaded');
  assert.equal((await api(context, 'GET', `/api/admin/products/${product.id}/variants`)).json[0].images.length, 1);

  // Additions and removals wait for 'Save Variant Changes'.
  await page.locator('#new-variant-name').fill('Ounce');
  await page.locator('#new-variant-weight').fill('1 oz');
  await page.locator('#new-variant-price').fill('280');
  await page.getByRole('button', { name: 'Add Variant' }).click();
  await page.getByRole('button', { name: 'Remove variant Eighth (3.5g)', exact: true }).click();
  await variant.getByText('Will be removed when you save variant changes').waitFor();
  assert.equal((await api(context, 'GET', `/api/admin/products/${product.id}/variants`)).json.length, 1, 'nothing saved yet');
  await page.getByRole('button', { name: 'Save Variant Changes' }).click();
  await expectToast(page, 'Variant changes saved');
  const variants = (await api(context, 'GET', `/api/admin/products/${product.id}/variants`)).json;
  assert.deepEqual(
    variants.map((v) => [v.name, v.weight, v.price]),
    [['Ounce', '1 oz', '280.00']],
  );

  await page.getByRole('button', { name: 'Update Item' }).click();
  await expectToast(page, 'Product updated');
  await page.getByRole('heading', { name: 'Edit Item' }).waitFor({ state: 'detached' });
  const updated = (await api(context, 'GET', `/api/admin/products/${product.id}`)).json;
  assert.equal(updated.name, 'E2E Storm King Reserve');
  assert.equal(updated.slug, 'e2e-storm-king');

  await page.getByRole('button', { name: 'Delete E2E Storm King Reserve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Product deleted');
  await untilGone(context, `/api/admin/products/${product.id}`);
  assert.equal((await api(context, 'GET', `/api/admin/products/${product.id}/variants`)).status, 404);
  const leftover = await api(
    context,
    'GET',
    `/api/collections/product_variants/records?filter=${encodeURIComponent(`productId='${product.id}'`)}`,
  );
  assert.equal(leftover.status, 200);
  assert.equal(leftover.json.totalItems, 0, 'the variants went with the product');
});

test("a product's search title and description: counted against what search results show, then used by its page", async () => {
  const { page, context } = env;
  const [demo] = (await api(context, 'GET', '/api/products')).json;
  const created = await api(context, 'POST', '/api/admin/products', {
    name: 'E2E Search Override',
    description: 'A strain for the search test.',
    price: 30,
    images: [demo.images[0]],
  });
  assert.equal(created.status, 201);
  const product = created.json;
  assert.equal(product.metaTitle, null, 'no override until staff set one');
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Edit E2E Search Override' }).click();
  await page.getByRole('heading', { name: 'Edit Item' }).waitFor();
  await page.getByText('Empty: search results show the name').waitFor();

  const title = 'Search Override, sun-grown in the Hudson Valley';
  await page.getByLabel('Search title').fill(title);
  await page.getByText(`${title.length} / 60 characters`, { exact: true }).waitFor();
  const description = page.getByLabel('Search description');
  await description.fill('x'.repeat(160));
  await page.getByText('160 / 155 characters: search results may cut it short').waitFor();
  await description.fill('Sun-grown in the Hudson Valley, tested for the search.');
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expectToast(page, 'Product updated');

  const saved = (await api(context, 'GET', `/api/admin/products/${product.id}`)).json;
  assert.equal(saved.metaTitle, title);
  const meta = (await api(context, 'GET', `/api/page-meta?path=/products/${product.slug}`)).json;
  assert.equal(meta.title, title);
  assert.equal(meta.description, 'Sun-grown in the Hudson Valley, tested for the search.');
  assert.equal((await api(context, 'DELETE', `/api/admin/products/${product.id}`)).status, 200);
});

test("merchandise sizes: a Swag product's variant is a size chosen from the list, with no weight", async () => {
  const { page, context, pageErrors } = env;
  const [tee] = await findProduct(context, 'Farm Logo Tee');
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Edit Farm Logo Tee' }).click();
  await page.getByRole('heading', { name: 'Edit Item' }).waitFor();
  const current = page.getByRole('list', { name: 'Current variants' });
  await current.getByRole('listitem', { name: 'Variant 2XL' }).getByText('Out of stock').waitFor();
  assert.deepEqual(
    await current.getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label'))),
    ['Variant S', 'Variant M', 'Variant L', 'Variant XL', 'Variant 2XL'],
    'sizes smallest first',
  );
  assert.equal(await page.locator('#new-variant-weight').count(), 0, 'a size has no weight');

  const add = page.getByRole('button', { name: 'Add Variant' });
  await page.locator('#new-variant-price').fill('33');
  assert.equal(await add.isDisabled(), true, 'add needs a size');
  await page.getByRole('group', { name: 'Add a variant' }).getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: '3XL' }).click();
  await add.click();
  await current.getByRole('listitem', { name: 'Variant 3XL' }).getByText('New (unsaved)').waitFor();
  await page.getByRole('button', { name: 'Save Variant Changes' }).click();
  await expectToast(page, 'Variant changes saved');
  const variants = (await api(context, 'GET', `/api/admin/products/${tee.id}/variants`)).json;
  assert.deepEqual(variants.map((v) => [v.name, v.weight, v.category, v.price]).at(-1), ['3XL', '', 'Swag', '33.00']);
  await assertCleanPage(page, pageErrors);
  const added = variants.find((v) => v.name === '3XL');
  assert.equal((await api(context, 'DELETE', `/api/admin/products/${tee.id}/variants/${added.id}`)).status, 200);
});

test('validation messages from the spec show on the fields', async () => {
  const { page } = env;
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add New Item' }).click();
  await page.getByRole('heading', { name: 'Add New Item' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill('No Photos');
  await page.getByLabel('Price ($)').fill('1.234');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByText('Price must have at most 2 decimal places', { exact: true }).waitFor();
  await page.getByText('At least one image is required', { exact: true }).waitFor();
});

test('the storage card checks storage and verifies images on demand', async () => {
  const { page } = env;
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  const card = page.getByRole('region', { name: 'Image storage' });
  // One line until it is opened.
  await card.getByRole('button', { name: /^Image storage: OK, checked / }).click();
  await card.getByRole('definition').filter({ hasText: 'Local disk' }).waitFor();
  await card.getByRole('button', { name: 'Verify Storage Configuration' }).click();
  await expectToast(page, 'Storage configuration verified');
  await card.getByRole('button', { name: 'Verify & Recover Images' }).click();
  await expectToast(page, 'Images verified');
  await card.getByText(/^Total images: [1-9]\d*$/).waitFor();
  await card.getByText('Missing: 0').waitFor();
});
