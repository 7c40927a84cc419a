// Issue 38 in the storefront, against the built server and a real SMTP server on loopback:
// a dispensary applies through /wholesale's form; staff import a licence file that shows
// the licence active and approve; the buyer sets a password from the approval email, signs
// in, filters the menu and downloads it as a PDF (its text holds the lot and the price, its
// QR code the lot's certificate page) and a CSV. axe on /wholesale, the form and the menu.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { assertAxeClean as axe } from '../lib/axe.mjs';
import { launchBrowser } from '../lib/browser.mjs';
import { pdfContent } from '../lib/pdf.mjs';
import { startServer, staffSession } from '../lib/server.mjs';
import { smtpEnvironment, startSmtpServer } from '../lib/smtp.mjs';

let mailbox;
before(async () => {
  mailbox = await startSmtpServer();
});
after(async () => {
  await mailbox?.stop();
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const password = 'a-long-buyer-password';
const licence = 'OCM-RETL-24-000777';

/** Waits for the first message to `to` whose subject matches, and answers its text. */
async function mailTo(to, subject, { timeout = 20_000 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const m = mailbox.messages.find((x) => x.to.includes(to) && subject.test(x.parsed.subject));
    if (m) return m.parsed.text;
    if (Date.now() > deadline) throw new Error(`no email to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The text of the first QR code drawn in a page's content: the menu draws each code's dark
 * modules as filled rectangles one module high; they are laid on a bitmap and read with jsQR.
 */
function firstQRCode(content) {
  const rects = [...content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (-?[\d.]+) re f/g)].map((m) => m.slice(1, 5).map(Number));
  const heights = new Map();
  for (const [, , , h] of rects) heights.set(Math.abs(h), (heights.get(Math.abs(h)) ?? 0) + 1);
  const module = [...heights].sort((a, b) => b[1] - a[1])[0][0];
  const squares = rects.filter(([, , , h]) => Math.abs(Math.abs(h) - module) < 0.01);
  // The first square is the code's top left (its finder pattern): the code is the squares
  // within 45 modules right of and below it (the next line's code is further down).
  const [x0, y0] = squares[0];
  const code = squares.filter(([x, y]) => x > x0 - 0.01 && x - x0 < 45 * module && y < y0 + 0.01 && y0 - y < 45 * module);
  const minX = Math.min(...code.map(([x]) => x));
  const minY = Math.min(...code.map(([, y, , h]) => Math.min(y, y + h)));
  const scale = 8;
  const quiet = 4;
  const cells = Math.round((Math.max(...code.map(([x, , w]) => x + w)) - minX) / module);
  const size = (cells + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [x, y, w, h] of code) {
    const cx = Math.round((x - minX) / module);
    const cy = Math.round((Math.min(y, y + h) - minY) / module);
    for (let i = 0; i < Math.round(w / module); i++) {
      for (let py = 0; py < scale; py++) {
        for (let px = 0; px < scale; px++) {
          // PDF space grows upward: the bitmap's rows are flipped.
          const row = size - 1 - ((cy + quiet) * scale + py);
          const col = (cx + i + quiet) * scale + px;
          data.fill(0, (row * size + col) * 4, (row * size + col) * 4 + 3);
        }
      }
    }
  }
  return jsQR(data, size, size)?.data;
}

test('a dispensary applies, is approved from an imported licence list, sets its password, signs in, filters and downloads the menu', async () => {
  const server = await startServer({ prepared: true, env: smtpEnvironment(mailbox.port) });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await context.addInitScript(() => localStorage.setItem('age-verified', 'true'));
    const page = await context.newPage();
    // A page the server rendered works once the app has taken it over.
    const open = async (path) => {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    };
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // The public page, from a cannabis product's "For dispensaries" link.
    await open('/products/headhunter');
    await page.getByTestId('for-dispensaries').click();
    await page.getByRole('heading', { level: 1, name: 'Wholesale' }).waitFor();
    await axe(page, '/wholesale');
    await page.getByRole('link', { name: 'Apply for an account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Apply for a wholesale account' }).waitFor();

    // The form: the server's messages first, then an application it takes.
    const form = page.getByRole('form', { name: 'Wholesale application' });
    await form.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Legal business name is required').waitFor();
    await axe(page, 'the application form with its messages');
    const fill = async (label, value) => form.getByLabel(label, { exact: true }).fill(value);
    await fill('Legal business name', 'Hudson Harvest Dispensary LLC');
    await fill('DBA (doing business as) (optional)', 'Hudson Harvest');
    await fill('OCM licence number', licence);
    await fill('Licence expiry', '2030-06-30');
    await fill('Street address', '7 Front Street');
    await fill('City', 'Newburgh');
    await fill('ZIP code', '12550');
    await fill('Contact name', 'Ada Harvest');
    await fill('Contact email', 'ada@hudsonharvest.example');
    await fill('Contact phone', '845-555-0177');
    await form.getByLabel('Licence type').selectOption('retail-dispensary');
    await form.getByLabel('Licence certificate').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: 'Send application' }).click();
    await page.getByTestId('application-receipt').waitFor();
    await mailTo('ada@hudsonharvest.example', /.*/);

    // Staff: the state's list shows the licence active; the account is approved.
    const staff = await staffSession(server.baseURL);
    const file = new FormData();
    file.append(
      'file',
      new Blob(
        [
          'license_number,license_type_code,license_status_code,expiration_date,entity_name,dba,address_line_1,city,state,zip_code\n' +
            `${licence},RETL,Active,2030-06-30,Hudson Harvest Dispensary LLC,Hudson Harvest,7 Front Street,Newburgh,NY,12550\n`,
        ],
        { type: 'text/csv' },
      ),
      'licences.csv',
    );
    let res = await staff('/api/admin/licence-imports', { method: 'POST', body: file });
    assert.equal(res.status, 200, await res.text());
    const account = (await (await staff('/api/admin/buyer-accounts')).json()).find((a) => a.licenceNumber === licence);
    assert.equal(account.licenceStatus, 'active');
    res = await staff(`/api/admin/buyer-accounts/${account.id}/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    assert.equal(res.status, 200, await res.text());

    // A priced lot on the menu: Headhunter's eighth from its current lot, and nothing else in stock.
    const products = await (await staff('/api/admin/products')).json();
    const headhunter = products.find((p) => p.slug === 'headhunter');
    const eighth = headhunter.variants.find((v) => v.name === 'Eighth');
    const lot = (await (await staff('/api/admin/batches')).json()).find((b) => b.productId === headhunter.id);
    const post = (path, body) =>
      staff(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    res = await post('/api/admin/wholesale-prices', {
      variant: eighth.id,
      unitPriceCents: 1850,
      caseSize: 6,
      volumeBreaks: [{ minUnits: 60, unitPriceCents: 1700 }],
    });
    assert.equal(res.status, 201, await res.text());
    res = await post('/api/admin/lot-stock', { variant: eighth.id, batch: lot.id, onHand: 96 });
    assert.equal(res.status, 201, await res.text());

    // The buyer sets a password from the approval email and signs in.
    const approval = await mailTo('ada@hudsonharvest.example', /is open/);
    const link = approval.match(/https?:\/\/\S+\/wholesale\/reset-password\?token=\S+/)[0];
    await open(new URL(link).pathname + new URL(link).search);
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('New password again').fill(password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByTestId('password-set').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill('ada@hudsonharvest.example');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('sign-in-problem').waitFor();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/wholesale/menu');

    // The menu: the lot's line with its price and break; the filters narrow it.
    const line = page.getByTestId('menu-line').filter({ hasText: lot.lot });
    await line.waitFor();
    assert.match(await line.innerText(), /\$18\.50[\s\S]*\$17\.00 from 60/);
    assert.match(await line.innerText(), /96/);
    await axe(page, 'the menu');
    await page.getByLabel('Search').fill('no such strain');
    await page.getByTestId('menu-empty').waitFor();
    await page.getByLabel('Search').fill(lot.lot);
    await line.waitFor();
    await page.getByLabel('Category').selectOption('Edibles');
    await page.getByTestId('menu-empty').waitFor();
    await page.getByLabel('Category').selectOption('');
    await page.getByLabel('THC from (%)').fill('99');
    await page.getByTestId('menu-empty').waitFor();
    await page.getByLabel('THC from (%)').fill('');
    await line.waitFor();

    // The downloads, made from the same data.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    assert.match(csv.suggestedFilename(), /^wholesale-menu-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = readFileSync(await csv.path(), 'utf8');
    assert.ok(csvText.includes(lot.lot) && csvText.includes('18.50'), csvText);
    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    assert.match(pdfDownload.suggestedFilename(), /^wholesale-menu-\d{4}-\d{2}-\d{2}\.pdf$/);
    const content = pdfContent(readFileSync(await pdfDownload.path()));
    assert.ok(content.includes(lot.lot), 'the PDF names the lot');
    assert.ok(content.includes('18.50'), 'the PDF shows the unit price');
    assert.equal(firstQRCode(content), `${server.baseURL}/coa/${encodeURIComponent(lot.lot)}`);

    // Private pages are no one's to keep.
    res = await fetch(`${server.baseURL}/wholesale/menu`);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.deepEqual(pageErrors, []);
  } finally {
    await browser.close();
    await server.stop();
  }
});
