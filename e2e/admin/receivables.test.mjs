// Issue 39's money in the back office: a delivered order's invoice under Invoices; staff
// issue a credit note, are refused a payment over the balance (the server's message on the
// amount), record two partial payments that bring the balance to 0, which closes the
// order; the Receivables screen's aging shows the open balance in its Current column
// between the two; the Metrc export downloads the order's lines. With axe on the invoices, the invoice and the receivables.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { api, assertCleanPage, expectToast, seriousViolations, setup, signIn } from './helpers.mjs';
import { applicant, deliveredOrder } from './wholesale-fixtures.mjs';

let env;
before(async () => {
  env = await setup({ superuser: true });
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

const usd = (cents) => `$${(cents / 100).toFixed(2)}`;

/** Records a payment through the invoice's dialog. */
async function recordPayment(page, { method, reference, cents }) {
  // The last dialog is gone first: its closing backdrop would take the click.
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Method').click();
  await page.getByRole('option', { name: method }).click();
  await dialog.getByLabel('Reference (check number, transfer ID)').fill(reference);
  await dialog.getByLabel('Amount (USD)').fill((cents / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  return dialog;
}

test('staff credit an invoice, record two partial payments to a zero balance, which closes the order, and export it for Metrc', async () => {
  const { page, context, server, pageErrors } = env;
  const { order } = await deliveredOrder(context, server.baseURL);
  const invoice = order.invoice;
  assert.equal(invoice.paymentStatus, 'unpaid');
  assert.equal(invoice.balanceCents, invoice.totalCents);

  await page.goto('/admin/invoices', { waitUntil: 'domcontentloaded' });
  const row = page.getByRole('row').filter({ hasText: invoice.number });
  await row.getByText(applicant.legalName).waitFor();
  await row.getByText('Unpaid').waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'axe on the invoices');

  await row.click();
  await page.getByRole('heading', { name: `Invoice ${invoice.number}` }).waitFor();
  await page.getByText('Excise tax (N.Y. Tax Law §493)').waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'axe on the invoice');

  // A credit note of $10.00 with its reason.
  await page.getByRole('button', { name: 'Issue credit note' }).click();
  const credit = page.getByRole('dialog');
  await credit.getByLabel('Amount (USD)').fill('10.00');
  await credit.getByLabel('Reason').fill('One unit arrived damaged');
  await credit.getByRole('button', { name: 'Issue credit note' }).click();
  await expectToast(page, `Credit note issued on ${invoice.number}`);
  const creditNotes = page.getByRole('table', { name: 'Credit notes' });
  await creditNotes.getByText(/^CN-\d{4}-00001$/).waitFor();
  await creditNotes.getByText('One unit arrived damaged').waitFor();
  const owed = invoice.totalCents - 1000;

  // More than the balance: the server's message on the amount, and nothing recorded.
  const refused = await recordPayment(page, { method: 'Check', reference: '1041', cents: owed + 1 });
  await refused.getByText(`A payment cannot be more than the invoice's balance (${usd(owed)})`).waitFor();
  await refused.getByRole('button', { name: 'Cancel' }).click();
  assert.deepEqual((await api(context, 'GET', `/api/admin/invoices/${invoice.id}`)).json.payments ?? [], []);

  // A first part by check.
  const first = Math.floor(owed / 2);
  await recordPayment(page, { method: 'Check', reference: '1042', cents: first });
  await expectToast(page, `Payment recorded on ${invoice.number}`);
  await page.getByRole('table', { name: 'Payments' }).getByText('1042').waitFor();
  await page.getByText('Partly paid').first().waitFor();

  // The aging holds the rest, not due yet: Current.
  await page.goto('/admin/receivables', { waitUntil: 'domcontentloaded' });
  const current = page.locator('[data-bucket="current"]');
  await current.getByText(usd(owed - first)).waitFor();
  assert.equal(await current.locator('td').first().textContent(), '1');
  for (const key of ['1-30', '31-60', '61-90', 'over-90']) {
    assert.equal(await page.locator(`[data-bucket="${key}"] td`).last().textContent(), '$0.00', key);
  }
  await page.locator('[data-chart="aging"] .recharts-bar-rectangle').first().waitFor();
  await page.getByRole('table', { name: 'Balances by dispensary' }).getByText(applicant.legalName).waitFor();
  await page.getByText('No invoice is overdue.').waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'axe on the receivables');

  // The account shows its invoice with what is left, and its total balance.
  await page.getByRole('table', { name: 'Balances by dispensary' }).getByRole('link', { name: applicant.legalName }).click();
  await page.getByRole('heading', { name: applicant.legalName, level: 2 }).waitFor();
  await page
    .getByTestId('account-balance')
    .getByText(usd(owed - first))
    .waitFor();
  await page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ hasText: invoice.number })
    .getByText('Partly paid')
    .waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'axe on the account with its invoices');

  // The rest by ACH: the balance is 0, the invoice paid, the order closed.
  await page.goto(`/admin/invoices/${invoice.id}/show`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: `Invoice ${invoice.number}` }).waitFor();
  await recordPayment(page, { method: 'ACH', reference: 'ACH-77', cents: owed - first });
  await expectToast(page, `Payment recorded on ${invoice.number}`);
  await page
    .getByRole('table', { name: 'Invoice lines' })
    .getByRole('row', { name: /^Balance/ })
    .getByText('$0.00')
    .waitFor();
  await page.getByText('Paid', { exact: true }).first().waitFor();
  assert.equal(await page.getByRole('button', { name: 'Record payment' }).isDisabled(), true);

  const held = (await api(context, 'GET', `/api/admin/invoices/${invoice.id}`)).json;
  assert.equal(held.balanceCents, 0);
  assert.equal(held.paymentStatus, 'paid');
  assert.equal(held.creditedCents, 1000);
  assert.deepEqual(
    held.payments.map((p) => [p.method, p.reference, p.amountCents]).sort((a, b) => a[2] - b[2]),
    [
      ['check', '1042', first],
      ['ach', 'ACH-77', owed - first],
    ].sort((a, b) => a[2] - b[2]),
  );
  const closed = (await api(context, 'GET', `/api/admin/wholesale-orders/${order.id}`)).json;
  assert.equal(closed.state, 'closed');
  assert.equal(closed.events.at(-1).actor, 'system');

  // The order shows it beside its state, with the link back to the invoice.
  await page.getByRole('link', { name: order.number }).click();
  await page.getByRole('heading', { name: `Order ${order.number}` }).waitFor();
  await page.getByText('Closed', { exact: true }).first().waitFor();
  await page.getByText('Balance $0.00').waitFor();
  await page.getByRole('link', { name: `Invoice ${invoice.number}` }).waitFor();

  // The Metrc export of the orders shipped this month: the order's lines with its manifest number.
  await page.goto('/admin/wholesale-orders', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Metrc export' }).click();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloaded;
  assert.match(download.suggestedFilename(), /^metrc-transfers-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  assert.match(csv.split(/\r?\n/)[0], /^Manifest Number,/);
  assert.equal(csv.split(/\r?\n/).filter((l) => l.startsWith('MAN-2026-0099,')).length, order.lines.length, csv);
  await assertCleanPage(page, pageErrors);
});

test('the owner changes the wholesale settings; a refused value shows its message and saves nothing', async () => {
  const { page, context, pageErrors } = env;
  await page.goto('/admin/wholesale-settings', { waitUntil: 'domcontentloaded' });
  const term = page.getByLabel('Payment term (days)');
  await term.waitFor();
  assert.equal(await term.inputValue(), '30');
  assert.deepEqual(await seriousViolations(page), [], 'axe on the wholesale settings');

  await term.fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(page, 'Failed to save the wholesale settings');
  assert.equal((await api(context, 'GET', '/api/admin/wholesale-settings')).json.paymentTermDays, 30);

  await term.fill('45');
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(page, 'Wholesale settings saved');
  const saved = (await api(context, 'GET', '/api/admin/wholesale-settings')).json;
  assert.equal(saved.paymentTermDays, 45);
  assert.ok(saved.deliveryDays.includes('saturday'), JSON.stringify(saved.deliveryDays));
  await assertCleanPage(page, pageErrors);
});
