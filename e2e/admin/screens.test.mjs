// Every screen of the back office at a desktop's size (1440x900) and a phone's (390x844):
// axe finds nothing (all of its rules, best practices included), nothing scrolls sideways,
// and each list shows every record's text and actions on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { finiteAnimationsEnded } from '../lib/animations.mjs';
import { api, assertCleanPage, setup, signIn } from './helpers.mjs';

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

let env;
let ids;
before(async () => {
  env = await setup();
  await signIn(env.context);
  // What visitors send: a message and an order, for the inbox screens.
  const visitor = env.context.request;
  const sent = await visitor.post('/api/contact', {
    data: {
      name: 'Dana Visitor',
      email: 'dana@example.com',
      message: 'Do you sell to dispensaries in Beacon? We would like to carry your flower.',
    },
  });
  assert.ok(sent.ok(), `contact: ${sent.status()}`);
  const tee = await (await visitor.get('/api/products/slug/farm-logo-tee')).json();
  const order = await visitor.post('/api/orders', {
    data: {
      name: 'Sam Buyer',
      email: 'sam@example.com',
      fulfillment: 'pickup',
      items: [{ productId: tee.id, variantId: tee.variants[0].id, quantity: 1 }],
    },
  });
  assert.equal(order.status(), 201, await order.text());
  const redirect = await api(env.context, 'POST', '/api/admin/redirects', {
    fromPath: '/old-tote',
    toPath: '/products/canvas-harvest-tote',
  });
  assert.equal(redirect.status, 201, JSON.stringify(redirect.json));
  const first = async (path) => (await api(env.context, 'GET', path)).json[0].id;
  ids = {
    product: await first('/api/admin/products'),
    post: await first('/api/admin/blog'),
    location: await first('/api/admin/locations'),
    review: await first('/api/admin/reviews'),
    batch: await first('/api/admin/batches'),
    message: await first('/api/admin/contact-messages'),
    order: await first('/api/admin/orders'),
  };
});
after(async () => {
  await env?.close();
});

/** Each screen: its address and what shows once it has loaded. */
const screens = () => [
  ['/admin', { heading: 'Admin Dashboard' }],
  ['/admin/products', { heading: 'Manage Products', ready: 'article' }],
  ['/admin/products?create=1', { heading: 'Manage Products', ready: 'h2:text-is("Add New Item")' }],
  [`/admin/products?edit=${ids.product}`, { heading: 'Manage Products', ready: '[aria-label="Current variants"]' }],
  ['/admin/blog', { heading: 'Manage Blog', ready: 'article' }],
  ['/admin/blog?create=1', { heading: 'Manage Blog', ready: 'h2:text-is("Add New Blog Post")' }],
  [`/admin/blog?edit=${ids.post}`, { heading: 'Manage Blog', ready: '#blog-image-url' }],
  ['/admin/locations', { heading: 'Manage Locations', ready: 'li[aria-label]' }],
  ['/admin/locations?create=1', { heading: 'Manage Locations', ready: 'h2:text-is("Add New Location")' }],
  [`/admin/locations?edit=${ids.location}`, { heading: 'Manage Locations', ready: 'h2:text-is("Edit Location")' }],
  ['/admin/reviews', { heading: 'Reviews', ready: 'main [aria-label^="Delete review"]' }],
  ['/admin/reviews/create', { heading: 'Add Review' }],
  [`/admin/reviews/${ids.review}`, { heading: 'Edit Review', ready: 'input[name="author"]' }],
  ['/admin/batches', { heading: 'Batches', ready: 'main [aria-label^="Delete lot"]' }],
  ['/admin/batches/create', { heading: 'Add Batch' }],
  [`/admin/batches/${ids.batch}`, { heading: 'Edit Batch', ready: 'input[name="lot"]' }],
  ['/admin/files', { heading: 'File Manager', ready: 'main [aria-label^="Delete "]' }],
  ['/admin/heroes', { heading: 'Manage Hero Videos' }],
  ['/admin/contact-messages', { heading: 'Contact Messages', ready: 'main [aria-label^="Delete message"]' }],
  [`/admin/contact-messages/${ids.message}/show`, { heading: 'Message from Dana Visitor' }],
  ['/admin/orders', { heading: 'Swag Orders', ready: 'main [aria-label^="Delete order"]' }],
  [`/admin/orders/${ids.order}/show`, { heading: /^Order / }],
  ['/admin/staff', { heading: 'Staff' }],
  ['/admin/notifications', { heading: 'Notifications' }],
  ['/admin/compliance', { heading: 'Compliance' }],
  ['/admin/redirects', { heading: 'Redirects' }],
  ['/admin/redirects/create', { heading: 'Add Redirect' }],
  ['/admin/activity', { heading: 'Activity', ready: 'main tbody tr, main li[aria-label]' }],
];

/** axe's violations on the page, one line each with where. */
async function axeViolations(page) {
  await finiteAnimationsEnded(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How far the page scrolls sideways (0 when it fits the screen's width). */
const sidewaysScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function open(page, path, { heading, ready }) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  if (ready) await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

for (const [label, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
]) {
  test(`every screen passes axe and fits the screen (${label}, ${viewport.width}x${viewport.height})`, async () => {
    const { page, pageErrors } = env;
    await page.setViewportSize(viewport);
    const problems = [];
    for (const [path, expect] of screens()) {
      try {
        await open(page, path, expect);
      } catch (error) {
        problems.push(`${path}: did not load (${error.message.split('\n')[0]})`);
        continue;
      }
      for (const v of await axeViolations(page)) problems.push(`${path}: ${v}`);
      const sideways = await sidewaysScroll(page);
      if (sideways > 0) problems.push(`${path}: scrolls ${sideways}px sideways`);
    }
    assert.deepEqual(problems, []);
    await assertCleanPage(page, pageErrors);
  });
}

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
    await page.goto(path, { waitUntil: 'domcontentloaded' });
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
