// Pages that paint from the server (issue 15): their content is in the HTML the server
// sends, and the browser takes it over (hydrates) without a mismatch or a second fetch.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoProblems, eventually, getJson, useStorefront } from './harness.mjs';

const sf = useStorefront();

const price = (value) => `$${Number(value).toFixed(2)}`;

test('without JavaScript a product page shows its name, price and description, and the list its cards', async () => {
  const [product] = await getJson(sf.baseURL, '/api/products/with-variants');
  const page = await sf.page({ javaScriptEnabled: false });
  const res = await page.goto(`/products/${product.slug}`);
  assert.equal(res.status(), 200);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  assert.match(
    await page.getByTestId('price').textContent(),
    new RegExp(price(product.variants[0]?.price ?? product.price).replace('$', '\\$')),
  );
  await page.getByText(product.description.slice(0, 50)).first().waitFor();

  const all = await getJson(sf.baseURL, '/api/products/with-variants');
  await page.goto('/products');
  await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
  assert.equal(await page.getByTestId('result-count').textContent(), `${all.length} products`);
  for (const p of all)
    await page
      .getByRole('link', { name: new RegExp(p.name) })
      .first()
      .waitFor();

  // The contact form waits for the app: a click would post the message the browser's way.
  await page.goto('/contact');
  assert.equal(await page.getByRole('button', { name: 'Send Message' }).isDisabled(), true);
  await page.close();
});

/** Every public page, with the API answers its first screen shows: the server's HTML carries them. */
async function publicPages() {
  const [product] = await getJson(sf.baseURL, '/api/products');
  const [post] = await getJson(sf.baseURL, '/api/blog');
  // The products page comes with its first screen of the list, not the list itself (below).
  const list = ['/api/products/categories/active'];
  return {
    '/': [],
    '/products': list,
    '/products?category=flower': list,
    [`/products/${product.slug}`]: [`/api/products/slug/${product.slug}`],
    '/locations': ['/api/locations'],
    '/about': ['/api/locations'],
    '/blog': ['/api/blog'],
    [`/blog/${post.slug}`]: [`/api/blog/slug/${post.slug}`],
    '/contact': [],
    '/legal': [],
    '/no-such-page': [],
  };
}

test('hydration takes every public page over without a mismatch, an error or a refetch of its data', async () => {
  for (const [path, data] of Object.entries(await publicPages())) {
    for (const verified of [true, false]) {
      const page = await sf.page({ verified });
      const warnings = [];
      page.on('console', (m) => ['warning', 'error'].includes(m.type()) && warnings.push(m.text()));
      const apiReads = [];
      page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/') && apiReads.push(new URL(r.url()).pathname));
      const res = await page.goto(path);
      assert.equal(res.status(), path === '/no-such-page' ? 404 : 200, path);
      const html = await res.text();
      // (React puts its own preload of the page's first image ahead of the app.)
      assert.ok(/<div id="root">(<link [^>]*>)*<div id="app-shell"/.test(html), `${path} was not rendered on the server`);
      assert.ok(html.includes('<script type="application/json" id="page-data">'), `${path} came without its data`);

      // Hydrated: the page reacts (the age gate opens on top for a visitor who has not answered).
      await page.waitForLoadState('load');
      if (!verified) await page.getByRole('dialog', { name: 'Age Verification' }).waitFor();
      await page.waitForTimeout(300);
      assert.deepEqual(
        warnings.filter((w) => /hydrat|did not match|#418|#423|#425/i.test(w)),
        [],
        `${path}: hydration warnings`,
      );
      assertNoProblems(page);
      // The data came with the page: its first screen's answers are not asked for again.
      const again = apiReads.filter((p) => p === '/api/site' || data.includes(p));
      assert.deepEqual(again, [], `${path} read its data again`);
      if (path.startsWith('/products?') || path === '/products') {
        // The full list, for the search and the further screens, is read once, after hydrating.
        await eventually(() => apiReads.includes('/api/products/with-variants'));
        assert.equal(apiReads.filter((p) => p === '/api/products/with-variants').length, 1, `${path} read the full list more than once`);
      }
      await page.close();
    }
  }
});

test('a visitor who answered the age gate never sees it, and the page does not move', async () => {
  const page = await sf.page({ verified: true });
  await page.addInitScript(() => {
    window.__gateSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="age-gate"]')) window.__gateSeen = true;
    }).observe(document, { childList: true, subtree: true });
    window.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/about');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.__gateSeen), false);
  assert.ok((await page.evaluate(() => window.__shifts)) <= 0.01, 'the page shifted');
  assertNoProblems(page);
  await page.close();
});
