// Issue 29, Where to buy: a product's page lists the partners that carry it (in the
// server's HTML), "Near me" sorts them by distance in the browser once the visitor lets it
// know where they are, and the locations page filters by product and sorts the same way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeCheck } from '../lib/axe.mjs';
import { finiteAnimationsEnded } from '../lib/animations.mjs';
import { holdRequests } from '../lib/browser.mjs';
import { appCode, assertNoProblems, getJson, useStorefront } from './harness.mjs';

const sf = useStorefront();

/** A visitor in Brooklyn: the nearest partners are the city's, not the featured ones listed first. */
const BROOKLYN = { latitude: 40.6782, longitude: -73.9442 };

/** Great-circle miles, as the page works them out (storefront/src/lib/distance.ts). */
function miles(a, b) {
  const rad = (d) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.7613 * Math.asin(Math.sqrt(h));
}

const byDistanceFrom = (from, partners) => [...partners].sort((a, b) => miles(from, a) - miles(from, b));

const names = (cards) => cards.locator('h3, h2').allTextContents();

/** A page whose browser shares BROOKLYN when asked (the visitor allowed it). */
const locatedPage = () => sf.page({ permissions: ['geolocation'], geolocation: BROOKLYN });

/**
 * Every request the page makes, to show the position never leaves the browser: none
 * carries the visitor's coordinates.
 */
function recordRequests(page) {
  const seen = [];
  page.on('request', (r) => seen.push(`${r.url()} ${r.postData() ?? ''}`));
  return () => seen.filter((s) => s.includes(String(BROOKLYN.latitude)) || s.includes(String(BROOKLYN.longitude)));
}

test("a product's Where to buy lists its partners, in the server's HTML and in the app", async () => {
  const product = await getJson(sf.baseURL, '/api/products/slug/valley-live-rosin');
  const partners = product.whereToBuy;
  assert.deepEqual(
    partners.map((p) => p.name),
    ['Capital Leaf Dispensary', 'Hudson Street Cannabis'],
  );

  for (const javaScriptEnabled of [false, true]) {
    const page = await sf.page({ javaScriptEnabled });
    await page.goto('/products/valley-live-rosin');
    const section = page.getByRole('region', { name: 'Where to buy' });
    const cards = section.getByTestId('partner');
    assert.deepEqual(
      await names(cards),
      partners.map((p) => p.name),
      `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`,
    );
    for (const [i, partner] of partners.entries()) {
      const card = cards.nth(i);
      await card.getByText(`${partner.city}, ${partner.state} ${partner.zip}`).waitFor();
      assert.equal(
        await card.getByRole('link', { name: partner.phone }).getAttribute('href'),
        `tel:${partner.phone.replace(/[^\d+]/g, '')}`,
      );
      const directions = card.getByRole('link', { name: `Directions to ${partner.name} (opens in a new tab)` });
      assert.equal(await directions.getAttribute('href'), partner.mapUrl);
    }
    // A real button, there before any script runs.
    assert.equal(await section.getByRole('button', { name: 'Near me' }).count(), 1);
    if (javaScriptEnabled) assertNoProblems(page);
    await page.close();
  }
});

test('"Near me" orders the partners by distance, shows miles, and the position goes nowhere', async () => {
  const { whereToBuy: partners } = await getJson(sf.baseURL, '/api/products/slug/headhunter');
  const nearest = byDistanceFrom(BROOKLYN, partners);
  assert.notDeepEqual(
    nearest.map((p) => p.name),
    partners.map((p) => p.name),
    'the position makes the order differ from the listed one',
  );

  const page = await locatedPage();
  const leaks = recordRequests(page);
  await page.goto('/products/headhunter');
  const section = page.getByRole('region', { name: 'Where to buy' });
  const cards = section.getByTestId('partner');
  assert.deepEqual(
    await names(cards),
    partners.map((p) => p.name),
    'listed featured first until asked',
  );
  assert.equal(await section.getByTestId('distance').count(), 0);

  await section.getByRole('button', { name: 'Near me' }).click();
  await section.getByRole('status').getByText('Nearest first. Your position stays in this browser.').waitFor();
  assert.deepEqual(
    await names(cards),
    nearest.map((p) => p.name),
  );
  const shown = await section.getByTestId('distance').allTextContents();
  assert.equal(shown.length, partners.length);
  const first = miles(BROOKLYN, nearest[0]);
  assert.equal(shown[0], `${first.toFixed(1)} mi away`);
  assert.match(shown.at(-1), /^\d+ mi away$/);
  assert.deepEqual(leaks(), [], 'a request carried the position');
  assertNoProblems(page);
  await page.close();
});

/** A page whose browser answers a request for the position with the given error code. */
async function pageWhoseGeolocationFails(code) {
  const page = await sf.page();
  await page.addInitScript((errorCode) => {
    const geolocation = {
      getCurrentPosition: (_ok, fail) =>
        setTimeout(() => fail({ code: errorCode, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' }), 0),
    };
    Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => geolocation, configurable: true });
  }, code);
  return page;
}

test('"Near me" refused or with no position found: a clear message, and the list keeps its order', async () => {
  const { whereToBuy: partners } = await getJson(sf.baseURL, '/api/products/slug/headhunter');
  for (const [code, message] of [
    [1, 'Location access was refused, so the list keeps its order.'],
    [2, 'Your position could not be found just now, so the list keeps its order.'],
    [3, 'Your position could not be found just now, so the list keeps its order.'],
  ]) {
    const page = await pageWhoseGeolocationFails(code);
    await page.goto('/products/headhunter');
    const section = page.getByRole('region', { name: 'Where to buy' });
    await section.getByRole('button', { name: 'Near me' }).click();
    await section.getByRole('status').getByText(message).waitFor();
    assert.deepEqual(
      await names(section.getByTestId('partner')),
      partners.map((p) => p.name),
    );
    assertNoProblems(page);
    await page.close();
  }
});

test('a tap on "Near me" before the app has taken the page over is not lost', async () => {
  const { whereToBuy: partners } = await getJson(sf.baseURL, '/api/products/slug/headhunter');
  const page = await locatedPage();
  // As early-input's tests: the app comes in on a machine that may be running other suites.
  page.setDefaultTimeout(30_000);
  const releaseCode = await holdRequests(page, [appCode]);
  await page.gotoVisible('/products/headhunter');
  const section = page.getByRole('region', { name: 'Where to buy' });
  await section.getByRole('button', { name: 'Near me' }).click({ force: true });
  assert.equal(await page.locator('html[data-hydrated]').count(), 0, 'the tap came before hydration');
  await releaseCode();
  await section.getByRole('status').getByText('Nearest first. Your position stays in this browser.').waitFor();
  assert.deepEqual(
    await names(section.getByTestId('partner')),
    byDistanceFrom(BROOKLYN, partners).map((p) => p.name),
  );
  await page.close();
});

test('the locations page filters by product (in the address) and sorts nearest first', async () => {
  const locations = await getJson(sf.baseURL, '/api/locations');
  const rosin = ['Capital Leaf Dispensary', 'Hudson Street Cannabis'];
  const page = await locatedPage();
  const leaks = recordRequests(page);
  await page.goto('/locations');
  const cards = page.getByTestId('location-card');
  assert.deepEqual(
    await names(cards),
    locations.map((l) => l.name),
  );

  const filter = page.getByLabel('Filter by product');
  await filter.selectOption({ label: 'Valley Live Rosin' });
  await page.waitForURL('**/locations?product=valley-live-rosin');
  await page.getByTestId('partner-count').getByText('2 partners carry Valley Live Rosin').waitFor();
  assert.deepEqual(await names(cards), rosin);

  await page.getByRole('button', { name: 'Near me' }).click();
  await page.getByTestId('near-me-status').getByText('Nearest first. Your position stays in this browser.').waitFor();
  assert.deepEqual(await names(cards), [...rosin].reverse(), 'Hudson Street, in Manhattan, is nearer Brooklyn than Albany');
  assert.match(await cards.first().getByTestId('distance').textContent(), /^\d+\.\d mi away$/);

  // Back to every partner, still nearest first.
  await filter.selectOption({ label: 'All products' });
  await page.waitForURL((url) => url.pathname === '/locations' && url.search === '');
  await page.getByTestId('partner-count').getByText(`${locations.length} partners`, { exact: true }).waitFor();
  assert.deepEqual(
    await names(cards),
    byDistanceFrom(BROOKLYN, locations).map((l) => l.name),
  );
  assert.deepEqual(leaks(), [], 'a request carried the position');
  assertNoProblems(page);
  await page.close();

  // The filter in an address: the server renders it; a slug that is no product shows every partner.
  const noScript = await sf.page({ javaScriptEnabled: false });
  await noScript.goto('/locations?product=valley-live-rosin');
  assert.deepEqual(await names(noScript.getByTestId('location-card')), rosin);
  assert.equal(await noScript.getByLabel('Filter by product').inputValue(), 'valley-live-rosin');
  await noScript.goto('/locations?product=no-such-product');
  assert.equal(await noScript.getByTestId('location-card').count(), locations.length);
  await noScript.close();
});

test('sorted near the visitor, with distances and the message shown, the pages still pass axe', async () => {
  for (const path of ['/products/headhunter', '/locations?product=valley-live-rosin']) {
    const page = await locatedPage();
    await page.goto(path);
    await page.getByRole('button', { name: 'Near me' }).click();
    await page.getByTestId('near-me-status').getByText('Nearest first. Your position stays in this browser.').waitFor();
    await finiteAnimationsEnded(page);
    const { violations } = await axeCheck(page).analyze();
    assert.deepEqual(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      [],
      path,
    );
    await page.close();
  }
});
