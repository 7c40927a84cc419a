// Pages that paint from the server (issue 15): their content is in the HTML the server
// sends, and the browser takes it over (hydrates) without a mismatch or a second fetch.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMPILE_HINT } from '@farmsite/vite-plugins';
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

  // Sent where no script runs, the contact form posts: a message never goes into the address.
  await page.goto('/contact');
  assert.equal(await page.getByRole('form', { name: 'Contact form' }).getAttribute('method'), 'post');
  await page.close();
});

/** Every public page, with the API answers its first screen shows: the server's HTML carries them. */
async function publicPages() {
  const [product] = await getJson(sf.baseURL, '/api/products');
  const [post] = await getJson(sf.baseURL, '/api/blog');
  // The products page comes with its first screen of the list, not the list itself (below).
  const list = ['/api/products/categories/active'];
  return {
    '/': ['/api/products/featured'],
    '/products': list,
    '/products?category=flower': list,
    // A search and an order in the address (issue 40): the search's page is built for its request alone.
    '/products?q=apple&sort=price': list,
    '/products?sort=thc': list,
    [`/products/${product.slug}`]: [`/api/products/slug/${product.slug}`],
    '/locations': ['/api/locations', '/api/locations/products'],
    '/locations?product=valley-live-rosin': ['/api/locations', '/api/locations/products'],
    '/about': ['/api/locations'],
    '/blog': ['/api/blog'],
    [`/blog/${post.slug}`]: [`/api/blog/slug/${post.slug}`],
    '/contact': [],
    '/legal': [],
    '/no-such-page': [],
    // Addresses of the routes of a product and a post, with no such product or post: the
    // page's not-found state, the same on the server and while hydrating.
    '/products/no-such-product': [],
    '/blog/no-such-post': [],
  };
}

/** The addresses answered with 404, and the heading their page shows (the spec's). */
const notFound = new Map([
  ['/no-such-page', '404 Page Not Found'],
  ['/products/no-such-product', 'Item Not Found'],
  ['/blog/no-such-post', 'Blog Post Not Found'],
]);

/**
 * In the page, once parsed: every element hydration adds to or removes from #root, and
 * whether #root's text changed, until <html data-hydrated> (marked as hydration commits).
 * Text nodes may be split: the server writes adjacent texts ("3.5g · " "$45.00") as one.
 */
function recordChangesUntilHydrated() {
  const changes = (window.__changedBeforeHydrated = []);
  const describe = (node) => `<${node.localName}${node.id ? `#${node.id}` : ''}>`;
  let root, text;
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') {
        if (root.textContent !== text) changes.push('the text changed');
        return observer.disconnect();
      }
      if (!root.contains(r.target)) continue;
      for (const n of r.addedNodes) if (n.nodeType !== Node.TEXT_NODE) changes.push(`added ${describe(n)} in ${describe(r.target)}`);
      for (const n of r.removedNodes) if (n.nodeType !== Node.TEXT_NODE) changes.push(`removed ${describe(n)} from ${describe(r.target)}`);
    }
  });
  document.addEventListener('DOMContentLoaded', () => {
    root = document.getElementById('root');
    text = root.textContent;
    observer.observe(document, { childList: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
}

test('hydration takes every public page over without a mismatch, an error or a refetch of its data', async () => {
  for (const [path, data] of Object.entries(await publicPages())) {
    for (const verified of [true, false]) {
      const page = await sf.page({ verified });
      await page.addInitScript(recordChangesUntilHydrated);
      const warnings = [];
      page.on('console', (m) => ['warning', 'error'].includes(m.type()) && warnings.push(m.text()));
      const apiReads = [];
      page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/') && apiReads.push(new URL(r.url()).pathname));
      const res = await page.goto(path);
      assert.equal(res.status(), notFound.has(path) ? 404 : 200, path);
      const html = await res.text();
      assert.ok(/<div id="root"( data-not-found)?><div id="app-shell"/.test(html), `${path} was not rendered on the server`);
      if (notFound.has(path)) await page.getByRole('heading', { level: 1, name: notFound.get(path) }).waitFor();
      assert.ok(html.includes('<script type="application/json" id="page-data">'), `${path} came without its data`);

      // Hydrated (page.goto waits for <html data-hydrated>, marked after React has reported
      // any mismatch): the page reacts (the age gate opens on top for a visitor who has not answered).
      await page.waitForLoadState('load');
      if (!verified) await page.getByRole('dialog', { name: 'Age Verification' }).waitFor();
      assert.deepEqual(
        warnings.filter((w) => /react|hydrat|did not match|#4\d\d/i.test(w)),
        [],
        `${path}: React errors or warnings`,
      );
      // Taken over as it came: an element replaced, added or removed, or a text changed, by
      // hydration is a mismatch (which Preact mends without a word).
      assert.deepEqual(await page.evaluate(() => window.__changedBeforeHydrated), [], `${path}: hydration changed the server's HTML`);
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

/** The rendered page in the server's HTML: #root, before the data it came with. */
async function serverRoot(path) {
  const html = await (await fetch(sf.baseURL + path)).text();
  return html.slice(html.indexOf('<div id="root"'), html.indexOf('id="page-data"'));
}

/** HTML's text with its character references read, whichever characters the renderer escaped. */
const references = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const textOf = (html) =>
  html.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (ref, hex, dec, name) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (references[name] ?? ref),
  );

test("the home page's HTML has every section: the featured products, the newest post, Our Commitment, Popular Strains", async () => {
  const featured = await getJson(sf.baseURL, '/api/products/featured');
  const [newest] = await getJson(sf.baseURL, '/api/blog');
  const products = await getJson(sf.baseURL, '/api/products');
  assert.ok(featured.length > 0);
  const root = await serverRoot('/');
  for (const p of featured.slice(0, 4)) {
    assert.ok(root.includes(`href="/products/${p.slug}"`) && textOf(root).includes(p.name), `featured ${p.name}`);
  }
  assert.ok(root.includes(`href="/blog/${newest.slug}"`) && textOf(root).includes(newest.title), 'the newest post');
  assert.ok(root.includes('Our Commitment'));
  const popular = products.filter((p) => !p.featured && !['swag', 'accessories'].includes(p.category.toLowerCase())).slice(0, 5);
  assert.ok(root.includes('Popular Strains') && popular.length > 0);
  for (const p of popular) assert.ok(root.includes(`href="/products/${p.slug}"`), `popular ${p.name}`);
});

test("the blog's HTML links every post", async () => {
  const posts = await getJson(sf.baseURL, '/api/blog');
  const root = await serverRoot('/blog');
  for (const p of posts) assert.ok(root.includes(`href="/blog/${p.slug}"`), p.slug);
});

test("the scripts a first page runs start with V8's compile hint; a dialog's, loaded later, does not", async () => {
  const text = async (path) => (await fetch(sf.baseURL + path)).text();
  const firstLine = async (path) => (await text(path)).split('\n', 1)[0];
  let app;
  for (const path of Object.keys(await publicPages())) {
    const html = await text(path);
    const entry = html.match(/<script type="module"[^>]* src="([^"]+)"/)?.[1];
    const pageModules = html.match(/name="page-modules" content="([^"]*)"/)?.[1].split(' ') ?? [];
    assert.ok(entry && pageModules.length > 0, `${path}: no entry script or page modules`);
    // The app's chunk is the one the entry asks for once the page has painted (src/boot.ts).
    const appChunk = (await text(entry)).match(/app-[\w-]+\.js/)?.[0];
    assert.ok(appChunk, `${path}: the entry names no app chunk`);
    app = `/assets/${appChunk}`;
    for (const script of [entry, app, ...pageModules]) assert.equal(await firstLine(script), COMPILE_HINT, `${path}: ${script}`);
  }
  const cartDrawer = (await text(app)).match(/CartDrawer-[\w-]+\.js/)?.[0];
  assert.ok(cartDrawer, 'the app names no cart drawer chunk');
  assert.notEqual(await firstLine(`/assets/${cartDrawer}`), COMPILE_HINT);
});
