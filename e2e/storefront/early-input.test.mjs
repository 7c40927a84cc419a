// Issue 24: nothing a visitor does before the app has taken the page over is lost. Each
// test runs under Lighthouse's mobile throttling (4x CPU, slow 4G), acts the moment the
// page's heading shows, checks that the app had not hydrated yet when it did, and then
// that the effect happened and typed text is still in its box.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { staffSession } from '../lib/server.mjs';
import { holdRequests, throttleLikeLighthouse } from '../lib/browser.mjs';
import { appCode, getJson, useStorefront } from './harness.mjs';

const sf = useStorefront();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The page's first script (src/boot.ts), which starts the recorder. */
const bootCode = /\/assets\/index-[^/]*\.js$/;

/**
 * A throttled page at url, returned once its heading shows. The app's code is held back
 * until the test calls page.letTheAppIn(): whatever the machine's load, the test acts in
 * the window between the page shown and the app taking it over.
 */
async function earlyPage(url, options = phone, { holdFirstScript = false, storage = {} } = {}) {
  const page = await sf.page(options);
  await page.addInitScript((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), storage);
  page.setDefaultTimeout(30_000);
  await throttleLikeLighthouse(page);
  const releaseCode = await holdRequests(page, holdFirstScript ? [appCode, bootCode] : [appCode]);
  // The moment the app marks the page hydrated (when the replay starts), which of the
  // page's own controls the app has not taken over yet: none of its handlers on the
  // element, nor on its form, which reads an uncontrolled field or a submit button's
  // press (Preact keeps them in the element's `__e`).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      const controls = [...document.querySelectorAll('main input, main select, main textarea, main button')];
      window.__notReactsAtMark = controls.filter((el) => !(el.__e || el.form?.__e)).map((el) => el.outerHTML.slice(0, 80));
    }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
  });
  page.letTheAppIn = async () => {
    assert.equal(await page.locator('html[data-hydrated]').count(), 0, 'the test acted before the app took the page over');
    await releaseCode();
    await page.waitForHydration();
    assert.deepEqual(await page.evaluate(() => window.__notReactsAtMark), [], "the page's controls are the app's when the replay starts");
  };
  await page.gotoVisible(url);
  return page;
}

/** A tap at once, as a visitor's: no waiting for the page to settle or the control to be enabled. */
const tap = (locator) => locator.click({ force: true });

/** What the products search tests type. */
const productSearch = 'Gas';

/** Waits until the list shows what productSearch matches, and its text is still in the box. */
async function expectProductsFiltered(page, search) {
  const all = await getJson(sf.baseURL, '/api/products');
  const matching = all.filter((p) => p.name.toLowerCase().includes(productSearch.toLowerCase()));
  assert.ok(matching.length > 0 && matching.length < all.length);
  assert.equal(await search.inputValue(), productSearch, 'the typed text survives hydration');
  await page
    .getByTestId('result-count')
    .getByText(`${matching.length} ${matching.length === 1 ? 'product' : 'products'}`)
    .waitFor();
}

test('typed into the products search before hydration: kept, and the list filtered by it', async () => {
  const page = await earlyPage('/products');
  const search = page.getByRole('searchbox', { name: 'Search products by name' });
  await search.fill(productSearch);
  await page.letTheAppIn();
  await expectProductsFiltered(page, search);
  await page.close();
});

test('typed into the blog search before hydration: kept, and the posts filtered by it', async () => {
  const posts = await getJson(sf.baseURL, '/api/blog');
  const term = posts[0].title.split(' ')[0];
  const matching = posts.filter((p) => p.title.toLowerCase().includes(term.toLowerCase()));
  assert.ok(matching.length < posts.length, 'the search narrows the list');
  const page = await earlyPage('/blog');
  const search = page.getByRole('searchbox', { name: 'Search posts by title' });
  await search.fill(term);
  await page.letTheAppIn();
  assert.equal(await search.inputValue(), term);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="blog-card"]').length === n, matching.length);
  const titles = await page.getByTestId('blog-card').locator('h3').allTextContents();
  assert.deepEqual(titles.sort(), matching.map((p) => p.title).sort());
  await page.close();
});

test('a category chosen before hydration is applied', async () => {
  const all = await getJson(sf.baseURL, '/api/products/with-variants');
  const flower = all.filter((p) => [p, ...p.variants].some((v) => v.category.toLowerCase() === 'flower'));
  assert.ok(flower.length > 0 && flower.length < all.length);
  const page = await earlyPage('/products');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('flower');
  await page.letTheAppIn();
  await page.getByTestId('result-count').getByText(`${flower.length} products`).waitFor();
  assert.equal(new URL(page.url()).searchParams.get('category'), 'flower');
  assert.equal(await page.getByRole('combobox', { name: 'Category' }).inputValue(), 'flower');
  await page.close();
});

test('Menu tapped before hydration opens, and its link goes to its page', async () => {
  const page = await earlyPage('/');
  await tap(page.getByRole('button', { name: 'Open menu' }));
  await page.letTheAppIn();
  await page.getByTestId('mobile-menu').getByRole('link', { name: 'Blog' }).click();
  await page.waitForURL('**/blog');
  await page.getByRole('heading', { level: 1, name: 'Stories from the Garden' }).waitFor();
  await page.close();
});

test('a size then Add to Cart tapped before hydration: that size is in the cart', async () => {
  const page = await earlyPage('/products/farm-logo-tee');
  await tap(page.getByTestId('variant-option').filter({ hasText: /^L/ }));
  await tap(page.getByRole('button', { name: /^Add to Cart/ }));
  await page.letTheAppIn();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await drawer.getByTestId('line-size').waitFor();
  assert.equal(await drawer.getByTestId('line-size').textContent(), 'Size: L');
  assert.equal(await page.getByTestId('cart-count').textContent(), '1');
  assert.equal(new URL(page.url()).searchParams.get('variant'), 'l');
  await page.close();
});

test('Add to Cart tapped before hydration, with a cart kept from an earlier visit: both are in the cart', async () => {
  const hat = await getJson(sf.baseURL, '/api/products/slug/sun-grown-dad-hat');
  const kept = [{ product: { id: hat.id, name: hat.name, slug: hat.slug, price: Number(hat.price), images: [] }, quantity: 2 }];
  const page = await earlyPage('/products/farm-logo-tee', phone, { storage: { cart: JSON.stringify(kept) } });
  await tap(page.getByRole('button', { name: /^Add to Cart/ }));
  await page.letTheAppIn();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await drawer.getByTestId('line-size').waitFor();
  const removes = drawer.getByTestId('cart-line').getByRole('button', { name: /^Remove / });
  assert.deepEqual(await removes.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))), [
    'Remove Sun-Grown Dad Hat from cart',
    'Remove Farm Logo Tee, size S from cart',
  ]);
  assert.deepEqual(await drawer.getByTestId('line-quantity').allTextContents(), ['2', '1']);
  assert.equal(await page.getByTestId('cart-count').textContent(), '3');
  await page.close();
});

test('a gallery thumbnail tapped before hydration shows its photo', async () => {
  const products = await getJson(sf.baseURL, '/api/products/with-variants');
  // The gallery is the product's photos and its chosen size's: a product whose every size shows as many.
  const photos = (p) => new Set(p.variants.map((v) => new Set([...p.images, ...v.images]).size));
  const product = products.find((p) => photos(p).size === 1 && [...photos(p)][0] >= 2);
  assert.ok(product, 'a product with at least two photos');
  const count = [...photos(product)][0];
  const page = await earlyPage(`/products/${product.slug}`);
  const second = page.getByRole('button', { name: `Show photo 2 of ${count}` });
  await tap(second);
  await page.letTheAppIn();
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name)?.getAttribute('aria-current') === 'true',
    `Show photo 2 of ${count}`,
  );
  await page.close();
});

test("a partner's Hours tapped before hydration opens, though its card is hydrated in a task after the page's", async () => {
  const page = await earlyPage('/locations');
  const card = page.getByTestId('location-card').filter({ hasText: 'Rondout Wellness' });
  await tap(card.getByRole('button', { name: 'Hours' }));
  // letTheAppIn checks that at the mark every control of the page, the cards' too, is the app's.
  await page.letTheAppIn();
  await card.getByRole('button', { name: 'Hours', expanded: true }).waitFor();
  await card
    .getByTestId('hours-panel')
    .getByRole('rowheader', { name: /Sunday/ })
    .waitFor();
  await page.close();
});

test('the cart tapped before hydration opens', async () => {
  const page = await earlyPage('/about');
  await tap(page.getByTestId('cart-button'));
  await page.letTheAppIn();
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByText('Your cart is empty').waitFor();
  await page.close();
});

// On a slow line the page paints before its first script file has arrived and run: the
// inline contract in its head keeps what the visitor did in that moment too.
test('typed and tapped before even the first script has run: the text kept and filtered by, the cart opened', async () => {
  const page = await earlyPage('/products', phone, { holdFirstScript: true });
  const search = page.getByRole('searchbox', { name: 'Search products by name' });
  await search.pressSequentially(productSearch);
  await tap(page.getByTestId('cart-button'));
  assert.equal(await page.evaluate(() => window.__earlyEvents?.queue.length), 2, 'the typing is one entry, the tap another');
  await page.letTheAppIn();
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByText('Your cart is empty').waitFor();
  await expectProductsFiltered(page, search);
  await page.close();
});

test('the contact form filled and sent before hydration is sent once, with what was typed', async () => {
  const page = await earlyPage('/contact');
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/contact') && posts++);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Early Visitor');
  await form.getByLabel('Email').fill('early@hudson-greens.example');
  await form.getByLabel('Message').fill('Typed and sent before the page was hydrated.');
  await tap(form.getByRole('button', { name: 'Send Message' }));
  await page.letTheAppIn();
  await page.getByTestId('toast').getByText("Your message has been sent! We'll get back to you soon.").waitFor({ timeout: 20_000 });
  assert.equal(posts, 1, 'sent once, through the API');
  assert.equal(new URL(page.url()).search, '', 'nothing went into the address');
  const staff = await staffSession(sf.baseURL);
  const messages = await (await staff('/api/admin/contact-messages')).json();
  const stored = messages.find((m) => m.email === 'early@hudson-greens.example');
  assert.equal(stored?.name, 'Early Visitor');
  assert.equal(stored?.message, 'Typed and sent before the page was hydrated.');
  await page.close();
});
