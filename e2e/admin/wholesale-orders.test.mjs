// Issue 39 in the back office: an approved dispensary's order waits under Wholesale
// orders, Submitted; staff open it, accept it with one line lowered and the reason the
// buyer sees, mark it packed, ship it with a manifest number and mark it delivered, each
// from the moves the order's state allows; the server holds every step and the timeline
// shows them; shipping issued the invoice, whose PDF the buyer downloads. With axe on the
// list and the order.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, seriousViolations, setup, signIn } from './helpers.mjs';
import { approvedBuyer, pricedHeadhunter } from './wholesale-fixtures.mjs';

let env;
before(async () => {
  env = await setup({ superuser: true });
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

test('staff take a wholesale order from submitted to delivered, lowering a line on acceptance', async () => {
  const { page, context, server, pageErrors } = env;
  // Two variants of Headhunter on the price list, with stock in its lot.
  const { variants, lot } = await pricedHeadhunter(context);
  const buyer = await approvedBuyer(context, server.baseURL);
  const days = await (await fetch(`${server.baseURL}/api/wholesale/delivery-days`, { headers: buyer })).json();
  const placed = await fetch(`${server.baseURL}/api/wholesale/orders`, {
    method: 'POST',
    headers: { ...buyer, 'Content-Type': 'application/json', Origin: server.baseURL },
    body: JSON.stringify({
      poNumber: 'PO-7781',
      deliveryDay: days.days[0],
      note: 'Back door, before noon',
      lines: variants.map((v) => ({ variantId: v.id, lot: lot.lot, units: 12 })),
    }),
  });
  const order = await placed.json();
  assert.equal(placed.status, 201, JSON.stringify(order));

  await page.goto('/admin/wholesale-orders', { waitUntil: 'domcontentloaded' });
  await page.getByRole('tab', { name: 'Submitted', selected: true }).waitFor();
  const row = page.getByRole('row').filter({ hasText: order.number });
  await row.getByText('Green Leaf Retail LLC').waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'axe on the list');

  await row.click();
  await page.getByRole('heading', { name: `Order ${order.number}` }).waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'axe on the order');

  // Accept with the second line lowered to 6, and why.
  await page.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog');
  const second = order.lines[1];
  await dialog.getByLabel(`${second.productName} ${second.variantName}, lot ${second.lot}: units`).fill('6');
  await dialog.getByLabel('Why (the buyer sees it)').fill('Only one case left of this size');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expectToast(page, `Order ${order.number}: accepted`);
  await page.getByText('ordered 12: Only one case left of this size').waitFor();

  await page.getByRole('button', { name: 'Mark packed' }).click();
  await expectToast(page, `Order ${order.number}: packed`);

  // Shipping asks for the manifest number first.
  await page.getByRole('button', { name: 'Ship' }).click();
  const ship = page.getByRole('dialog');
  await ship.getByLabel('Manifest number').fill('MAN-2026-0042');
  await ship.getByLabel('Driver').fill('Sam');
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expectToast(page, `Order ${order.number}: shipped`);

  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark delivered' }).click();
  await expectToast(page, `Order ${order.number}: delivered`);
  await page.getByRole('button', { name: 'Mark delivered' }).waitFor({ state: 'detached' });
  assert.equal(await page.getByRole('button', { name: 'Close order' }).count(), 0, 'closing waits for the invoice to be paid');

  const held = (await api(context, 'GET', `/api/admin/wholesale-orders/${order.id}`)).json;
  assert.equal(held.state, 'delivered');
  assert.equal(held.manifestNumber, 'MAN-2026-0042');
  assert.equal(held.driver, 'Sam');
  assert.deepEqual(
    held.lines.map((l) => l.units),
    [12, 6],
  );
  assert.equal(held.lines[1].changeReason, 'Only one case left of this size');
  assert.deepEqual(
    held.events.map((e) => e.to),
    ['submitted', 'accepted', 'packed', 'shipped', 'delivered'],
  );
  // Shipping issued the invoice, numbered in sequence; the buyer downloads its PDF.
  const invoices = await (await fetch(`${server.baseURL}/api/wholesale/invoices`, { headers: buyer })).json();
  assert.equal(invoices.length, 1);
  assert.match(invoices[0].number, /^INV-\d{4}-00001$/);
  const invoicePdf = await fetch(`${server.baseURL}/api/wholesale/invoices/${invoices[0].id}/pdf`, { headers: buyer });
  assert.equal(invoicePdf.status, 200);
  assert.equal(invoicePdf.headers.get('content-type'), 'application/pdf');
  assert.equal((await invoicePdf.arrayBuffer()).byteLength > 1000, true, 'a PDF with its pages');
  const timeline = page.getByRole('list', { name: 'Timeline' });
  for (const state of ['Submitted', 'Accepted', 'Packed', 'Shipped', 'Delivered'])
    await timeline.getByText(state, { exact: true }).waitFor();
  // The dispensary's name leads to its account.
  await page.getByRole('link', { name: 'Green Leaf Retail LLC' }).click();
  await page.getByRole('heading', { name: 'Green Leaf Retail LLC', level: 2 }).waitFor();
  await assertCleanPage(page, pageErrors);
});
