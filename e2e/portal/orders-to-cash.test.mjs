// Issue 39 from end to end, in two browsers against the built server and a real SMTP
// server on loopback: a buyer orders from the menu through the wholesale cart; staff
// accept the order with one line lowered, ship it with a manifest number and mark it
// delivered; the buyer downloads the invoice PDF, whose text has Cannabis Law §84(3)'s
// fields and the due date; staff record two partial payments, which bring the balance to
// 0 and close the order; the buyer reorders. Each of the buyer's emails arrives.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { pdfShownText } from '../lib/pdf.mjs';
import { smtpEnvironment, startSmtpServer } from '../lib/smtp.mjs';
import { api, assertCleanPage, expectToast, setup, signIn } from '../admin/helpers.mjs';
import { applicant, approvedBuyer, buyerPassword, pricedHeadhunter } from '../admin/wholesale-fixtures.mjs';

let mailbox;
let env;
before(async () => {
  mailbox = await startSmtpServer();
  env = await setup({ superuser: true, env: smtpEnvironment(mailbox.port) });
  await signIn(env.context);
});
after(async () => {
  await env?.close();
  await mailbox?.stop();
});

/** Waits for the buyer's email whose subject starts with `heading`. */
const buyerEmail = (heading) =>
  mailbox.waitFor((m) => m.to.includes(applicant.email) && m.parsed.subject.startsWith(heading), { timeout: 20_000 });

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

test('a buyer orders, staff accept with a line lowered, ship and deliver; the invoice is paid in two parts, the order closes, the buyer reorders', async () => {
  const { browser, page: staff, context, server, pageErrors } = env;
  const { variants, lot } = await pricedHeadhunter(context);
  const [first, second] = variants;
  await approvedBuyer(context, server.baseURL);

  // 1. The buyer orders from the menu: 12 units of one size, 12 of the other.
  const buyerContext = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await buyerContext.addInitScript(() => localStorage.setItem('age-verified', 'true'));
  const buyer = await buyerContext.newPage();
  const buyerErrors = [];
  buyer.on('pageerror', (error) => buyerErrors.push(error.message));
  await buyer.goto('/wholesale/sign-in', { waitUntil: 'domcontentloaded' });
  await buyer.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await buyer.getByLabel('Email').fill(applicant.email);
  await buyer.getByLabel('Password').fill(buyerPassword);
  await buyer.getByRole('button', { name: 'Sign in' }).click();
  await buyer.waitForURL('**/wholesale/menu');
  const line = (v) => `Headhunter ${v.name}, lot ${lot.lot}`;
  for (const v of [first, second]) {
    await buyer.getByLabel(`Units of ${line(v)}`, { exact: true }).fill('12');
    await buyer.getByRole('button', { name: `Add to order ${line(v)}`, exact: true }).click();
  }
  await buyer.getByTestId('portal-cart-link').getByText('(2)').waitFor();
  await buyer.getByTestId('portal-cart-link').click();
  await buyer.getByLabel('PO number (optional)').fill('PO-4410');
  await buyer.getByLabel('Delivery day').selectOption({ index: 1 });
  await buyer.getByRole('button', { name: 'Submit order' }).click();
  const placed = buyer.getByTestId('order-placed');
  await placed.waitFor();
  const number = (await placed.getByRole('heading').innerText()).match(/SO-\d{4}-\d{5}/)[0];
  await buyerEmail(`We received your order: ${number}`);
  const order = (await api(context, 'GET', '/api/admin/wholesale-orders')).json.find((o) => o.number === number);

  // 2. Staff accept it with the second line lowered to one case, and why.
  await staff.goto(`/admin/wholesale-orders/${order.id}/show`, { waitUntil: 'domcontentloaded' });
  await staff.getByRole('heading', { name: `Order ${number}` }).waitFor();
  await staff.getByRole('button', { name: 'Accept' }).click();
  const accept = staff.getByRole('dialog');
  await accept.getByLabel(`${line(second)}: units`).fill('6');
  await accept.getByLabel('Why (the buyer sees it)').fill('Only one case left of this size');
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expectToast(staff, `Order ${number}: accepted`);
  const accepted = await buyerEmail(`Your order is accepted: ${number}`);
  assert.match(accepted[0].parsed.text, /lowered from 12 units to 6 units\. Only one case left of this size/);

  // 3. Packed, shipped with the manifest number, delivered today.
  await staff.getByRole('button', { name: 'Mark packed' }).click();
  await expectToast(staff, `Order ${number}: packed`);
  await staff.getByRole('button', { name: 'Ship' }).click();
  const ship = staff.getByRole('dialog');
  await ship.getByLabel('Manifest number').fill('MAN-2026-0311');
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expectToast(staff, `Order ${number}: shipped`);
  await buyerEmail(`Your order is on its way: ${number}`);
  const issued = await buyerEmail('Your invoice INV-');
  const invoiceNumber = issued[0].parsed.subject.match(/INV-\d{4}-\d{5}/)[0];
  await staff.getByRole('button', { name: 'Mark delivered' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Mark delivered' }).click();
  await expectToast(staff, `Order ${number}: delivered`);
  await buyerEmail(`Your order is delivered: ${number}`);

  // 4. The buyer downloads the invoice: §84(3)'s fields and the due date, delivery + 30 days.
  await buyer.goto('/wholesale/invoices', { waitUntil: 'domcontentloaded' });
  const row = buyer.getByTestId('invoice-row').filter({ hasText: invoiceNumber });
  await row.waitFor();
  const [download] = await Promise.all([buyer.waitForEvent('download'), row.getByRole('button', { name: /Download PDF/ }).click()]);
  const text = pdfShownText(readFileSync(await download.path()));
  const held = (await api(context, 'GET', `/api/admin/wholesale-orders/${order.id}`)).json;
  const invoice = held.invoice;
  const due = new Date(`${invoice.dueOn}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const [y, m, d] = today().split('-').map(Number);
  assert.equal(invoice.dueOn, new Date(Date.UTC(y, m - 1, d + 30)).toISOString().slice(0, 10), 'due 30 days after the delivery');
  for (const field of [
    `Invoice ${invoiceNumber}`,
    invoice.seller.legalName,
    ...invoice.seller.licenceNumbers,
    applicant.legalName,
    applicant.licenceNumber,
    '12 Main Street',
    'Headhunter',
    lot.lot,
    'Excise tax (N.Y. Tax Law \u00a7493)',
    due,
  ]) {
    assert.ok(text.includes(field), `the invoice PDF shows ${field}:\n${text}`);
  }

  // 5. Staff record two partial payments.
  await staff.goto(`/admin/invoices/${invoice.id}/show`, { waitUntil: 'domcontentloaded' });
  await staff.getByRole('heading', { name: `Invoice ${invoiceNumber}` }).waitFor();
  const half = Math.floor(invoice.totalCents / 2);
  for (const [method, reference, cents] of [
    ['Check', '2201', half],
    ['ACH', 'ACH-5512', invoice.totalCents - half],
  ]) {
    await staff.getByRole('button', { name: 'Record payment' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Method').click();
    await staff.getByRole('option', { name: method }).click();
    await dialog.getByLabel('Reference (check number, transfer ID)').fill(reference);
    await dialog.getByLabel('Amount (USD)').fill((cents / 100).toFixed(2));
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expectToast(staff, `Payment recorded on ${invoiceNumber}`);
    await staff.getByRole('table', { name: 'Payments' }).getByText(reference).waitFor();
  }

  // 6. The balance is 0 and the order closed, by the last payment.
  const paid = (await api(context, 'GET', `/api/admin/invoices/${invoice.id}`)).json;
  assert.equal(paid.balanceCents, 0);
  assert.equal(paid.paymentStatus, 'paid');
  assert.equal((await api(context, 'GET', `/api/admin/wholesale-orders/${order.id}`)).json.state, 'closed');
  await buyerEmail(`Your order is closed: ${number}`);
  await buyer.goto(`/wholesale/orders/${order.id}`, { waitUntil: 'domcontentloaded' });
  await buyer.getByTestId('order-state').getByText('Closed').waitFor();

  // 7. The buyer reorders: both lines back in the cart, at the units first asked for.
  await buyer.getByRole('button', { name: 'Reorder', exact: true }).click();
  await buyer.getByTestId('reorder-result').getByText('Added 2 lines to your order.').waitFor();
  await buyer.getByTestId('portal-cart-link').click();
  for (const v of [first, second]) assert.equal(await buyer.getByLabel(`Units of ${line(v)}`, { exact: true }).inputValue(), '12');
  await buyer.getByLabel('Delivery day').selectOption({ index: 1 });
  await buyer.getByRole('button', { name: 'Submit order' }).click();
  const again = (await buyer.getByTestId('order-placed').getByRole('heading').innerText()).match(/SO-\d{4}-\d{5}/)[0];
  assert.notEqual(again, number);
  await buyerEmail(`We received your order: ${again}`);

  assert.deepEqual(buyerErrors, []);
  await buyerContext.close();
  await assertCleanPage(staff, pageErrors);
});
