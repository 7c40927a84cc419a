// A visitor browsing: the age gate both ways, home, products with search and category
// (kept in the address), a product's variants and gallery, the blog, locations, 404s.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { staffSession } from '../lib/server.mjs';
import { assertNoProblems, eventually, focusWalk, focusedText, getJson, useStorefront } from './harness.mjs';

const sf = useStorefront();

/** The newest post's date as the pages show it ('MMMM d, yyyy'): the demo dates its posts from the day it loads. */
async function newestPostDate() {
  const [newest] = await getJson(sf.baseURL, '/api/blog');
  const ageDays = (Date.now() - Date.parse(`${newest.publishedAt}T00:00:00Z`)) / 86_400_000;
  assert.ok(ageDays >= 0 && ageDays < 21, `the newest demo post is ${ageDays} days old`);
  return new Date(`${newest.publishedAt}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** Whether a link of the page (behind any dialog) can take focus. */
const behindTakesFocus = (page) =>
  page.evaluate(() => {
    const link = document.querySelector('#app-shell a[href]');
    link.focus();
    return document.activeElement === link;
  });

test('the age gate keeps focus, ignores Escape and outside clicks, and "I\'m under 21" leaves', async () => {
  const page = await sf.page({ verified: false });
  await page
    .context()
    .route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Search</title>' }));
  await page.goto('/');
  const gate = page.getByRole('dialog', { name: 'Age Verification' });
  await gate.waitFor();
  assert.equal(await gate.getAttribute('aria-modal'), 'true');
  await gate.getByText('You must be 21 years or older to view this website.').waitFor();
  await gate.getByText('This website contains cannabis-related content. Please verify your age to continue.').waitFor();

  // Focus starts inside, and Tab / Shift+Tab never reach the page behind: they go round the
  // dialog's controls and, as the browser's modal dialogs do, the browser's own controls
  // (where nothing in the page has focus).
  assert.equal(await focusedText(page), "I'm 21 or older");
  const reached = await focusWalk(page, 'age-gate', ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']);
  assert.deepEqual(
    reached.filter((where) => where.startsWith('page')),
    [],
    'focus reached the page behind',
  );
  assert.deepEqual(reached.slice(0, 3), ['dialog', 'browser', 'dialog'], 'Tab goes round the dialog and back into it');
  await page.keyboard.press('Escape');
  await page.mouse.click(10, 10);
  assert.ok(await gate.isVisible(), 'Escape or an outside click closed the gate');
  // The page behind is inert while the gate is open: nothing there takes focus.
  assert.equal(await behindTakesFocus(page), false);

  await gate.getByRole('link', { name: "I'm under 21" }).click();
  await page.waitForURL('https://www.google.com/**');
  await page.close();
});

test('"I\'m 21 or older" closes the gate for good', async () => {
  const page = await sf.page({ verified: false });
  await page.goto('/about');
  await page.getByRole('button', { name: "I'm 21 or older" }).click();
  await page.getByRole('dialog', { name: 'Age Verification' }).waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => localStorage.getItem('age-verified')), 'true');
  assert.equal(await behindTakesFocus(page), true);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.equal(await page.getByRole('dialog', { name: 'Age Verification' }).count(), 0);
  assertNoProblems(page);
  await page.close();
});

test('home shows the hero, 4 featured products, the newest story and popular strains', async () => {
  const page = await sf.page();
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Grown under the Hudson Valley sun' }).waitFor();
  const heroPhoto = page.locator('[data-testid="hero-photos"] img').first();
  await heroPhoto.waitFor();
  assert.equal(await heroPhoto.getAttribute('fetchpriority'), 'high');
  assert.match(await heroPhoto.getAttribute('srcset'), /\/uploads\/farm_01_\w+\.jpg\?w=320 320w/);

  const featured = page.getByRole('region', { name: 'Featured Selection' }).getByTestId('product-card');
  await eventually(async () => (await featured.count()) === 4);
  assert.equal(await page.getByRole('link', { name: 'Browse All' }).getAttribute('href'), '/products');

  const story = page.getByTestId('home-story');
  await story.getByRole('link', { name: 'Why We Grow Under the Sun' }).waitFor();
  await story.getByText(await newestPostDate()).waitFor();
  assert.equal(await page.getByRole('link', { name: 'View All Posts' }).getAttribute('href'), '/blog');
  await page.getByRole('heading', { name: 'Our Commitment' }).waitFor();

  const strains = page.getByTestId('popular-strains').getByRole('link');
  await eventually(async () => (await strains.count()) === 5);
  const names = await strains.allTextContents();
  assert.ok(!names.some((n) => /Headhunter|Farm Logo Tee/.test(n)), `featured or merchandise listed: ${names}`);

  // No breadcrumbs on the home page.
  assert.equal(await page.getByRole('navigation', { name: 'Breadcrumb' }).count(), 0);

  await page.getByRole('button', { name: 'View All Products' }).click();
  await page.waitForURL('**/products');
  await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
  await eventually(() => page.evaluate(() => window.scrollY === 0));
  assertNoProblems(page);
  await page.close();
});

test("the brand's fonts arrive once the page has loaded, and the text takes them", async () => {
  const page = await sf.page();
  await page.goto('/products', { waitUntil: 'load' });
  const loadedFaces = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((f) => f.status === 'loaded')
        .map((f) => `${f.family.replaceAll('"', '')} ${f.weight}`)
        .filter((face) => face.includes(' Variable ')),
    );
  await eventually(async () => (await loadedFaces()).length === 2, { timeout: 30_000 });
  assert.deepEqual((await loadedFaces()).sort(), ['Fraunces Variable 100 900', 'Inter Variable 100 900']);
  const heading = page.getByRole('heading', { level: 1, name: 'Our Products' });
  assert.match(await heading.evaluate((h) => getComputedStyle(h).fontFamily), /^"Fraunces Variable"/);
  assert.ok(
    await page.evaluate(() => document.fonts.check('700 32px "Fraunces Variable"') && document.fonts.check('16px "Inter Variable"')),
  );
  assertNoProblems(page);
  await page.close();
});

test('products: search by name, category select kept in the address, nothing found', async () => {
  const page = await sf.page();
  await page.goto('/products');
  const cards = page.getByTestId('product-card');
  await eventually(async () => (await cards.count()) === 14);
  const cardNames = () => cards.getByRole('heading').allTextContents();

  const search = page.getByPlaceholder('Search by name...');
  await search.fill('HEAD');
  await eventually(async () => (await cardNames()).join() === 'Headhunter');
  await search.fill('');

  const category = page.getByRole('combobox', { name: 'Category' });
  assert.deepEqual((await category.locator('option').allTextContents()).slice(0, 2), ['All Categories', 'Flower']);
  await category.selectOption({ label: 'Pre-Rolls' });
  await page.waitForURL('**/products?category=pre-rolls');
  // Mimosa is listed through its pre-roll variants.
  await eventually(async () => (await cardNames()).join() === 'Catskill Haze Pre-Rolls,Mimosa');

  await search.fill('lime');
  await page.getByText('Nothing found').waitFor();
  await page.getByText('Please try a different search or category').waitFor();
  await search.fill('');

  await category.selectOption({ label: 'All Categories' });
  await eventually(() => new URL(page.url()).search === '');
  await eventually(async () => (await cards.count()) === 14);

  // The category in the address is read case-insensitively.
  await page.goto('/products?category=Swag');
  await eventually(async () => (await cardNames()).join() === 'Canvas Harvest Tote,Farm Logo Tee,Sun-Grown Dad Hat');
  assert.equal(await category.inputValue(), 'swag');
  // Swag cards: Add to Cart (its name starts with its label), 'Unavailable' when out of
  // stock, the sizes of merchandise with sizes; no THC/CBD/TERPS tiles.
  const tote = cards.filter({ hasText: 'Canvas Harvest Tote' });
  assert.equal(await tote.getByRole('button', { name: 'Unavailable: Canvas Harvest Tote' }).isDisabled(), true);
  assert.equal(
    await cards.filter({ hasText: 'Sun-Grown Dad Hat' }).getByRole('button', { name: 'Add to Cart: Sun-Grown Dad Hat' }).isEnabled(),
    true,
  );
  assert.equal(await cards.filter({ hasText: 'Farm Logo Tee' }).getByTestId('card-sizes').textContent(), 'Sizes: S M L XL 2XL (sold out)');
  assert.equal(await cards.getByText('THC').count(), 0);

  // Non-merchandise cards show their tiles, hiding unknown values.
  await page.goto('/products?category=flower');
  const lime = cards.filter({ hasText: 'Lime Street' });
  await lime.waitFor();
  assert.deepEqual(await lime.locator('dt').allTextContents(), ['THC', 'CBD']);
  assert.equal(await lime.getByRole('button', { name: /Add/ }).count(), 0);

  await page.getByRole('link', { name: 'Find a partner dispensary' }).click();
  await page.waitForURL('**/locations');
  assertNoProblems(page);
  await page.close();
});

test('a card with several photos steps through them on click and on a swipe', async () => {
  const page = await sf.page({ hasTouch: true });
  await page.goto('/products');
  const card = page.getByTestId('product-card').filter({ hasText: 'Headhunter' });
  const photo = card.getByRole('button', { name: 'Show the next photo of Headhunter' });
  await photo.waitFor();
  const alt = () => card.locator('img').first().getAttribute('alt');
  assert.equal(await alt(), 'Headhunter, photo 1 of 2');
  await photo.click();
  assert.equal(await alt(), 'Headhunter, photo 2 of 2');
  await photo.click();
  assert.equal(await alt(), 'Headhunter, photo 1 of 2');

  // A swipe of more than 50 px moves; a shorter one does not; both wrap around.
  const box = await photo.boundingBox();
  const swipe = async (dx) => {
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    await photo.dispatchEvent('pointerdown', { pointerId: 7, clientX: x, clientY: y, isPrimary: true, pointerType: 'touch' });
    await photo.dispatchEvent('pointerup', { pointerId: 7, clientX: x + dx, clientY: y + 4, isPrimary: true, pointerType: 'touch' });
  };
  await swipe(-40);
  assert.equal(await alt(), 'Headhunter, photo 1 of 2');
  await swipe(-80);
  assert.equal(await alt(), 'Headhunter, photo 2 of 2');
  await swipe(80);
  assert.equal(await alt(), 'Headhunter, photo 1 of 2');
  await swipe(80);
  assert.equal(await alt(), 'Headhunter, photo 2 of 2');
  await page.close();
});

test('product detail: price range, sorted variants, switching size, gallery, lab results', async () => {
  const page = await sf.page();
  const res = await page.goto('/products/headhunter');
  assert.equal(res.status(), 200);
  await page.getByRole('heading', { level: 1, name: 'Headhunter' }).waitFor();
  assert.equal(await page.getByTestId('price').textContent(), '$45.00 – $300.00');
  assert.equal(await page.getByTestId('availability').getByRole('link', { name: 'In Stock' }).getAttribute('href'), '/locations');
  for (const [label, value] of [
    ['THC', '27.4%'],
    ['CBD', '<0.1%'], // 0.08: never shown as 0.1%
    ['TERPS', '3.1%'],
  ]) {
    await page
      .locator('dl div', { has: page.locator('dt', { hasText: label }) })
      .getByText(value)
      .first()
      .waitFor();
  }

  const options = page.getByTestId('variant-option');
  assert.deepEqual(await options.locator('span:first-child').allTextContents(), ['Eighth', 'Quarter', 'Half Ounce', 'Ounce']);
  assert.equal(await options.nth(3).isDisabled(), true, 'the out-of-stock Ounce is disabled');
  assert.equal(await options.nth(0).getAttribute('aria-pressed'), 'true', 'the first variant is chosen by default');
  assert.match(await page.getByTestId('selected-variant').textContent(), /Eighth \(3\.5g\) at \$45\.00/);

  const mainAlt = () => page.getByTestId('gallery-main').locator('img').getAttribute('alt');
  assert.equal(await mainAlt(), 'Headhunter, photo 1 of 3');
  assert.equal(await page.getByTestId('gallery-thumb').count(), 3);
  const thumbBox = await page.getByTestId('gallery-thumb').first().boundingBox();
  assert.ok(thumbBox.width >= 56 && thumbBox.width <= 64, `thumbnail is ${thumbBox.width}px`);

  await page.getByRole('button', { name: 'Next photo' }).click();
  assert.equal(await mainAlt(), 'Headhunter, photo 2 of 3');
  await page.getByRole('button', { name: 'Show photo 1 of 3' }).click();
  assert.equal(await mainAlt(), 'Headhunter, photo 1 of 3');
  await page.getByRole('button', { name: 'Previous photo' }).click();
  assert.equal(await mainAlt(), 'Headhunter, photo 3 of 3', 'the gallery wraps around');

  // Choosing a size puts it in the address and shows that size's own photo.
  await page.getByRole('button', { name: 'Half Ounce, 14g, $160.00' }).click();
  await page.waitForURL('**/products/headhunter?variant=half-ounce');
  // The address changes at once; react-router renders the new size in a transition just after.
  await page
    .getByTestId('selected-variant')
    .filter({ hasText: /Half Ounce \(14g\) at \$160\.00/ })
    .waitFor();
  assert.match(await page.getByTestId('gallery-main').locator('img').getAttribute('src'), /variant_jar_large/);
  // Its lab results are its current batch's certificate, at the lot's page.
  assert.equal(await page.getByTestId('lab-results').getAttribute('href'), '/coa/HVSF-26-HH01');

  // A swipe over 60 px and more sideways than down moves the gallery; a steep one does not.
  const main = page.getByTestId('gallery-main');
  const box = await main.boundingBox();
  const swipe = async (dx, dy) => {
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await main.dispatchEvent('pointerdown', { pointerId: 3, clientX: x, clientY: y, isPrimary: true, pointerType: 'touch' });
    await main.dispatchEvent('pointerup', { pointerId: 3, clientX: x + dx, clientY: y + dy, isPrimary: true, pointerType: 'touch' });
  };
  const before = await mainAlt();
  await swipe(-55, 0);
  assert.equal(await mainAlt(), before, 'a 55 px swipe moved the gallery');
  await swipe(-90, 120);
  assert.equal(await mainAlt(), before, 'a mostly vertical swipe moved the gallery');
  await swipe(-90, 10);
  assert.notEqual(await mainAlt(), before);

  // The address chooses the size on arrival.
  await page.goto('/products/headhunter?variant=quarter');
  await page.getByRole('button', { name: 'Quarter, 7g, $85.00' }).and(page.locator('[aria-pressed="true"]')).waitFor();

  // The demo's reviews wait for staff to approve them (e2e/admin/reviews.test.mjs approves one).
  await page.getByRole('heading', { name: "Why it's different" }).waitFor();
  assert.equal(await page.getByTestId('reviews').count(), 0);

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  assert.deepEqual((await crumbs.getByRole('listitem').allTextContents()).filter(Boolean), ['Home', 'Products', 'Headhunter']);
  assert.equal(await crumbs.locator('[aria-current="page"]').textContent(), 'Headhunter');
  assertNoProblems(page);
  await page.close();
});

test('merchandise detail: Add to Cart or Out of Stock, no benefits section', async () => {
  const page = await sf.page();
  await page.goto('/products/canvas-harvest-tote');
  await page.getByRole('heading', { level: 1, name: 'Canvas Harvest Tote' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Out of Stock' }).isDisabled(), true);
  await page.getByTestId('availability').getByText('Unavailable').waitFor();
  assert.equal(await page.getByRole('heading', { name: "Why it's different" }).count(), 0);
  assert.equal(await page.getByText('THC').count(), 0);
  await page.close();
});

test('an unknown product, post or page answers 404 and says so', async () => {
  const page = await sf.page();
  let res = await page.goto('/products/no-such-strain');
  assert.equal(res.status(), 404);
  await page.getByRole('heading', { name: 'Item Not Found' }).waitFor();
  await page.getByText("Sorry, we couldn't find what you're looking for.").waitFor();

  res = await page.goto('/blog/no-such-post');
  assert.equal(res.status(), 404);
  await page.getByRole('heading', { name: 'Blog Post Not Found' }).waitFor();
  await page.getByText('The requested blog post could not be found.').waitFor();

  res = await page.goto('/no/such/page');
  assert.equal(res.status(), 404);
  await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
  assert.equal(await page.title(), '404 Page Not Found | Hudson Valley Sun Farm');
  await page.close();
});

test('blog: search by title, no results, a post in paragraphs', async () => {
  const page = await sf.page();
  await page.goto('/blog');
  const cards = page.getByTestId('blog-card');
  await eventually(async () => (await cards.count()) === 6);
  assert.equal(await cards.first().getByRole('heading').textContent(), 'Why We Grow Under the Sun', 'newest first');
  await cards
    .first()
    .getByText(await newestPostDate())
    .waitFor();

  const search = page.getByRole('searchbox', { name: 'Search posts by title' });
  await search.fill('TERPENES');
  await eventually(async () => (await cards.count()) === 1);
  assert.equal(await cards.getByRole('heading').textContent(), 'Terpenes 101: Where the Aroma Comes From');
  await search.fill('zzz');
  await page.getByText('No blog posts available').waitFor();
  await search.fill('sun');

  await cards.first().getByRole('link').click();
  await page.waitForURL('**/blog/why-we-grow-under-the-sun');
  await page.getByRole('heading', { level: 1, name: 'Why We Grow Under the Sun' }).waitFor();
  await page.getByText(await newestPostDate()).waitFor();
  assert.equal(await page.getByTestId('post-content').locator('p').count(), 4);
  await eventually(async () => (await page.title()) === 'Why We Grow Under the Sun | Hudson Valley Sun Farm');
  assertNoProblems(page);
  await page.close();
});

test('locations: cards with hours that open and close, a disabled Store link without a website', async () => {
  const page = await sf.page();
  await page.goto('/locations');
  const cards = page.getByTestId('location-card');
  await eventually(async () => (await cards.count()) === 5);
  assert.equal(await cards.first().getByText('Featured').count(), 1, 'featured locations come first');

  const rondout = cards.filter({ hasText: 'Rondout Wellness' });
  const toggle = rondout.getByRole('button', { name: 'Hours' });
  const panel = rondout.getByTestId('hours-panel');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await panel.isVisible(), false);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.equal(await panel.getByRole('row').count(), 7);
  await panel.getByRole('rowheader', { name: /Sunday/ }).waitFor();
  assert.match(await panel.getByRole('row').filter({ hasText: 'Sunday' }).textContent(), /11:00 AM - 6:00 PM/);
  await toggle.click();
  assert.equal(await panel.isVisible(), false);

  assert.equal(
    await rondout.getByRole('link', { name: /^Directions/ }).getAttribute('href'),
    'https://www.google.com/maps/search/?api=1&query=41+Broadway+Kingston+NY+12401',
  );
  const noWebsite = cards.filter({ hasText: 'Hudson Street Cannabis' });
  const store = noWebsite.getByRole('link', { name: 'Store' });
  assert.equal(await store.getAttribute('aria-disabled'), 'true');
  assert.equal(await store.getAttribute('href'), null);
  assert.equal(await noWebsite.getByRole('link', { name: /Visit Website/ }).count(), 0);

  await page.getByRole('heading', { name: 'How to Buy' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Contact us for wholesale inquiries' }).getAttribute('href'), '/contact');
  assertNoProblems(page);
  await page.close();
});

test('the mobile menu is a dialog that closes on a choice; route changes scroll to the top', async () => {
  const page = await sf.page({ viewport: { width: 390, height: 800 } });
  await page.goto('/about');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.mouse.wheel(0, 1500);
  await eventually(() => page.evaluate(() => window.scrollY > 500));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  await menu.getByRole('link', { name: 'Blog' }).click();
  await menu.waitFor({ state: 'detached' });
  await page.waitForURL('**/blog');
  await page.getByRole('heading', { level: 1, name: 'Stories from the Garden' }).waitFor();
  await eventually(() => page.evaluate(() => window.scrollY === 0));

  // Escape closes the menu and gives focus back to its button.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.waitFor();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  assert.equal(await focusedText(page), 'Open menu');
  assertNoProblems(page);
  await page.close();
});

test("broken blog pictures: the card falls back to a stock picture, the post retries then says 'Image not available'", async () => {
  const staff = await staffSession(sf.baseURL);
  const res = await staff('/api/admin/blog', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: sf.baseURL },
    body: JSON.stringify({ title: 'Frost Came Early', content: 'One.\n\nTwo.', image: '/uploads/gone.jpg?rotate=90' }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  const post = await res.json();
  try {
    const page = await sf.page();
    const tried = [];
    page.on('request', (r) => r.resourceType() === 'image' && tried.push(new URL(r.url()).pathname + new URL(r.url()).search));
    await page.goto('/blog');
    const card = page.getByTestId('blog-card').filter({ hasText: 'Frost Came Early' });
    // The server dates a post without one to today; the card shows it as 'MMMM d, yyyy'.
    await card.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();
    await eventually(async () => /^\/images\/fallback-blog-[1-5]\.jpg$/.test(await card.locator('img').getAttribute('src')));
    // The stock picture loads (the page may switch to it before the browser has it).
    await eventually(() => card.locator('img').evaluate((img) => img.complete && img.naturalWidth > 0));

    await card.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Frost Came Early' }).waitFor();
    await page.getByTestId('image-not-available').getByText('Image not available').waitFor();
    assert.ok(tried.includes('/uploads/gone.jpg'), `retried without the query: ${tried}`);
    await page.close();
  } finally {
    await staff(`/api/admin/blog/${post.id}`, { method: 'DELETE', headers: { Origin: sf.baseURL } });
  }
});

test('About, Legal and Locations agree: one list of licenses, the partner count of the Locations page', async () => {
  const page = await sf.page();
  await page.goto('/locations');
  const cards = page.getByTestId('location-card');
  await eventually(async () => (await cards.count()) > 0);
  const partners = await cards.count();

  await page.goto('/legal');
  const legal = page.getByTestId('licenses').getByRole('listitem');
  await eventually(async () => (await legal.count()) > 0);
  const licenses = await legal.allTextContents();
  const faqAnswer = await page.locator('#faq ~ dl > div').filter({ hasText: 'Which licenses do you hold?' }).locator('dd').textContent();
  assert.equal(faqAnswer, `We hold these New York licenses and permits: ${licenses.join(', ')}.`);

  await page.goto('/about');
  const stat = page.locator('dl div').filter({ hasText: /Partner dispensar/ });
  await stat.waitFor();
  assert.equal(await stat.locator('dd').textContent(), String(partners));
  const licensed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Fully licensed' }) });
  assert.equal(await licensed.locator('p').textContent(), `We hold these New York licenses and permits: ${licenses.join(', ')}.`);
  assertNoProblems(page);
  await page.close();
});
