// The Batches screen: staff add a batch with its certificate (a PDF), make it the
// product's current batch in the product editor, and download its QR code; the QR code,
// decoded here, opens the lot's page, which shows the lot. The product's page then shows
// the batch's figures and links the lot's page as its lab results.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { api, assertCleanPage, chooseOption, expectToast, signIn, setup } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

/** A small real PDF: the header every PDF opens with, one empty page and the trailer. */
function pdf() {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** The text a PNG's QR code holds. */
function decodeQR(buffer) {
  const image = PNG.sync.read(buffer);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  assert.ok(code, 'the PNG holds no readable QR code');
  return code.data;
}

test('staff add a batch with its certificate, make it current and print its QR code, which opens the lot page', async () => {
  const { page, context, pageErrors, server } = env;
  await page.goto('/admin/batches', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: 'Add Batch' }).click();
  await page.getByRole('heading', { name: 'Add Batch', level: 1 }).waitFor();

  await chooseOption(page, page.getByRole('combobox', { name: 'Product' }), 'Mimo', 'Mimosa');
  await page.getByLabel('Lot number').fill('e2e-mi-02');
  await page.getByLabel('Harvest date').fill('2026-10-01');
  await page.getByLabel('Test date').fill('2026-10-15');
  await page.getByLabel('Lab name').fill('Kaaterskill Labs');
  await page.getByLabel('Lab license').fill('OCM-LAB-0042');
  await page.getByLabel('THC %').fill('23.46');
  await page.getByLabel('Terpenes %').fill('2.5');

  // Not a PDF: the server refuses it, whatever its name.
  await page
    .getByLabel('Upload PDF')
    .setInputFiles({ name: 'coa.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
  await expectToast(page, 'Invalid file type. Please select a PDF file.');
  await page.getByLabel('Upload PDF').setInputFiles({ name: 'Mimosa COA.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await expectToast(page, 'Certificate uploaded');
  await page.getByTestId('certificate-link').waitFor();

  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Batch added');
  const row = page.locator('tbody tr').filter({ hasText: 'E2E-MI-02' });
  await row.getByRole('button', { name: 'Make lot E2E-MI-02 current' }).waitFor();
  const [batch] = (await api(context, 'GET', `/api/admin/batches?filter=${encodeURIComponent('{"q":"E2E-MI-02"}')}`)).json;
  assert.equal(batch.lot, 'E2E-MI-02', 'the lot is kept in capitals');
  assert.equal(batch.current, false);

  // The product editor shows the product's batches and sets its current one.
  await page.goto(`/admin/products?edit=${batch.productId}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Edit Item' }).first().waitFor();
  await page.getByRole('combobox', { name: 'Current batch' }).click();
  await page.getByRole('option', { name: 'Lot E2E-MI-02 (tested 2026-10-15)' }).click();
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expectToast(page, 'Product updated');
  assert.equal((await api(context, 'GET', `/api/admin/products/${batch.productId}`)).json.currentBatch, batch.id);

  // Back on the Batches screen, it is current; its QR code downloads as a PNG.
  await page.goto('/admin/batches', { waitUntil: 'domcontentloaded' });
  await row.getByText('Current').waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: 'Download the QR code of lot E2E-MI-02 (PNG)' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'coa-E2E-MI-02-qr.png');
  const address = decodeQR(await readFile(await download.path()));
  assert.equal(address, `${server.baseURL}/coa/E2E-MI-02`);
  await assertCleanPage(page, pageErrors);

  // The printed address opens the lot's page, rendered by the server.
  const visitor = await context.browser().newContext({ baseURL: server.baseURL });
  await visitor.addInitScript(() => localStorage.setItem('age-verified', 'true'));
  const lotPage = await visitor.newPage();
  const response = await lotPage.goto(address);
  assert.equal(response.status(), 200);
  assert.equal(await lotPage.getByTestId('lot').textContent(), 'E2E-MI-02');
  await lotPage.getByRole('heading', { name: 'Mimosa lot E2E-MI-02' }).waitFor();
  // One decimal, cut rather than rounded up (packages/domain's formatPercent).
  await lotPage.getByText('23.4%').waitFor();
  const certificate = await lotPage.getByTestId('coa-pdf').getAttribute('href');
  const served = await visitor.request.get(certificate);
  assert.equal(served.headers()['content-type'], 'application/pdf');
  assert.match(served.headers()['content-security-policy'], /^sandbox/);

  // The product's page shows the batch's figures and links the lot's page.
  await lotPage.getByRole('link', { name: 'Mimosa' }).click();
  await lotPage.waitForURL(/\/products\/mimosa$/);
  assert.equal(await lotPage.getByTestId('lab-results').getAttribute('href'), '/coa/E2E-MI-02');
  await lotPage.getByText('23.4%').waitFor();
  await visitor.close();
});
