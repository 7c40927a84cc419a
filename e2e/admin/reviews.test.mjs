// The Reviews screen: a demo review approved in the back office, then shown with its
// stars on the product page (and in its structured data); a review added, edited,
// refused when its rating is out of range, hidden again and deleted.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, chooseOption, expectToast, login, setup, until } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await login(env.page);
});
after(async () => {
  await env?.close();
});

/** A visitor's view of a product page (the age gate already answered). */
async function visitorPage(slug) {
  const context = await env.browser.newContext({ baseURL: env.server.baseURL, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('age-verified', 'true'));
  const page = await context.newPage();
  await page.goto(`/products/${slug}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: 'Headhunter' }).waitFor();
  await page.getByRole('heading', { name: "Why it's different" }).waitFor();
  return page;
}

async function productLd(slug) {
  const html = await (await fetch(`${env.server.baseURL}/products/${slug}`)).text();
  const ld = [...html.matchAll(/<script data-page-meta type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
  return ld.find((j) => j['@type'] === 'Product');
}

test('a review approved in the back office shows with its stars on the product page', async () => {
  const { page, pageErrors } = env;
  // Before: the demo's reviews are hidden, on the page and in its structured data.
  let visitor = await visitorPage('headhunter');
  assert.equal(await visitor.getByTestId('reviews').count(), 0);
  assert.equal((await productLd('headhunter')).aggregateRating, undefined);
  await visitor.context().close();

  await page.getByRole('menuitem', { name: 'Reviews' }).click();
  await page.waitForURL(/\/admin\/reviews/);
  // Filter by product.
  await page.getByRole('combobox', { name: 'Product' }).fill('Headhun');
  await page.getByRole('option', { name: 'Headhunter' }).click();
  const rows = page.locator('tbody tr');
  await page.waitForURL(/productId/);
  // Apple Fritters' review leaves the list; Headhunter's two stay.
  await rows.filter({ hasText: 'Capital Leaf Dispensary' }).waitFor({ state: 'detached' });
  await rows.filter({ hasText: 'Beacon Flower Collective (budtender)' }).waitFor();
  assert.equal(await rows.count(), 2, 'the demo has two reviews of Headhunter');
  const rondout = rows.filter({ hasText: 'Rondout Wellness (buyer)' });
  await rondout.getByText('Hidden').waitFor();
  await rondout.getByRole('img', { name: '4.8 out of 5 stars' }).waitFor();

  await rondout.getByRole('button', { name: 'Approve review by Rondout Wellness (buyer)' }).click();
  await expectToast(page, 'Review approved');
  await rondout.getByText('Approved').waitFor();

  visitor = await visitorPage('headhunter');
  const reviews = visitor.getByTestId('reviews');
  await reviews.waitFor();
  await reviews.getByText('4.8 out of 5, 1 review').waitFor();
  await reviews.getByText('Our best-selling eighth two months running.', { exact: false }).waitFor();
  await reviews.getByText('— Rondout Wellness (buyer)').waitFor();
  assert.equal(await reviews.getByText('Consistent from lot to lot', { exact: false }).count(), 0, 'a hidden review is shown');
  // The summary's five stars, all filled: 4.8 shows to the nearest half star.
  const summaryStars = reviews.locator('p').first().locator('svg path');
  assert.equal(await summaryStars.count(), 5);
  const fills = await summaryStars.evaluateAll((paths) => paths.map((p) => p.getAttribute('fill')));
  assert.deepEqual(fills, Array(5).fill('currentColor'));
  await visitor.context().close();

  const product = await productLd('headhunter');
  assert.equal(product.aggregateRating.ratingValue, '4.8');
  assert.equal(product.aggregateRating.reviewCount, 1);
  assert.equal(product.review.length, 1);
  assert.equal(product.review[0].reviewBody, 'Our best-selling eighth two months running. Customers ask for it by name.');
  await assertCleanPage(page, pageErrors);
});

test('adds, edits, hides and deletes a review; a rating out of range is refused', async () => {
  const { page, context, pageErrors } = env;
  // The list keeps its filters (the last test chose Headhunter): start from none.
  await page.goto(`/admin/reviews?filter=${encodeURIComponent('{}')}`, { waitUntil: 'domcontentloaded' });
  await page.locator('tbody tr').filter({ hasText: 'Capital Leaf Dispensary' }).waitFor();
  await page.getByRole('link', { name: 'Add Review' }).click();
  await page.getByRole('heading', { name: 'Add Review', level: 1 }).waitFor();
  await chooseOption(page, page.getByRole('combobox', { name: 'Product' }), 'Grape', 'Grape Gas');
  await page.getByLabel('Rating (1 to 5)').fill('7');
  await page.getByLabel('Author').fill('E2E Hudson Street Cannabis (buyer)');
  await page.getByLabel('Comment').fill('Violet and gassy; gone by Friday.');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Rating must be between 1 and 5').waitFor();
  await page.getByLabel('Rating (1 to 5)').fill('4.5');
  await page.getByLabel('Approved: shown on the product page').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Review added');
  const row = page.locator('tbody tr').filter({ hasText: 'E2E Hudson Street Cannabis (buyer)' });
  await row.getByText('Approved').waitFor();
  await row.getByText('Grape Gas').waitFor();

  const grapeGas = (await api(context, 'GET', '/api/products/slug/grape-gas')).json;
  assert.deepEqual(
    grapeGas.reviews.map((r) => [r.author, r.rating]),
    [['E2E Hudson Street Cannabis (buyer)', 4.5]],
  );

  await row.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('heading', { name: 'Edit Review', level: 1 }).waitFor();
  await page.getByLabel('Comment').fill('Violet, gassy, and gone by Friday.');
  await page.getByRole('button', { name: 'Update Review' }).click();
  await expectToast(page, 'Review updated');
  await row.getByText('Violet, gassy, and gone by Friday.').waitFor();

  await row.getByRole('button', { name: 'Hide review by E2E Hudson Street Cannabis (buyer)' }).click();
  await expectToast(page, 'Review hidden');
  await row.getByText('Hidden').waitFor();
  assert.deepEqual((await api(context, 'GET', '/api/products/slug/grape-gas')).json.reviews, []);

  await row.getByRole('button', { name: 'Delete review by E2E Hudson Street Cannabis (buyer)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Review deleted');
  await row.waitFor({ state: 'detached' });
  // Sent once its toast closes (it offers Undo until then).
  const reviewsOf = `/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ productId: grapeGas.id }))}`;
  await until(async () => (await api(context, 'GET', reviewsOf)).json.length === 0, 'the review is deleted');
  await assertCleanPage(page, pageErrors);
});
