// The back office's screens, for the screens tests (desktop, and phone): the records they
// open, every screen's address with what shows once it has loaded, and the checks.
import assert from 'node:assert/strict';
import { axeCheck } from '../lib/axe.mjs';
import { finiteAnimationsEnded } from '../lib/animations.mjs';
import { api, assertCleanPage, setup, signIn } from './helpers.mjs';

export const desktop = { width: 1440, height: 900 };
export const phone = { width: 390, height: 844 };

/** A signed-in back office with a message, an order and a redirect; ids of a record of each kind. */
export async function screensSetup() {
  const env = await setup();
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
  const ids = {
    product: await first('/api/admin/products'),
    post: await first('/api/admin/blog'),
    location: await first('/api/admin/locations'),
    review: await first('/api/admin/reviews'),
    batch: await first('/api/admin/batches'),
    message: await first('/api/admin/contact-messages'),
    order: await first('/api/admin/orders'),
  };
  return { env, ids };
}

/**
 * Each screen: its address and what shows once it has loaded, which the screen before it
 * in this list does not show (the screens are opened in turn, in the app).
 */
export const screens = (ids) => [
  ['/admin', { heading: 'Admin Dashboard' }],
  ['/admin/products', { heading: 'Manage Products', ready: 'article' }],
  ['/admin/products?create=1', { heading: 'Manage Products', ready: 'h2:text-is("Add New Item")' }],
  [`/admin/products?edit=${ids.product}`, { heading: 'Manage Products', ready: '[aria-label="Current variants"]' }],
  ['/admin/blog', { heading: 'Manage Blog', ready: 'article' }],
  ['/admin/blog?create=1', { heading: 'Manage Blog', ready: 'h2:text-is("Add New Blog Post")' }],
  [`/admin/blog?edit=${ids.post}`, { heading: 'Manage Blog', ready: 'h2:text-is("Edit Blog Post")' }],
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
export async function axeViolations(page) {
  await finiteAnimationsEnded(page);
  const { violations } = await axeCheck(page).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How far the page scrolls sideways (0 when it fits the screen's width). */
export const sidewaysScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Goes to path as the back office's own links do, without loading the app again, when the
 * page already shows it (the router follows the history's popstate); otherwise loads it.
 * Loading the app took two thirds of each screen's check.
 */
export async function goInApp(page, path) {
  const inApp = await page.evaluate(() => window.location.pathname.startsWith('/admin') && document.querySelector('main') !== null);
  if (!inApp) return void (await page.goto(path, { waitUntil: 'domcontentloaded' }));
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

export async function open(page, path, { heading, ready }) {
  await goInApp(page, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  if (ready) await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** Every screen at a viewport: axe finds nothing, and nothing scrolls sideways. */
export async function checkEveryScreen({ page, pageErrors }, ids, viewport) {
  await page.setViewportSize(viewport);
  const problems = [];
  for (const [path, expect] of screens(ids)) {
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
}
