// The Home slideshow screen (issue 37): staff take a photo out, upload one, pick one from
// File Manager, put them in order and describe them; the home page (its server HTML and
// after hydration) opens on the new main photo with its alt text. axe finds nothing on
// the screen at desktop width and on a 390x844 phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { axeCheck } from '../lib/axe.mjs';
import { api, assertCleanPage, expectToast, png, setup, signIn } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

const nameOf = (url) => url.replace(/^\/uploads\//, '').replace(/\?.*$/, '');

async function axeViolations(page) {
  const { violations } = await axeCheck(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The home page's hero photos as the server sends them: each one's address and alt text. */
async function heroPhotosOfHomeHTML(context) {
  const html = await (await context.request.get('/')).text();
  const at = html.indexOf('data-testid="hero-photos"');
  assert.ok(at >= 0, 'the home page holds the hero');
  const hero = html.slice(at, html.indexOf('</div>', at));
  return [...hero.matchAll(/<img[^>]*>/g)].map(([img]) => ({
    src: /\ssrc="([^"]+)"/.exec(img)?.[1],
    alt: /\salt="([^"]*)"/.exec(img)?.[1],
  }));
}

test('a photo added in the back office leads the home page, with its alt text', async () => {
  const { page, context, pageErrors } = env;
  const before = (await api(context, 'GET', '/api/admin/slideshow')).json;
  assert.equal(before.heroImages.length, 10, "the spec's ten photos are the default");

  await page.goto('/admin/slideshow', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Home Slideshow', level: 1 }).waitFor();
  const strip = page.getByRole('list', { name: 'Slideshow images' });
  await strip.getByRole('listitem').nth(9).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe on the slideshow screen');

  // Full: take the last two out, then upload one and pick one among the uploads.
  await strip.getByRole('button', { name: 'Remove Slideshow image 10' }).click();
  await strip.getByRole('button', { name: 'Remove Slideshow image 9' }).click();
  await page
    .getByLabel('Upload Photos')
    .setInputFiles({ name: 'e2e-barn-sunrise.png', mimeType: 'image/png', buffer: png(96, 54, [220, 120, 40]) });
  await strip.getByRole('listitem').nth(8).waitFor();
  await page.getByRole('button', { name: 'Add from File Manager' }).click();
  const picker = page.getByRole('dialog', { name: 'Add photos from File Manager' });
  await picker.getByRole('checkbox', { name: 'product-mimosa.jpg' }).check();
  assert.deepEqual(await axeViolations(page), [], 'axe on the photo picker');
  await picker.getByRole('button', { name: 'Add photo' }).click();
  await strip.getByRole('listitem').nth(9).waitFor();

  // The uploaded photo becomes the main one, described.
  await strip.getByRole('button', { name: 'Make main image: Slideshow image 9' }).click();
  await strip.getByRole('listitem').first().getByText('Main image').waitFor();
  await strip.getByRole('textbox', { name: 'Alt text of Slideshow image 1', exact: true }).fill('Sunrise over the barn, E2E');
  await page.getByRole('button', { name: 'Save Slideshow' }).click();
  await expectToast(page, 'Slideshow saved');

  const saved = (await api(context, 'GET', '/api/admin/slideshow')).json;
  assert.equal(saved.heroImages.length, 10);
  const main = saved.heroImages[0];
  assert.match(nameOf(main), /^e2e_barn_sunrise/);
  assert.equal(saved.heroImageAlts[main], 'Sunrise over the barn, E2E');
  assert.match(nameOf(saved.heroImages[9]), /^product[-_]mimosa/, 'the picked photo is last');
  assert.deepEqual(saved.heroImages.slice(1, 9), before.heroImages.slice(0, 8), 'the others keep their order');

  // The server's HTML opens on it, described.
  const [first] = await heroPhotosOfHomeHTML(context);
  assert.ok(first.src.includes(nameOf(main)), `the home page's first photo is ${nameOf(main)}, not ${first.src}`);
  assert.equal(first.alt, 'Sunrise over the barn, E2E');
  const home = await (await context.request.get('/')).text();
  assert.match(home, new RegExp(`<meta[^>]*\\sproperty="og:image"\\s[^>]*content="[^"]*${nameOf(main).replace(/\./g, '\\.')}`));
  assert.match(home, /<meta[^>]*\sproperty="og:image:alt"\s[^>]*content="Sunrise over the barn, E2E"/);

  // And so does the page once hydrated, in a browser.
  const visitor = await env.browser.newContext({ baseURL: env.server.baseURL });
  await visitor.addInitScript(() => localStorage.setItem('age-verified', 'true'));
  const storefront = await visitor.newPage();
  await storefront.goto('/', { waitUntil: 'domcontentloaded' });
  await storefront.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const shown = storefront.getByTestId('hero-photos').getByRole('img', { name: 'Sunrise over the barn, E2E' });
  await shown.waitFor();
  assert.ok((await shown.getAttribute('src')).includes(nameOf(main)));
  await visitor.close();
  await assertCleanPage(page, pageErrors);
});

test('the slideshow screen on a phone', async () => {
  const { browser, server } = env;
  const phone = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await signIn(phone);
  try {
    const page = await phone.newPage();
    await page.goto('/admin/slideshow', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Home Slideshow', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Slideshow images' }).getByRole('listitem').nth(9).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'axe on the slideshow screen, on a phone');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(sideways <= 0, `no sideways scroll (${sideways}px)`);
  } finally {
    await phone.close();
  }
});
