// Issue 40, /locations on a phone: a map of New York with a marker per partner (in the
// server's HTML, each a link to its card), a ZIP or town box for when the visitor will not
// share their position (what they type goes nowhere), and "Open now" in New York's time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeCheck } from '../lib/axe.mjs';
import { finiteAnimationsEnded } from '../lib/animations.mjs';
import { assertNoProblems, getJson, useStorefront } from './harness.mjs';

const sf = useStorefront();
const PHONE = { width: 390, height: 844 };

/** Park Slope, Brooklyn: no partner's ZIP, so no answer of the site holds it. */
const TYPED_ZIP = '11215';
/** Where the zipcodes package puts it, to two decimals as the table keeps it. */
const PARK_SLOPE = { latitude: 40.67, longitude: -73.98 };

function miles(a, b) {
  const rad = (d) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.7613 * Math.asin(Math.sqrt(h));
}

const names = (page) => page.getByTestId('location-card').locator('h2').allTextContents();

/** A phone whose browser refuses to share its position. */
async function refusingPhone() {
  const page = await sf.page({ viewport: PHONE });
  await page.addInitScript(() => {
    const geolocation = { getCurrentPosition: (_ok, fail) => setTimeout(() => fail({ code: 1, PERMISSION_DENIED: 1, message: '' }), 0) };
    Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => geolocation, configurable: true });
  });
  return page;
}

test('location refused, a ZIP code sorts the partners by distance, and no request carries it', async () => {
  const locations = await getJson(sf.baseURL, '/api/locations');
  const nearest = [...locations].sort((a, b) => miles(PARK_SLOPE, a) - miles(PARK_SLOPE, b));
  assert.notDeepEqual(
    nearest.map((l) => l.name),
    locations.map((l) => l.name),
  );

  const page = await refusingPhone();
  const requests = [];
  page.on('request', (r) => requests.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`));
  await page.goto('/locations');
  await page.getByRole('button', { name: 'Near me' }).click();
  await page.getByTestId('near-me-status').getByText('Location access was refused').waitFor();
  assert.match(await page.getByTestId('near-me-status').textContent(), /Or type a ZIP code or town below\.$/);
  assert.deepEqual(
    await names(page),
    locations.map((l) => l.name),
  );

  await page.getByLabel('ZIP code or town').fill(TYPED_ZIP);
  await page.getByRole('button', { name: 'Sort by distance' }).click();
  await page
    .getByTestId('near-me-status')
    .getByText(`Nearest first to ${TYPED_ZIP} (Brooklyn, NY). What you typed stays in this browser.`)
    .waitFor();
  assert.deepEqual(
    await names(page),
    nearest.map((l) => l.name),
  );
  const shown = await page.getByTestId('distance').allTextContents();
  assert.equal(shown[0], `${miles(PARK_SLOPE, nearest[0]).toFixed(1)} mi away`);
  // The visitor's place is on the map too.
  await page.getByTestId('map-visitor').waitFor();

  // A town works the same way; one the table lacks says so and changes nothing.
  await page.getByLabel('ZIP code or town').fill('Albany');
  await page.keyboard.press('Enter');
  await page.getByTestId('near-me-status').getByText('Nearest first to Albany, NY.').waitFor();
  assert.equal((await names(page))[0], 'Capital Leaf Dispensary');
  await page.getByLabel('ZIP code or town').fill('Atlantis');
  await page.keyboard.press('Enter');
  await page.getByTestId('place-search').getByText('No ZIP code or town by that name').waitFor();
  assert.equal((await names(page))[0], 'Capital Leaf Dispensary');

  assert.deepEqual(
    requests.filter((r) => r.includes(TYPED_ZIP) || /albany|atlantis/i.test(r)),
    [],
    'a request carried what was typed',
  );
  assert.equal(new URL(page.url()).search, '', 'the address did not change');
  // The table came as a chunk of its own, asked for only once the box was used.
  assert.equal(requests.filter((r) => /\/assets\/placeIndex-[^/]+\.js/.test(r)).length, 1);
  await finiteAnimationsEnded(page);
  const { violations } = await axeCheck(page).analyze();
  assert.deepEqual(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    [],
  );
  assertNoProblems(page);
  await page.close();
});

test('the ZIP table is not loaded by any other page, nor by /locations until the box is used', async () => {
  const page = await sf.page({ viewport: PHONE });
  const scripts = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  for (const path of ['/', '/products', '/blog', '/locations']) await page.goto(path);
  assert.deepEqual(
    scripts.filter((s) => /placeIndex/.test(s)),
    [],
  );
  await page.close();
});

test('the map shows each partner, in the server HTML and in the app, and a marker leads to its card', async () => {
  const locations = await getJson(sf.baseURL, '/api/locations');
  const expected = locations.map((l) => `${l.name}, ${l.city}`).sort();

  const noScript = await sf.page({ javaScriptEnabled: false, viewport: PHONE });
  await noScript.goto('/locations');
  const servedMap = noScript.getByRole('group', { name: `Map of New York State with ${locations.length} partners` });
  assert.deepEqual(
    (await servedMap.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')))).sort(),
    expected,
  );
  // Without any script, a marker is a link to the card.
  await servedMap.getByRole('link', { name: 'Beacon Flower Collective, Beacon' }).click();
  assert.match(noScript.url(), /#partner-/);
  await noScript.close();

  const page = await sf.page({ viewport: PHONE });
  await page.goto('/locations');
  const map = page.getByRole('group', { name: `Map of New York State with ${locations.length} partners` });
  const markers = map.getByRole('link');
  assert.deepEqual((await markers.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')))).sort(), expected);
  // Each marker is a target of its own: none overlaps another (WCAG 2.5.8), even in New York City.
  const boxes = await markers.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON()));
  for (const [i, a] of boxes.entries()) {
    assert.ok(a.width >= 24 && a.height >= 24, `marker ${i} is ${a.width}x${a.height}`);
    for (const b of boxes.slice(i + 1)) {
      const overlap =
        Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
        Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
      assert.ok(overlap < 2, `markers overlap: ${JSON.stringify([a, b])}`);
    }
  }
  // From the keyboard: Tab reaches a marker, Enter goes to its card and puts focus on it.
  const hudson = locations.find((l) => l.name === 'Hudson Street Cannabis');
  await map.getByRole('link', { name: 'Hudson Street Cannabis, New York' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((id) => document.activeElement?.id === `partner-${id}`, hudson.id);
  assert.ok(await page.locator(`#partner-${hudson.id}`).evaluate((el) => el.getBoundingClientRect().top < innerHeight));
  assertNoProblems(page);
  await page.close();
});

test('"Open now" is worked out in the browser, in New York\'s time, and not in the server\'s HTML', async () => {
  const noScript = await sf.page({ javaScriptEnabled: false, viewport: PHONE });
  await noScript.goto('/locations');
  assert.deepEqual(await noScript.getByTestId('open-now').allTextContents(), ['', '', '', '', ''], 'room kept, nothing claimed');
  await noScript.close();

  // A Tuesday at 11:30 AM in New York (16:30 UTC in December), seen from a phone set to Los Angeles.
  const page = await sf.page({ viewport: PHONE, timezoneId: 'America/Los_Angeles' });
  await page.clock.install({ time: new Date('2026-12-01T16:30:00Z') });
  await page.goto('/locations');
  const card = (name) => page.getByTestId('location-card').filter({ has: page.getByRole('heading', { name }) });
  await card('Beacon Flower Collective').getByTestId('open-now').getByText('Open now · Closes at 7:00 PM').waitFor();
  assert.equal(await card('Rondout Wellness').getByTestId('open-now').textContent(), 'Open now · Closes at 8:00 PM');
  // The hours list marks New York's day, not the phone's (still Tuesday there too, at 8:30 AM).
  await card('Beacon Flower Collective').getByRole('button', { name: 'Hours' }).click();
  assert.match(await card('Beacon Flower Collective').locator('tr.font-semibold th').textContent(), /^Tuesday/);

  // At 7:00 PM it closes, and the card says so within the minute.
  await page.clock.runFor('07:30:00');
  await card('Beacon Flower Collective').getByTestId('open-now').getByText('Closed now · Opens tomorrow at 11:00 AM').waitFor();
  assertNoProblems(page);
  await page.close();
});
