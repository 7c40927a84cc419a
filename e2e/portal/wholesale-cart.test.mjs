// Issue 39 in the buyer's portal: a signed-in buyer adds menu lines to the wholesale cart,
// steps a line's units by cases, sees a refusal for stock that ran out (the cart kept),
// submits, sees the order with its timeline and cancels it; reorders it with the line
// that sold out flagged and another lot of it offered; then an order staff accept with a
// line lowered, ship and deliver shows the reason, the invoice and its PDF, on the order
// and on the invoices page. axe on each new page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { assertAxeClean as axe } from '../lib/axe.mjs';
import { api, setup, signIn } from '../admin/helpers.mjs';
import { applicant, approvedBuyer, buyerPassword } from '../admin/wholesale-fixtures.mjs';

let env;
before(async () => {
  env = await setup({ superuser: true });
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

/** A certificate's PDF, as small as the server takes. */
const coaPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A second lot of product, tested today. */
async function secondLot(context, product, lot) {
  const certificate = await context.request.post('/api/admin/batches/coa', {
    multipart: { lot, file: { name: 'coa.pdf', mimeType: 'application/pdf', buffer: coaPdf } },
  });
  assert.equal(certificate.status(), 201, await certificate.text());
  const made = await api(context, 'POST', '/api/admin/batches', {
    productId: product.id,
    lot,
    testDate: new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' }),
    labName: 'Kaaterskill Labs',
    labLicense: 'OCM-LAB-0042',
    coa: (await certificate.json()).url,
  });
  assert.equal(made.status, 201, JSON.stringify(made.json));
  return made.json;
}

test('a buyer fills the wholesale cart from the menu, submits, cancels, reorders, and reads the invoice of a delivered order', async () => {
  const { page, context, server, pageErrors } = env;
  await context.addInitScript(() => localStorage.setItem('age-verified', 'true'));
  const open = async (path) => {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  };

  // Two sizes of Headhunter on the price list (cases of 6, $18.00), 120 of each in its lot;
  // the second size also in a second lot.
  const headhunter = (await api(context, 'GET', '/api/admin/products')).json.find((p) => p.slug === 'headhunter');
  const [lot] = (await api(context, 'GET', `/api/admin/batches?filter=${encodeURIComponent(JSON.stringify({ productId: headhunter.id }))}`))
    .json;
  const [first, second] = headhunter.variants.slice(0, 2);
  const stock = {};
  for (const v of [first, second]) {
    const price = await api(context, 'POST', '/api/admin/wholesale-prices', { variant: v.id, unitPriceCents: 1800, caseSize: 6 });
    assert.equal(price.status, 201, JSON.stringify(price.json));
    const row = await api(context, 'POST', '/api/admin/lot-stock', { variant: v.id, batch: lot.id, onHand: 120 });
    assert.equal(row.status, 201, JSON.stringify(row.json));
    stock[v.id] = row.json.id;
  }
  const other = await secondLot(context, headhunter, 'E2E-HH-02');
  assert.equal((await api(context, 'POST', '/api/admin/lot-stock', { variant: second.id, batch: other.id, onHand: 60 })).status, 201);
  const setStock = async (variant, onHand) =>
    assert.equal((await api(context, 'PATCH', `/api/admin/lot-stock/${stock[variant.id]}`, { onHand })).status, 200);
  const name = (v, l = lot.lot) => `${headhunter.name} ${v.name}, lot ${l}`;

  // The buyer signs in and adds two lines from the menu.
  await approvedBuyer(context, server.baseURL);
  await open('/wholesale/sign-in');
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Password').fill(buyerPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/wholesale/menu');
  await page.getByLabel(`Units of ${name(first)}`, { exact: true }).fill('12');
  await page.getByRole('button', { name: `Add to order ${name(first)}`, exact: true }).click();
  await page.getByTestId('menu-added').getByText(`Added 12 units of ${headhunter.name} ${first.name}`).waitFor();
  await page.getByRole('button', { name: `Add to order ${name(second)}`, exact: true }).click();
  await page.getByTestId('portal-cart-link').getByText('(2)').waitFor();

  // The cart: a case more of the first line; the subtotal follows.
  await page.getByTestId('portal-cart-link').click();
  await page.getByTestId('cart-line').nth(1).waitFor();
  await page.getByRole('button', { name: `6 more units of ${name(first)}` }).click();
  assert.equal(await page.getByLabel(`Units of ${name(first)}`, { exact: true }).inputValue(), '18');
  assert.equal(await page.getByTestId('cart-subtotal').innerText(), '$432.00');
  await page.getByLabel('PO number (optional)').fill('PO-9001');
  await page.getByLabel('Delivery day').selectOption({ index: 1 });
  await page.getByLabel('Note for the farm (optional)').fill('Back door');
  await axe(page, 'the cart');

  // The second line's stock runs out meanwhile: the server says what is left, the cart stays.
  await setStock(second, 0);
  await page.getByRole('button', { name: 'Submit order' }).click();
  await page.getByTestId('cart-refusal').getByText('Not enough stock for this order').waitFor();
  await page.getByTestId('cart-line-problem').getByText(`None of ${headhunter.name} ${second.name} (lot ${lot.lot}) is left`).waitFor();
  assert.equal(await page.getByTestId('cart-line').count(), 2);
  await axe(page, 'the cart with its refusal');
  await setStock(second, 120);
  await page.getByRole('button', { name: 'Submit order' }).click();
  const placed = page.getByTestId('order-placed');
  await placed.waitFor();
  const number = (await placed.getByRole('heading').innerText()).match(/SO-\d{4}-\d{5}/)[0];
  assert.match(await placed.getByTestId('order-placed-total').innerText(), /^\$\d/);
  await page.getByTestId('portal-cart-link').getByText('(0)').waitFor();

  // The order: its state, timeline, lines and excise; cancelled while submitted.
  await placed.getByRole('link', { name: `View order ${number}` }).click();
  await page.getByTestId('order-number').getByText(`Order ${number}`).waitFor();
  assert.equal(await page.getByTestId('order-state').innerText(), 'Submitted');
  assert.equal(await page.getByTestId('order-line').count(), 2);
  assert.equal(await page.getByTestId('order-event').count(), 1);
  await axe(page, 'the order');
  await page.getByRole('button', { name: 'Cancel order', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await page.getByTestId('order-state').getByText('Cancelled').waitFor();
  assert.equal(await page.getByTestId('order-event').count(), 2);

  // Reorder: the second size sold out of its lot is flagged, its other lot offered.
  await setStock(second, 0);
  await page.getByRole('button', { name: 'Reorder', exact: true }).click();
  const result = page.getByTestId('reorder-result');
  await result.getByText('Added 1 line to your order.').waitFor();
  await result.getByTestId('reorder-reason').getByText('This lot is sold out').waitFor();
  await axe(page, 'the order with its reorder');
  await result.getByRole('button', { name: /Add lot E2E-HH-02 instead/ }).click();
  await page.getByTestId('portal-cart-link').getByText('(2)').waitFor();
  await page.getByTestId('portal-cart-link').click();
  assert.equal(await page.getByLabel(`Units of ${name(first)}`, { exact: true }).inputValue(), '18');
  assert.equal(await page.getByLabel(`Units of ${name(second, 'E2E-HH-02')}`, { exact: true }).inputValue(), '6');

  // The orders page lists it.
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  const row = page.getByTestId('order-row').filter({ hasText: number });
  assert.equal(await row.getByTestId('order-row-state').innerText(), 'Cancelled');
  await axe(page, 'the orders');

  // The reordered cart goes in; staff accept it with the second line lowered, ship and deliver it.
  await page.getByTestId('portal-cart-link').click();
  await page.getByLabel('Delivery day').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Submit order' }).click();
  await page.getByTestId('order-placed').waitFor();
  const orders = (await api(context, 'GET', '/api/admin/wholesale-orders')).json;
  const order = (await api(context, 'GET', `/api/admin/wholesale-orders/${orders.find((o) => o.state === 'submitted').id}`)).json;
  const lowered = order.lines.find((l) => l.lot === 'E2E-HH-02');
  const move = async (body) => {
    const res = await api(context, 'POST', `/api/admin/wholesale-orders/${order.id}/transition`, body);
    assert.equal(res.status, 200, JSON.stringify(res.json));
  };
  await move({ to: 'accepted', lines: [{ id: lowered.id, units: 0, reason: 'That lot is promised elsewhere' }] });
  await move({ to: 'shipped', manifestNumber: 'MAN-2026-0099' });
  await move({ to: 'delivered', deliveredOn: new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' }) });

  await open(`/wholesale/orders/${order.id}`);
  await page.getByTestId('order-state').getByText('Delivered').waitFor();
  await page.getByTestId('order-line-change').getByText('6 ordered: That lot is promised elsewhere').waitFor();
  const invoice = page.getByTestId('order-invoice');
  await invoice.getByRole('heading', { name: /Invoice INV-\d{4}-\d{5}/ }).waitFor();
  await axe(page, 'a delivered order with its invoice');
  const [download] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('button', { name: /Download PDF/ }).click()]);
  assert.match(download.suggestedFilename(), /^invoice-INV-\d{4}-\d{5}\.pdf$/);
  assert.ok(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString() === '%PDF-',
    'the invoice is a PDF',
  );

  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  const invoiceRow = page.getByTestId('invoice-row').filter({ hasText: order.number });
  await invoiceRow.waitFor();
  await axe(page, 'the invoices');
  const [again] = await Promise.all([page.waitForEvent('download'), invoiceRow.getByRole('button', { name: /Download PDF/ }).click()]);
  assert.match(again.suggestedFilename(), /^invoice-INV-\d{4}-\d{5}\.pdf$/);

  // Signing out forgets the cart.
  await page.getByRole('link', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: `Add to order ${name(first)}`, exact: true }).click();
  await page.getByTestId('portal-cart-link').getByText('(1)').waitFor();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/wholesale/sign-in**');
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('farmsite_wholesale_cart:'))), []);
  assert.deepEqual(pageErrors, []);
});
