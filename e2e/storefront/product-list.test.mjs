// The products page lists a screen of cards at a time (24), server-rendered, with
// 'Show more products' for the rest. Its own server: it adds products to the demo's 14.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { staffSession } from '../lib/server.mjs';
import { assertNoProblems, eventually, getJson, useStorefront } from './harness.mjs';

const sf = useStorefront();

async function addProducts() {
  const staff = await staffSession(sf.baseURL);
  const [{ images }] = await getJson(sf.baseURL, '/api/products/with-variants');
  for (let i = 1; i <= 16; i++) {
    const res = await staff('/api/admin/products', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: sf.baseURL },
      body: JSON.stringify({ name: `List Strain ${i}`, slug: `list-strain-${i}`, category: 'Flower', price: 30, images }),
    });
    assert.equal(res.status, 201, await res.text());
  }
}

test('the list shows 24 cards from the server, then 24 more a click, focus on the first added card', async () => {
  await addProducts();
  const all = await getJson(sf.baseURL, '/api/products/with-variants');
  assert.equal(all.length, 30);

  const html = await (await fetch(`${sf.baseURL}/products`)).text();
  assert.equal(html.match(/data-testid="product-card"/g)?.length, 24);
  assert.match(html, /Showing 24 of 30 products/);
  // The page carries the data of the cards it shows, not the whole list.
  const state = JSON.parse(html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)[1]);
  const keys = state.queries.map((q) => q.queryKey.join('/'));
  assert.ok(!keys.includes('products/with-variants'), keys.join(', '));
  const head = state.queries.find((q) => q.queryKey.join('/') === 'products/list-head///name').state.data;
  assert.equal(head.total, 30);
  assert.deepEqual(
    head.products.map((p) => p.slug),
    all.slice(0, 24).map((p) => p.slug),
  );

  const page = await sf.page();
  await page.goto('/products');
  const cards = page.getByTestId('product-card');
  await eventually(async () => (await cards.count()) === 24);
  assert.equal(await page.getByTestId('result-count').textContent(), '30 products');
  const more = page.getByRole('button', { name: 'Show more products' });
  // Where focus is the moment the added cards are in the page (the button that had it is gone then).
  await page.evaluate(() => {
    const cardsNow = () => document.querySelectorAll('[data-testid="product-card"]');
    window.focusWhenAdded = new Promise((resolve) =>
      new MutationObserver((_, observer) => {
        if (cardsNow().length < 30) return;
        observer.disconnect();
        resolve(document.activeElement?.closest('[data-testid="product-card"]') === cardsNow()[24] || document.activeElement?.outerHTML);
      }).observe(document.querySelector('main'), { childList: true, subtree: true }),
    );
  });
  await more.focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => window.focusWhenAdded), true, 'focus is on the first added card as it appears');
  assert.equal(await cards.count(), 30);
  assert.equal(await more.count(), 0);

  // A search starts again at one screen; a narrower one needs no button.
  const search = page.getByPlaceholder('Search by name...');
  await search.fill('List Strain');
  await eventually(async () => (await cards.count()) === 16);
  assert.equal(await more.count(), 0);
  await search.fill('');
  await eventually(async () => (await cards.count()) === 24);
  await page.getByText('Showing 24 of 30 products').waitFor();
  assertNoProblems(page);
  await page.close();
});
