// Every screen of the back office at a phone's size (390x844): axe finds nothing, nothing
// scrolls sideways, and each list shows every record's text and actions.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { assertCleanPage } from './helpers.mjs';
import { axeViolations, checkEveryScreen, desktop, goInApp, phone, screens, screensSetup, sidewaysScroll } from './screens.mjs';

let env;
let ids;
before(async () => {
  ({ env, ids } = await screensSetup());
});
after(async () => {
  await env?.close();
});

test('every screen passes axe and fits the screen (phone, 390x844)', async () => {
  await checkEveryScreen(env, ids, phone);
});

/**
 * Each list on a phone: an item (found by its name), a text of it, and the names of its
 * actions, each of which must show whole within the screen's width.
 */
const phoneLists = [
  [
    '/admin/products',
    'article[aria-label="Canvas Harvest Tote"]',
    'Out of stock',
    ['Edit Canvas Harvest Tote', 'Delete Canvas Harvest Tote'],
  ],
  ['/admin/blog', 'article', 'Published', [/^Edit /, /^Delete /]],
  ['/admin/locations', 'li[aria-label]', null, [/^Edit /, /^Delete /]],
  [
    '/admin/contact-messages',
    'li[aria-label="Message from Dana Visitor"]',
    'Do you sell to dispensaries in Beacon? We would like to carry your flower.',
    [
      /^Mark message from Dana Visitor as (read|unread)$/,
      /^Mark message from Dana Visitor as (handled|not handled|unhandled)$/,
      /^Open the message from Dana Visitor to reply$/,
      /^Delete message/,
    ],
  ],
  ['/admin/orders', 'li[aria-label^="Order "]', 'Sam Buyer', [/^Open order/, /^Delete order/]],
  ['/admin/reviews', 'li[aria-label^="Review by "]', null, [/review by/, /^Delete review/]],
  ['/admin/batches', 'li[aria-label^="Lot "]', null, [/^Download the QR code/, /^Delete lot/]],
  [
    '/admin/redirects',
    'li[aria-label="Redirect from /old-tote"]',
    '/products/canvas-harvest-tote',
    [/^Remove the redirect from \/old-tote/],
  ],
  ['/admin/activity', 'li[aria-label]', null, []],
  ['/admin/staff', 'li[data-username]', null, []],
  ['/admin/files', 'article[aria-label]', null, [/^View /, /^Delete /]],
];

test('on a phone, each list shows every item with its text and its actions, within the screen', async () => {
  const { page, pageErrors } = env;
  await page.setViewportSize(phone);
  const problems = [];
  for (const [path, itemSelector, text, actions] of phoneLists) {
    await goInApp(page, path);
    // The list's own heading first: the list before it may still be shown for a moment.
    const [, { heading }] = screens(ids).find(([screen]) => screen === path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
    const item = page.locator(`main ${itemSelector}`).first();
    try {
      await item.waitFor({ timeout: 30_000 });
    } catch {
      problems.push(`${path}: no item ${itemSelector}`);
      continue;
    }
    await page.waitForLoadState('networkidle');
    const fits = async (locator) => {
      const box = await locator.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= phone.width;
    };
    if (!(await fits(item))) problems.push(`${path}: the item is wider than the screen`);
    if (!(await item.textContent()).trim()) problems.push(`${path}: the item shows no text`);
    if (text && !(await item.getByText(text).first().isVisible())) problems.push(`${path}: "${text}" is not shown`);
    for (const name of actions) {
      const action = item.getByRole('button', { name }).or(item.getByRole('link', { name })).first();
      if (!(await action.isVisible())) problems.push(`${path}: the action ${name} is not shown`);
      else if (!(await fits(action))) problems.push(`${path}: the action ${name} is off the screen`);
    }
    if ((await sidewaysScroll(page)) > 0) problems.push(`${path}: scrolls sideways`);
  }
  assert.deepEqual(problems, []);
  await assertCleanPage(page, pageErrors);
});

test('the login page passes axe at both sizes, with the logo', async () => {
  const browser = env.browser;
  for (const viewport of [desktop, phone]) {
    const context = await browser.newContext({ baseURL: env.server.baseURL, viewport });
    const page = await context.newPage();
    await page.goto('/adminlogin', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.equal(await sidewaysScroll(page), 0);
    await context.close();
  }
});
