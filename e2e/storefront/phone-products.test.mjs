// Issue 40 on a 390x844 phone: the products page in two columns, sorted by name, price or
// THC from its address; the name search kept in the address (?q=) and rendered by the
// server; 'Nothing found' that clears; the site's own clear button; lab figures never
// above the certificate; a lot's breadcrumb; the 404 page's number once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoProblems, eventually, useStorefront } from './harness.mjs';

const sf = useStorefront();
const PHONE = { width: 390, height: 844 };

/** The lowest price each card shows, in the list's order. */
const cardPrices = (page) =>
  page.getByTestId('product-card').evaluateAll((cards) =>
    cards.map((card) =>
      Number(
        card
          .querySelector('h3 + p')
          .textContent.split('–')[0]
          .replace(/[^\d.]/g, ''),
      ),
    ),
  );

test('two columns of cards on a phone, sorted by price from the address', async () => {
  const page = await sf.page({ viewport: PHONE });
  await page.goto('/products');
  const cards = page.getByTestId('product-card');
  await eventually(async () => (await cards.count()) === 14);
  // The three boxes are read in one go: read one at a time, a late font or photo could
  // change the rows' heights between two reads.
  const [first, second, third] = await cards.evaluateAll((all) =>
    all.slice(0, 3).map((card) => {
      const { x, y, width, height } = card.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  assert.equal(first.y, second.y, 'the first two cards share a row');
  assert.ok(second.x > first.x + first.width, 'side by side');
  assert.ok(third.y > first.y + first.height, 'the third starts the next row');
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    'nothing reaches past the screen',
  );

  const names = await cards.locator('h3').allTextContents();
  assert.deepEqual(names, [...names].sort(), 'by name at first');
  await page.getByTestId('sort').selectOption('price');
  await page.waitForURL(/\/products\?sort=price$/);
  const prices = await cardPrices(page);
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => a - b),
    'lowest price first',
  );
  assert.notDeepEqual(await cards.locator('h3').allTextContents(), names);

  // The order is the address's: a reload keeps it, rendered so by the server.
  const html = await (await fetch(`${sf.baseURL}/products?sort=price`)).text();
  const firstCard = html.match(/data-testid="product-card".*?<h3[^>]*>.*?<a[^>]*>([^<]+)<\/a>/s)[1];
  await page.reload();
  assert.equal(await page.getByTestId('sort').inputValue(), 'price');
  assert.deepEqual(await cardPrices(page), prices);
  assert.equal(await cards.first().locator('h3').textContent(), firstCard);

  await page.getByTestId('sort').selectOption('thc');
  await page.waitForURL(/\/products\?sort=thc$/);
  assert.deepEqual((await cards.locator('h3').allTextContents()).slice(0, 3), ['Valley Live Rosin', 'Apple Fritters', 'Headhunter']);
  assertNoProblems(page);
  await page.close();
});

test('the name search is kept in the address (?q=), survives a reload and is rendered by the server', async () => {
  // The server's HTML for a search holds the search's result: nothing to wait for.
  const res = await fetch(`${sf.baseURL}/products?q=apple`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'no-store', 'a search is never kept by a shared cache');
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-data"'));
  assert.equal(root.match(/data-testid="product-card"/g)?.length, 1, 'one card');
  assert.match(root, />Apple Fritters</);
  assert.doesNotMatch(root, />Headhunter</);
  assert.match(root, /value="apple"/, 'the search box holds the search');

  const page = await sf.page({ viewport: PHONE });
  await page.goto('/products');
  const search = page.getByPlaceholder('Search by name...');
  await search.fill('grape');
  await page.waitForURL(/\/products\?q=grape$/);
  await eventually(async () => (await page.getByTestId('product-card').count()) === 1);
  await page.reload();
  assert.equal(await search.inputValue(), 'grape');
  assert.deepEqual(await page.getByTestId('product-card').locator('h3').allTextContents(), ['Grape Gas']);

  // The site's own clear button: the browser's blue × is hidden.
  // (getComputedStyle does not read that pseudo-element: the rule that hides it must apply to the box.)
  const hidesTheBrowsers = await search.evaluate((el) => {
    const rules = (list) => [...list].flatMap((rule) => [rule, ...(rule.cssRules ? rules(rule.cssRules) : [])]);
    return rules([...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])).some((rule) => {
      const [box, pseudo] = rule.selectorText?.split('::') ?? [];
      return pseudo === '-webkit-search-cancel-button' && rule.style.appearance === 'none' && el.matches(box);
    });
  });
  assert.ok(hidesTheBrowsers, "the browser's own clear button shows");
  await page.getByRole('button', { name: 'Clear search' }).click();
  assert.equal(await search.inputValue(), '');
  assert.equal(await search.evaluate((el) => el === document.activeElement), true, 'focus goes back to the box');
  await page.waitForURL(/\/products$/);
  await eventually(async () => (await page.getByTestId('product-card').count()) === 14);
  assertNoProblems(page);
  await page.close();
});

test("'Nothing found' offers to clear the search and the category", async () => {
  const html = await (await fetch(`${sf.baseURL}/products?category=swag&q=zzz`)).text();
  assert.match(html, /Nothing found/, 'rendered by the server');
  const page = await sf.page({ viewport: PHONE });
  await page.goto('/products?category=swag&q=zzz');
  const nothing = page.getByTestId('nothing-found');
  await nothing.getByText('Please try a different search or category').waitFor();
  await nothing.getByRole('button', { name: 'Clear search and category' }).click();
  await page.waitForURL(/\/products$/);
  await eventually(async () => (await page.getByTestId('product-card').count()) === 14);
  assert.equal(await page.getByPlaceholder('Search by name...').inputValue(), '');
  assertNoProblems(page);
  await page.close();
});

test('a CBD of 0.08% shows as <0.1% on its card; a lot keeps its form in the breadcrumbs; 404 shows once', async () => {
  const page = await sf.page({ viewport: PHONE });
  await page.goto('/products?q=headhunter');
  const card = page.getByTestId('product-card').filter({ hasText: 'Headhunter' });
  assert.equal(await card.locator('dl div').filter({ hasText: 'CBD' }).locator('dd').textContent(), '<0.1%');

  await page.goto('/coa/HVSF-26-HH01');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  assert.equal(await crumbs.locator('[aria-current="page"]').textContent(), 'HVSF-26-HH01');
  // The certificate's own page follows the same rule (its PDF and JSON-LD keep 0.08).
  const results = page.locator('h2:text("Results") + dl dd');
  assert.deepEqual(await results.allTextContents(), ['27.4%', '<0.1%', '3.1%']);

  await page.goto('/no/such/page');
  await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
  assert.equal((await page.locator('main').innerText()).match(/404/g).length, 1, 'the number shows once');
  assertNoProblems(page);
  await page.close();
});
