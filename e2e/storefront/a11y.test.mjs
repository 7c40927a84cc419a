// axe-core on every public page and on each dialog, at phone and desktop widths; and on
// each page nothing logged as an error and nothing fetched from another origin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeCheck } from '../lib/axe.mjs';
import { finiteAnimationsEnded } from '../lib/animations.mjs';
import { assertNoProblems, eventually, useStorefront } from './harness.mjs';

const sf = useStorefront();

const PAGES = [
  ['/', 'Grown under the Hudson Valley sun'],
  ['/products', 'Our Products'],
  ['/products/headhunter', 'Headhunter'],
  ['/products/farm-logo-tee', 'Farm Logo Tee'],
  ['/locations', 'Partner Locations'],
  ['/about', 'A family farm, grown under the Hudson Valley sun'],
  ['/blog', 'Stories from the Garden'],
  ['/blog/why-we-grow-under-the-sun', 'Why We Grow Under the Sun'],
  ['/contact', 'Contact Us'],
  ['/legal', 'Legal Terms'],
  ['/no-such-page', '404 Page Not Found'],
];

async function axe(page, label) {
  await finiteAnimationsEnded(page);
  const { violations } = await axeCheck(page).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  assert.deepEqual(summary, [], `axe violations on ${label}`);
}

/** Waits until the page's content (not a skeleton) is shown and its images are in. */
async function settle(page, heading) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await eventually(() => page.evaluate(() => document.querySelectorAll('[aria-busy="true"], .skeleton').length === 0));
}

// axe takes seconds a page on two cores: every page at desktop width, and at phone width
// the pages whose layout changes most (the header's menu button, stacked cards and forms).
const PHONE_PAGES = ['/', '/products', '/products/headhunter', '/locations', '/contact'];

for (const [width, height, name, paths] of [
  [1280, 900, 'desktop', null],
  [390, 844, 'phone', PHONE_PAGES],
]) {
  test(`public pages pass axe (${name}), under a strict Content-Security-Policy`, async () => {
    const page = await sf.page({ viewport: { width, height }, csp: true });
    const violations = [];
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    for (const [path, heading] of PAGES.filter(([p]) => !paths || paths.includes(p))) {
      await page.goto(path);
      await settle(page, heading);
      await axe(page, `${path} (${name})`);
    }
    assert.deepEqual(violations, []);
    // The policy is really on: an inline script is refused.
    const inlineRan = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.inlineRan = true';
      document.head.append(s);
      return window.inlineRan === true;
    });
    assert.equal(inlineRan, false);
    page.problems = page.problems.filter((p) => !/Content Security Policy/.test(p));
    assertNoProblems(page);
    await page.close();
  });
}

test('the age gate, the cart with items, the checkout form and the mobile menu pass axe', async () => {
  let page = await sf.page({ verified: false });
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Age Verification' }).waitFor();
  await axe(page, 'the age gate');
  await page.close();

  page = await sf.page();
  await page.goto('/products/farm-logo-tee');
  await page.getByRole('button', { name: 'Add to Cart: Farm Logo Tee, size S' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await cart.getByTestId('cart-line').waitFor();
  await axe(page, 'the cart drawer');
  await cart.getByRole('button', { name: 'Checkout (1 item)' }).click();
  await cart.getByRole('button', { name: 'Send order request' }).click();
  await cart.getByText('Please enter a valid email address').waitFor();
  await axe(page, 'the checkout form with errors');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).waitFor();
  await axe(page, 'the mobile menu');
  assertNoProblems(page);
  await page.close();
});

test('with reduced motion the hero is a still photo and the page still passes axe', async () => {
  const page = await sf.page({ reducedMotion: 'reduce' });
  await page.goto('/');
  await settle(page, 'Grown under the Hudson Valley sun');
  await page.waitForTimeout(4500);
  const photos = page.locator('[data-testid="hero-photos"] img');
  assert.equal(await photos.count(), 1, 'only the first photo, no slideshow');
  assert.equal(await page.getByTestId('hero-video').count(), 0);
  assert.equal(await page.getByRole('button', { name: /slideshow/ }).count(), 0);
  await axe(page, 'home with reduced motion');
  await page.close();
});
