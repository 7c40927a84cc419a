// Issue 38 in the product editor: staff set a variant's wholesale price with a volume break,
// see the server's message under the field it refuses, add a lot's stock with its Metrc tag,
// edit and remove it, and the staff API holds what the screen saved. At 1440x900 and on a
// 390x844 phone, with axe on the editor with the Wholesale section's forms open.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, seriousViolations, setup, signIn, untilGone } from './helpers.mjs';

let env;
let headhunter;
let eighth;
let label;
before(async () => {
  env = await setup();
  await signIn(env.context);
  headhunter = (await api(env.context, 'GET', '/api/admin/products')).json.find((p) => p.slug === 'headhunter');
  eighth = headhunter.variants.find((v) => v.name === 'Eighth');
  label = eighth.weight ? `${eighth.name} (${eighth.weight})` : eighth.name;
});
after(async () => {
  await env?.close();
});

const metrcTag = '1A4FF0300000029000000123';
const priceMessage = 'Unit price must be a whole number of cents, at least one and at most 10000000 ($100000.00)';
const byProduct = (resource) => `/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify({ productId: headhunter.id }))}`;

/** Opens Headhunter in the product editor and returns its Wholesale section's card of the Eighth. */
async function openEditor(page) {
  await page.goto(`/admin/products?edit=${headhunter.id}`, { waitUntil: 'domcontentloaded' });
  const section = page.getByRole('region', { name: 'Wholesale' });
  const card = section.getByRole('listitem', { name: label, exact: true });
  await card.waitFor();
  return card;
}

/** Waits for `message` under an input (its described-by text), exactly as the server wrote it. */
async function expectMessageUnder(input, message) {
  const helper = input.page().locator(`[id="${await input.getAttribute('aria-describedby')}"]`);
  await helper.getByText(message, { exact: true }).waitFor();
  assert.equal(await input.getAttribute('aria-invalid'), 'true');
}

test("staff price a variant, stock a lot with its Metrc tag and edit it from the product's editor", async () => {
  const { page, context, pageErrors } = env;
  await page.setViewportSize({ width: 1440, height: 900 });
  const card = await openEditor(page);
  await card.getByText('Not on the price list').waitFor();

  // The price row, created in place; a price in part cents and a minimum that is not whole
  // cases are refused, each message under its field.
  await card.getByRole('button', { name: `Set a wholesale price of ${label}` }).click();
  const priceForm = card.getByRole('group', { name: `Wholesale price of ${label}` });
  await priceForm.getByLabel('Unit price (USD)').fill('18.505');
  await priceForm.getByLabel('Case size (units)').fill('6');
  await priceForm.getByLabel('Minimum order (units)').fill('10');
  await priceForm.getByRole('button', { name: 'Add', exact: true }).click();
  await priceForm.getByLabel('From units').fill('60');
  await priceForm.getByLabel('Unit price (USD)').nth(1).fill('17');
  assert.deepEqual(await seriousViolations(page), [], 'axe on the editor with the price form open (1440x900)');
  await priceForm.getByRole('button', { name: 'Save Price' }).click();
  await expectMessageUnder(
    priceForm.getByLabel('Minimum order (units)'),
    'Minimum order must be a whole number of cases: a multiple of the case size',
  );
  // The server names its cents field; the message shows under the price typed in dollars.
  const unitPrice = priceForm.getByLabel('Unit price (USD)').first();
  await expectMessageUnder(unitPrice, priceMessage);
  assert.equal((await api(context, 'GET', byProduct('wholesale-prices'))).json.length, 0, 'a refused row is not saved');

  await unitPrice.fill('18.50');
  await priceForm.getByLabel('Minimum order (units)').fill('12');
  await priceForm.getByRole('button', { name: 'Save Price' }).click();
  await expectToast(page, 'Wholesale price added');
  await card.getByText('$18.50 a unit · case of 6 · minimum 12 · in steps of 6').waitFor();
  await card.getByText('Volume breaks: 60+ units: $17.00').waitFor();
  const [price] = (await api(context, 'GET', byProduct('wholesale-prices'))).json;
  assert.equal(price.variant, eighth.id);
  assert.equal(price.unitPriceCents, 1850);
  assert.equal(price.minimumUnits, 12);
  assert.deepEqual(price.volumeBreaks, [{ minUnits: 60, unitPriceCents: 1700 }]);

  // A lot's stock, its lot one of the product's batches, with its Metrc tag.
  await card.getByRole('button', { name: `Add stock of ${label}` }).click();
  const addStock = card.getByRole('group', { name: `Add stock of ${label}` });
  await addStock.getByRole('combobox', { name: /^Lot/ }).click();
  await page.getByRole('option', { name: 'HVSF-26-HH01' }).click();
  await addStock.getByLabel('On hand (units)').fill('48');
  await addStock.getByLabel('Metrc package tag').fill(metrcTag.toLowerCase());
  assert.deepEqual(await seriousViolations(page), [], 'axe on the editor with the stock form open (1440x900)');
  await addStock.getByRole('button', { name: 'Save Stock' }).click();
  await expectToast(page, 'Stock added');
  const row = card.getByRole('listitem', { name: 'Lot HVSF-26-HH01' });
  await row.getByText(`48 on hand · 0 reserved · 48 available · Metrc ${metrcTag}`).waitFor();

  // Edited in place: a tag that is not one is refused on its field; then the units change.
  await row.getByRole('button', { name: `Edit the stock of ${label}, lot HVSF-26-HH01` }).click();
  const editStock = card.getByRole('group', { name: `Stock of ${label}, lot HVSF-26-HH01` });
  await editStock.getByLabel('Metrc package tag').fill('SHORT');
  await editStock.getByRole('button', { name: 'Save Stock' }).click();
  await expectMessageUnder(editStock.getByLabel('Metrc package tag'), 'Metrc package tag must be 24 letters and digits');
  await editStock.getByLabel('Metrc package tag').fill(metrcTag);
  await editStock.getByLabel('On hand (units)').fill('40');
  await editStock.getByRole('button', { name: 'Save Stock' }).click();
  await expectToast(page, 'Stock updated');
  await row.getByText(`40 on hand · 0 reserved · 40 available · Metrc ${metrcTag}`).waitFor();
  const [stock] = (await api(context, 'GET', byProduct('lot-stock'))).json;
  assert.equal(stock.variant, eighth.id);
  assert.equal(stock.lot, 'HVSF-26-HH01');
  assert.equal(stock.onHand, 40);
  assert.equal(stock.metrcTag, metrcTag);
  await assertCleanPage(page, pageErrors);
});

test('on a 390x844 phone the section fits the screen and edits the price in place', async () => {
  const { browser, server, context } = env;
  const phone = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 } });
  try {
    await signIn(phone);
    const page = await phone.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const card = await openEditor(page);
    const fits = async (what) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `${what}: the page is ${width} px wide`);
    };
    await card.getByRole('listitem', { name: 'Lot HVSF-26-HH01' }).waitFor();
    await fits('the Wholesale section');
    assert.deepEqual(await seriousViolations(page), [], 'axe on the Wholesale section on a phone');

    await card.getByRole('button', { name: `Edit the wholesale price of ${label}` }).click();
    const priceForm = card.getByRole('group', { name: `Wholesale price of ${label}` });
    const unitPrice = priceForm.getByLabel('Unit price (USD)').first();
    assert.equal(await unitPrice.inputValue(), '18.50', 'the saved row is in the form');
    await fits('the price form');
    assert.deepEqual(await seriousViolations(page), [], 'axe on the price form on a phone');
    await unitPrice.fill('18.25');
    await priceForm.getByRole('button', { name: 'Save Price' }).click();
    await expectToast(page, 'Wholesale price updated');
    await card.getByText('$18.25 a unit · case of 6 · minimum 12 · in steps of 6').waitFor();
    const [price] = (await api(context, 'GET', byProduct('wholesale-prices'))).json;
    assert.equal(price.unitPriceCents, 1825);
    assert.deepEqual(price.volumeBreaks, [{ minUnits: 60, unitPriceCents: 1700 }], 'the break is kept');

    // Removed with Undo offered, as everywhere in the back office; the server is asked when the toast closes.
    const [stock] = (await api(context, 'GET', byProduct('lot-stock'))).json;
    await card.getByRole('button', { name: `Remove the stock of ${label}, lot HVSF-26-HH01` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Stock removed');
    await card.getByText('No stock yet').waitFor();
    await untilGone(context, `/api/admin/lot-stock/${stock.id}`);

    // Where the confirmation says it can be got back: Lot stock's Recently deleted.
    await page.goto('/admin/lot-stock', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Recently deleted' }).click();
    await page
      .getByRole('button', { name: /^Restore/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Lot stock restored');
    assert.equal((await api(context, 'GET', `/api/admin/lot-stock/${stock.id}`)).json.onHand, 40);
    await assertCleanPage(page, pageErrors);
  } finally {
    await phone.close();
  }
});
