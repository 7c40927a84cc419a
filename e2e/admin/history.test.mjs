// History in people's words (issue 37): a product's current batch reads as the batch's lot
// number, never its id, in the product's History and in a revision's comparison, still
// after the batch is deleted; the demo's and upgrades' saves read "Demo content" or
// "Upgrade", never "System: migration". axe finds nothing in the History panel or on the Activity
// screen at desktop width or on a 390x844 phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { axeCheck } from '../lib/axe.mjs';
import { api, assertCleanPage, setup, signIn } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

const byQuery = (resource, q) => `/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

async function historyViolations(page) {
  const { violations } = await axeCheck(page).include('[data-testid="history"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A small real PDF: the header every PDF opens with, one empty page and the trailer. */
function pdf() {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

test("History shows a product's batch by its lot number, not its id, even once the batch is deleted", async () => {
  const { page, context, pageErrors } = env;
  const [product] = (await api(context, 'GET', byQuery('products', 'Headhunter'))).json;
  const [demoBatch] = (await api(context, 'GET', byQuery('batches', 'HVSF-26-HH01'))).json;
  assert.equal(product.currentBatch, demoBatch.id);
  const certificate = await context.request.post('/api/admin/batches/coa', {
    multipart: { lot: 'E2E-HH-02', file: { name: 'coa.pdf', mimeType: 'application/pdf', buffer: pdf() } },
  });
  assert.equal(certificate.status(), 201, await certificate.text());
  const made = await api(context, 'POST', '/api/admin/batches', {
    productId: product.id,
    lot: 'E2E-HH-02',
    testDate: '2026-11-02',
    labName: 'Kaaterskill Labs',
    labLicense: 'OCM-LAB-0042',
    coa: (await certificate.json()).url,
  });
  assert.equal(made.status, 201, JSON.stringify(made.json));
  const batch = made.json;
  assert.equal((await api(context, 'PATCH', `/api/admin/products/${product.id}`, { currentBatch: batch.id })).status, 200);
  assert.equal((await api(context, 'PATCH', `/api/admin/products/${product.id}`, { currentBatch: demoBatch.id })).status, 200);

  await page.goto(`/admin/products?edit=${product.id}`, { waitUntil: 'domcontentloaded' });
  const history = page.getByTestId('history');
  const changes = history.getByRole('list', { name: 'Changes' });
  await changes.getByText('Current batch: HVSF-26-HH01 → E2E-HH-02').waitFor();
  await changes.getByText('Current batch: E2E-HH-02 → HVSF-26-HH01').waitFor();
  // The demo's batch was made current by the demo content (or an upgrade), said so.
  await changes
    .getByText(/by (Upgrade|Demo content)$/)
    .first()
    .waitFor();
  const text = await history.textContent();
  for (const id of [batch.id, demoBatch.id]) assert.ok(!text.includes(id), `no batch id (${id}) in the History`);
  assert.ok(!/System: migration|currentBatch/.test(text), 'no internal name in the History');

  // A revision compared with now names the batches too.
  const versions = history.getByRole('list', { name: /^Revisions of Headhunter/ });
  await versions.getByRole('listitem').first().getByRole('button', { name: 'Compare' }).click();
  await versions.getByRole('listitem').first().getByRole('row', { name: 'Current batch E2E-HH-02 HVSF-26-HH01' }).waitFor();
  assert.deepEqual(await historyViolations(page), [], 'axe on the History panel');

  // Deleted, the batch is still named where the log recorded it; a comparison says it is gone.
  assert.equal((await api(context, 'DELETE', `/api/admin/batches/${batch.id}`)).status, 200);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await changes.getByText('Current batch: HVSF-26-HH01 → E2E-HH-02').waitFor();
  await versions.getByRole('listitem').first().getByRole('button', { name: 'Compare' }).click();
  await versions.getByRole('listitem').first().getByRole('row', { name: 'Current batch a deleted batch HVSF-26-HH01' }).waitFor();
  await assertCleanPage(page, pageErrors);
});

test('the History panel on a phone', async () => {
  const { browser, server } = env;
  const phone = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await signIn(phone);
  try {
    const [product] = (await api(phone, 'GET', byQuery('products', 'Headhunter'))).json;
    const page = await phone.newPage();
    await page.goto(`/admin/products?edit=${product.id}`, { waitUntil: 'domcontentloaded' });
    const history = page.getByTestId('history');
    await history.getByRole('list', { name: 'Changes' }).getByText('Current batch: HVSF-26-HH01 → E2E-HH-02').waitFor();
    const version = history
      .getByRole('list', { name: /^Revisions of Headhunter/ })
      .getByRole('listitem')
      .first();
    await version.getByRole('button', { name: 'Compare' }).tap();
    await version.getByRole('table').waitFor();
    assert.deepEqual(await historyViolations(page), [], 'axe on the History panel, on a phone');
  } finally {
    await phone.close();
  }
});

async function pageViolations(page) {
  const { violations } = await axeCheck(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The Activity screen with an entry opened: its actors and fields in words, its dates in one format. */
async function checkActivityScreen(page, label) {
  await page.goto('/admin/activity', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
  // A table's rows on a desktop, one card per entry on a phone.
  const demo = page
    .getByRole('row')
    .or(page.locator('main li[aria-label]'))
    .filter({ hasText: /Demo content|Upgrade/ })
    .first();
  await demo.waitFor();
  const text = await page.locator('main').textContent();
  assert.ok(!/System: migration|currentBatch|totpLastStep|storagePath/.test(text), `no internal name on the Activity screen (${label})`);
  assert.match(
    await demo.textContent(),
    /[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/,
    `the date as 'MMMM d, yyyy' with its time (${label})`,
  );
  assert.deepEqual(await pageViolations(page), [], `axe on the Activity screen (${label})`);
}

test('the Activity screen in words, with axe at desktop width and on a phone', async () => {
  const { browser, server, page } = env;
  await checkActivityScreen(page, 'desktop');
  const phone = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await signIn(phone);
  try {
    await checkActivityScreen(await phone.newPage(), 'phone');
  } finally {
    await phone.close();
  }
});
