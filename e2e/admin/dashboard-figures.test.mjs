// The dashboard says what needs doing (issue 37): a review to approve and an order to
// confirm, each leading to its screen; the mail in one plain sentence, the operator's
// details behind the owner's Details only; the weeks' orders and messages and the
// products most ordered as charts, each with its text and a table with a caption. The
// spec's cards and Page Tools stay. axe finds nothing at desktop width or on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { axeCheck } from '../lib/axe.mjs';
import { api, assertCleanPage, enrolTwoFactor, setup, signIn } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
  const visitor = env.context.request;
  const sent = await visitor.post('/api/contact', {
    data: { name: 'Dana Visitor', email: 'dana@example.com', message: 'Do you sell to dispensaries in Beacon?' },
  });
  assert.ok(sent.ok(), `contact: ${sent.status()}`);
  const tee = await (await visitor.get('/api/products/slug/farm-logo-tee')).json();
  const size = tee.variants.find((v) => v.name === 'M');
  const order = await visitor.post('/api/orders', {
    data: {
      name: 'Sam Buyer',
      email: 'sam@example.com',
      fulfillment: 'shipping',
      street: '12 Main St',
      city: 'Kingston',
      state: 'NY',
      zip: '12401',
      items: [{ productId: tee.id, variantId: size.id, quantity: 2 }],
    },
  });
  assert.equal(order.status(), 201, await order.text());
});
after(async () => {
  await env?.close();
});

async function axeViolations(page) {
  const { violations } = await axeCheck(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the dashboard shows the review to approve and the order to confirm, and charts with their tables', async () => {
  const { page, pageErrors } = env;
  await page.goto('/admin', { waitUntil: 'domcontentloaded' });
  const waits = page.getByRole('region', { name: 'What needs doing' });
  await waits.getByTestId('waiting-reviews').waitFor();
  assert.equal(await waits.getByTestId('waiting-reviews').textContent(), '3 reviews to approve');
  assert.equal(await waits.getByTestId('waiting-orders').textContent(), '1 order to confirm');
  assert.equal(await waits.getByTestId('waiting-messages').textContent(), '1 message to handle');

  const reviews = page.getByRole('region', { name: 'Reviews to approve' });
  await reviews.getByRole('link', { name: 'Rondout Wellness (buyer) on Headhunter, 4.8 of 5 stars' }).waitFor();
  const orders = page.getByRole('region', { name: 'Orders to confirm' });
  await orders.getByRole('link', { name: /^Order \d+: 2 items, \$\d+\.\d\d$/ }).waitFor();

  // Mail: one sentence for everyone; how to set it up, the owner's, behind Details.
  const mail = waits.locator('[data-mail-warning="not-configured"]');
  assert.match(
    await mail.textContent(),
    /^Emails are not being sent yet: \d+ emails? (is|are) waiting\. Ask whoever runs the website to set up mail\.$/,
  );
  assert.equal(await page.getByText(/SMTP_HOST/).isVisible(), false, 'the operator details are closed');
  await waits.getByRole('button', { name: 'Details' }).click();
  await waits
    .getByText(/SMTP_HOST, SMTP_PORT, SMTP_USERNAME and SMTP_PASSWORD environment variables \(see docs\/operations\.md, Mail\)/)
    .waitFor();

  // Each chart: its text alternative, and its figures in a table with a caption.
  const weekly = page.getByRole('region', { name: 'Orders and messages per week' });
  await weekly.getByText(/^Over the last 13 weeks: 1 order and 1 message\./).waitFor();
  await weekly.locator('.recharts-surface').first().waitFor(); // the chart, loaded after the page
  const table = weekly.getByRole('table', { name: 'Orders and messages per week, last 13 weeks' });
  assert.equal(await table.getByRole('row').count(), 14, 'a header and 13 weeks');
  const thisWeek = table.getByRole('row').last();
  assert.deepEqual(await thisWeek.getByRole('cell').allTextContents(), ['1', '1']);
  await weekly.getByRole('button', { name: 'Show as table' }).click();
  const box = await table.boundingBox();
  assert.ok(box.width > 100 && box.height > 100, 'the table shows when asked');
  assert.equal(await weekly.locator('.recharts-surface').count(), 0, 'in place of the chart');

  const products = page.getByRole('region', { name: 'Products most ordered' });
  await products.getByText('Most ordered over the last 13 weeks, by quantity: Farm Logo Tee (2).').waitFor();
  const productRow = products
    .getByRole('table', { name: 'Products most ordered, last 13 weeks' })
    .getByRole('row', { name: /Farm Logo Tee/ });
  assert.deepEqual(await productRow.getByRole('cell').allTextContents(), ['2', '1']);

  // The spec's cards and Page Tools stay.
  for (const card of ['Manage Products', 'Manage Blog', 'Manage Locations', 'File Manager', 'Hero Videos']) {
    await page.getByRole('heading', { name: card, exact: true }).waitFor();
  }
  await page.getByRole('button', { name: 'Page Tools' }).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe on the dashboard');

  // The review count leads to the reviews waiting.
  await waits.getByTestId('waiting-reviews').click();
  await page.waitForURL(/\/admin\/reviews\?.*filter=/);
  await assertCleanPage(page, pageErrors);
});

test('on a phone the dashboard reads the same, with nothing sideways', async () => {
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
    await page.goto('/admin', { waitUntil: 'domcontentloaded' });
    await page.getByRole('region', { name: 'What needs doing' }).getByTestId('waiting-reviews').waitFor();
    await page.getByRole('region', { name: 'Orders and messages per week' }).locator('.recharts-surface').first().waitFor();
    await page.getByRole('region', { name: 'Products most ordered' }).locator('.recharts-surface').first().waitFor();
    assert.deepEqual(await axeViolations(page), [], 'axe on the dashboard, on a phone');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(sideways <= 0, `no sideways scroll (${sideways}px)`);
  } finally {
    await phone.close();
  }
});

test("a staff member who is not the owner reads the mail's sentence without its details", async () => {
  const { browser, server, context } = env;
  await enrolTwoFactor(context); // the owner must have it before adding an account
  const added = await api(context, 'POST', '/api/admin/staff', {
    username: 'e2e-packer',
    password: 'packer-password-123',
    confirmPassword: 'packer-password-123',
  });
  assert.equal(added.status, 201, JSON.stringify(added.json));
  const other = await browser.newContext({ baseURL: server.baseURL });
  try {
    const login = await other.request.post('/api/admin/login', { data: { username: 'e2e-packer', password: 'packer-password-123' } });
    assert.equal(login.status(), 200);
    const page = await other.newPage();
    await page.goto('/admin', { waitUntil: 'domcontentloaded' });
    const waits = page.getByRole('region', { name: 'What needs doing' });
    await waits.locator('[data-mail-warning="not-configured"]').waitFor();
    assert.equal(await waits.getByRole('button', { name: 'Details' }).count(), 0);
    assert.equal(await page.getByText(/SMTP_HOST/).count(), 0);
  } finally {
    await other.close();
  }
});
