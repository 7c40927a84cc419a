// Publishing, in the back office and the storefront: a post scheduled for the next minute
// appears to a visitor on time by itself; meanwhile a draft product is created, previewed
// by staff (the bar, noindex), a 404 for a visitor, then published and visible.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, signIn, png, setup } from './helpers.mjs';

let env;
let visitor; // a browser context with no staff session
before(async () => {
  env = await setup();
  await signIn(env.context);
  visitor = await env.browser.newContext({ baseURL: env.server.baseURL, viewport: { width: 1280, height: 900 } });
  await visitor.addInitScript(() => localStorage.setItem('age-verified', 'true'));
});
after(async () => {
  await visitor?.close();
  await env?.close();
});

/** Picks an option of a react-admin select input (the form's, not the list's filter of the same name). */
async function choose(page, label, option) {
  await page.getByRole('combobox', { name: new RegExp(`^${label} `) }).click();
  await page.getByRole('option', { name: option }).click();
}

let publishAt; // when the scheduled post goes live
let blogList; // the visitor's /blog, open while the post goes live

test('a post scheduled for the next minute stays hidden until then', async () => {
  const { page, context } = env;
  await page.goto('/admin/blog', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add New Blog Post' }).click();
  await page.getByRole('heading', { name: 'Add New Blog Post' }).waitFor();
  await page.getByLabel('Title', { exact: true }).fill('E2E First Frost');
  await page.getByRole('textbox', { name: 'Content' }).fill('The first frost is on its way.\n\nWe will cut the last plants before it.');
  await choose(page, 'Status', /^Scheduled/);
  // The server's cron runs at each whole minute, so a post scheduled for a whole minute goes
  // live on that tick: the next one at least 30 s away leaves time to save and check it.
  publishAt = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  // The input takes the browser's local time, as staff type it.
  const local = await page.evaluate((ms) => {
    const d = new Date(ms);
    const pad = (n) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, publishAt.getTime());
  await page.getByLabel('Publish at').fill(local);
  await page.getByRole('button', { name: 'Schedule Post' }).click();
  await expectToast(page, 'will be published on');
  await page
    .getByRole('article', { name: 'E2E First Frost' })
    .getByText(/^Scheduled: /)
    .waitFor();

  const [post] = (await api(context, 'GET', `/api/admin/blog?filter=${encodeURIComponent(JSON.stringify({ q: 'E2E First Frost' }))}`)).json;
  assert.equal(post.status, 'scheduled');
  assert.equal(post.publishAt, publishAt.toISOString());

  const direct = await visitor.request.get('/blog/e2e-first-frost');
  assert.equal(direct.status(), 404, 'a scheduled post is not found before its time');
  assert.doesNotMatch(await (await visitor.request.get('/sitemap.xml')).text(), /e2e-first-frost/);
  blogList = await visitor.newPage();
  await blogList.goto('/blog', { waitUntil: 'domcontentloaded' });
  await blogList.getByRole('heading', { name: 'Why We Grow Under the Sun' }).waitFor();
  assert.equal(await blogList.getByText('E2E First Frost').count(), 0);
  // The page notes when the post shows up (the next test may start after that).
  await blogList.evaluate(() => {
    const observer = new MutationObserver(() => {
      if (document.body.textContent.includes('E2E First Frost')) {
        window.__shownAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  assert.ok(Date.now() < publishAt.getTime(), 'scheduled in time for the check');
});

test('a draft product is previewed by staff, not found by visitors, then published', async () => {
  const { page, context, pageErrors } = env;
  await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add New Item' }).click();
  await page.getByRole('heading', { name: 'Add New Item' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill('E2E Night Owl');
  await page.getByLabel('Price ($)').fill('44');
  await choose(page, 'Status', /^Draft/);
  await page.getByLabel('Upload Images').setInputFiles([{ name: 'owl.png', mimeType: 'image/png', buffer: png(60, 40) }]);
  await page.getByRole('list', { name: 'E2E Night Owl images' }).getByRole('img').waitFor();
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expectToast(page, 'Product created');
  const card = page.getByRole('article', { name: 'E2E Night Owl' });
  await card.getByText('Draft', { exact: true }).waitFor();

  // Staff preview: the storefront page as it will look, under the bar, kept out of search engines.
  await card.getByRole('button', { name: 'Edit E2E Night Owl' }).click();
  await page.getByRole('heading', { name: 'Edit Item' }).waitFor();
  const navigation = context.waitForEvent(
    'response',
    (r) => r.url().endsWith('/products/e2e-night-owl') && r.request().isNavigationRequest(),
  );
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Preview E2E Night Owl on the website' }).click(),
  ]);
  const previewResponse = await navigation;
  assert.equal(previewResponse.status(), 200);
  assert.equal(previewResponse.headers()['cache-control'], 'no-store');
  await preview.getByRole('heading', { name: 'E2E Night Owl', level: 1 }).waitFor();
  await preview.getByRole('status').filter({ hasText: 'Preview: not published' }).waitFor();
  assert.equal(await preview.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
  await preview.close();

  // A visitor: the not-found page, and nothing of it in the lists.
  const visitorPage = await visitor.newPage();
  const response = await visitorPage.goto('/products/e2e-night-owl', { waitUntil: 'domcontentloaded' });
  assert.equal(response.status(), 404);
  await visitorPage.getByRole('heading', { name: 'Item Not Found' }).waitFor();
  assert.equal(await visitorPage.locator('meta[name="robots"]').getAttribute('content'), 'noindex, follow');
  assert.doesNotMatch(await (await visitor.request.get('/api/products/with-variants')).text(), /e2e-night-owl/);

  // Published: the same address now shows it to everyone, without the bar.
  await choose(page, 'Status', 'Published');
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expectToast(page, 'Product updated');
  const published = await visitorPage.reload({ waitUntil: 'domcontentloaded' });
  assert.equal(published.status(), 200);
  await visitorPage.getByRole('heading', { name: 'E2E Night Owl', level: 1 }).waitFor();
  assert.equal(await visitorPage.getByText('Preview: not published').count(), 0);
  assert.equal(await visitorPage.locator('meta[name="robots"]').getAttribute('content'), 'index, follow');
  await visitorPage.close();
  const [saved] = (await api(context, 'GET', `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: 'E2E Night Owl' }))}`))
    .json;
  assert.equal(saved.status, 'published');
  await assertCleanPage(page, pageErrors);
});

test('the scheduled post appears to the visitor on time, by itself', async (t) => {
  // The open blog list learns of it through realtime; no reload.
  try {
    await blogList.getByText('E2E First Frost').waitFor({ timeout: Math.max(publishAt.getTime() - Date.now(), 0) + 20_000 });
  } catch (error) {
    const served = await (await visitor.request.get('/api/blog')).text();
    throw new Error(
      `not shown on the open list (the server's /api/blog ${served.includes('e2e-first-frost') ? 'has' : 'lacks'} it): ${error.message}\n${env.server.log().slice(-2000)}`,
      { cause: error },
    );
  }
  const lateBy = (await blogList.evaluate(() => window.__shownAt)) - publishAt.getTime();
  assert.ok(lateBy >= -1000, `shown ${-lateBy} ms early`);
  assert.ok(lateBy < 20_000, `shown ${lateBy} ms late`);
  t.diagnostic(`shown ${lateBy} ms after its publish time`);
  const page = await visitor.newPage();
  const response = await page.goto('/blog/e2e-first-frost', { waitUntil: 'domcontentloaded' });
  assert.equal(response.status(), 200);
  await page.getByRole('heading', { name: 'E2E First Frost', level: 1 }).waitFor();
  assert.equal(await page.getByText('Preview: not published').count(), 0);
  assert.match(await (await visitor.request.get('/sitemap.xml')).text(), /\/blog\/e2e-first-frost</);
  await page.close();
});
