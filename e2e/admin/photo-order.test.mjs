// Photos in order (issue 37): in the product editor a photo is moved by dragging it and by
// its keyboard buttons, and made the main one; each move is saved at once, the alt texts
// follow their photos, and the storefront's card, product page, Open Graph image and
// JSON-LD show the new order. At desktop width and on a 390x844 phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { axeCheck } from '../lib/axe.mjs';
import { api, assertCleanPage, png, setup, signIn } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

const SLUG = 'apple-fritters';

/** Uploads a generated photo through the staff upload route; its stored address. */
async function uploadPhoto(context, name, colour) {
  const response = await context.request.post('/api/admin/upload', {
    multipart: { image: { name, mimeType: 'image/png', buffer: png(64, 48, colour) } },
  });
  assert.equal(response.status(), 201, await response.text());
  return (await response.json()).url;
}

const nameOf = (url) => url.replace(/^\/uploads\//, '').replace(/\?.*$/, '');

/** The first image address after marker in html (a server-rendered page). */
function firstImageAfter(html, marker) {
  const at = html.indexOf(marker);
  assert.ok(at >= 0, `the page holds ${marker}`);
  const img = /<img[^>]*\ssrc="([^"]+)"/.exec(html.slice(at));
  assert.ok(img, `an image after ${marker}`);
  return img[1];
}

/** What the storefront shows first for the product: its page's gallery, its link preview, its JSON-LD and its card. */
async function storefrontFirstPhotos(context) {
  const page = await (await context.request.get(`/products/${SLUG}`)).text();
  const ogImage = /<meta[^>]*\sproperty="og:image"\s[^>]*content="([^"]+)"/.exec(page)?.[1];
  const ld = [...page.matchAll(/<script[^>]*type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]))
    .flatMap((d) => d['@graph'] ?? [d])
    .find((d) => d['@type'] === 'Product');
  const ldImage = [ld?.image].flat()[0];
  const list = await (await context.request.get('/products')).text();
  const card = list.split('data-testid="product-card"').find((block) => block.includes('Apple Fritters'));
  assert.ok(card, 'the products page shows the card');
  return {
    gallery: firstImageAfter(page, 'data-testid="gallery-main"'),
    ogImage,
    ldImage: typeof ldImage === 'string' ? ldImage : (ldImage?.contentUrl ?? ldImage?.url),
    card: firstImageAfter(card, '<div'),
  };
}

async function expectStorefrontMain(context, url) {
  const shown = await storefrontFirstPhotos(context);
  for (const [where, src] of Object.entries(shown)) {
    assert.ok(src?.includes(nameOf(url)), `the ${where} shows ${nameOf(url)} first, not ${src}`);
  }
}

const imagesOf = async (context, id) => (await api(context, 'GET', `/api/admin/products/${id}`)).json;

test('photos moved by dragging and by keyboard are saved and shown in that order on the storefront', async () => {
  const { page, context, pageErrors } = env;
  const [product] = (await api(context, 'GET', `/api/admin/products?filter=${encodeURIComponent('{"q":"Apple Fritters"}')}`)).json;
  const third = await uploadPhoto(context, 'fritters-third.png', [200, 40, 40]);
  const [first, second] = product.images;
  const alts = { [third]: 'A jar of Apple Fritters on the drying rack' };
  const saved = await api(context, 'PATCH', `/api/admin/products/${product.id}`, { images: [first, second, third], imageAlts: alts });
  assert.equal(saved.status, 200);

  await page.goto(`/admin/products?edit=${product.id}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Edit Item' }).waitFor();
  const strip = page.getByRole('list', { name: 'Apple Fritters images' });
  const photo = (n) => strip.getByRole('listitem').nth(n);
  await photo(2).getByRole('img').waitFor();

  // Drag the third photo onto the first's place: it is the main image now.
  await photo(2).getByRole('img').dragTo(photo(0));
  await page.getByRole('status').filter({ hasText: 'Apple Fritters image 3 is now the main image.' }).waitFor();
  await photo(0).getByText('Main image').waitFor();
  await expectSaved(context, product.id, [third, first, second]);
  assert.equal(
    await photo(0)
      .getByRole('textbox', { name: /^Alt text of/ })
      .inputValue(),
    alts[third],
    'its alt text went with it',
  );
  await expectStorefrontMain(context, third);

  // By keyboard: Move later on the main photo, then Make main on the last one.
  const later = photo(0).getByRole('button', { name: 'Move later: Apple Fritters image 1' });
  await later.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Apple Fritters image 1 moved to position 2 of 3.' }).waitFor();
  await expectSaved(context, product.id, [first, third, second]);
  // The focus stays on the moved photo's button, in its new place.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Move later: Apple Fritters image 2');
  await photo(2).getByRole('button', { name: 'Make main image: Apple Fritters image 3' }).press('Enter');
  await expectSaved(context, product.id, [second, first, third]);
  const after = await imagesOf(context, product.id);
  assert.deepEqual(after.imageAlts, alts, 'the alt texts stay with their photos');
  await expectStorefrontMain(context, second);

  const { violations } = await axeCheck(page).include('fieldset').withTags(['wcag2a', 'wcag2aa']).analyze();
  assert.deepEqual(
    violations.map((v) => v.id),
    [],
    "axe on the editor's photos",
  );
  await assertCleanPage(page, pageErrors);
});

test('on a phone the photos are put in order with their buttons', async () => {
  const { browser, server } = env;
  const phone = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await signIn(phone);
  try {
    const [product] = (await api(phone, 'GET', `/api/admin/products?filter=${encodeURIComponent('{"q":"Headhunter"}')}`)).json;
    const [first, second] = product.images;
    const page = await phone.newPage();
    await page.goto(`/admin/products?edit=${product.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Edit Item' }).waitFor();
    const strip = page.getByRole('list', { name: 'Headhunter images' });
    await strip.getByRole('button', { name: 'Make main image: Headhunter image 2' }).tap();
    await expectSaved(phone, product.id, [second, first]);
    await strip.getByRole('listitem').first().getByText('Main image').waitFor();
    const { violations } = await axeCheck(page).include('fieldset').withTags(['wcag2a', 'wcag2aa']).analyze();
    assert.deepEqual(
      violations.map((v) => v.id),
      [],
      "axe on the editor's photos, on a phone",
    );
    const page2 = await storefrontFirstPhotosOf(phone, 'headhunter');
    assert.ok(page2.includes(nameOf(second)), `the product page shows ${nameOf(second)} first`);
  } finally {
    await phone.close();
  }
});

async function storefrontFirstPhotosOf(context, slug) {
  const html = await (await context.request.get(`/products/${slug}`)).text();
  return firstImageAfter(html, 'data-testid="gallery-main"');
}

/** Waits until the server holds images in that order (each move is saved as it is made). */
async function expectSaved(context, id, images) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const saved = (await imagesOf(context, id)).images;
    if (JSON.stringify(saved) === JSON.stringify(images)) return;
    if (Date.now() > deadline) assert.deepEqual(saved, images, 'the order saved');
    await new Promise((r) => setTimeout(r, 100));
  }
}
