// Shared setup for the back office's browser tests: one real server (fresh data dir, demo
// content, a staff account) and one Chromium per test file, a watch for violations of the
// server's Content-Security-Policy, and small generated media files.
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { axeCheck } from '../lib/axe.mjs';
import { finiteAnimationsEnded } from '../lib/animations.mjs';
import { launchBrowser } from '../lib/browser.mjs';
import { startServer, staffCredentials } from '../lib/server.mjs';
import { totpCode } from '../lib/totp.mjs';

export { staffCredentials, totpCode };

/**
 * Starts the server (with `env` added to its environment) and the browser; pages record
 * any Content-Security-Policy violation.
 */
export async function setup({ superuser = false, env = {} } = {}) {
  const server = await startServer({ prepared: true, superuser, env });
  const browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
  // Thumbnails (?w=320) are made on first request, a few hundred ms of CPU each for the
  // demo's photos; the screens are under test here, not the resizer, so they get a stand-in.
  const thumbnail = png(8, 8);
  await context.route(/\/uploads\/[^?]+\?(.*&)?w=\d+/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: thumbnail }),
  );
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return {
    server,
    browser,
    context,
    page,
    pageErrors,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/** Fails when the page reported a CSP violation or an uncaught error. */
export async function assertCleanPage(page, pageErrors) {
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  assert.deepEqual(violations, [], 'Content-Security-Policy violations');
  assert.deepEqual(pageErrors, [], 'uncaught page errors');
}

/** Signs in through the login page and waits for the dashboard. */
export async function login(page, { username = staffCredentials.username, password = staffCredentials.password } = {}) {
  await page.goto('/adminlogin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/?$/);
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
}

/** Starts a session without the login page (the page tests do that): the cookie lands in the context. */
export async function signIn(context) {
  const response = await context.request.post('/api/admin/login', { data: staffCredentials });
  assert.equal(response.status(), 200, 'staff login');
}

/** Calls the staff API with the page's session cookie. */
export async function api(context, method, path, data) {
  const response = await context.request.fetch(path, { method, data, failOnStatusCode: false });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status(), json, headers: response.headers() };
}

/**
 * Sets up two-factor sign-in for the context's session through the staff API (the owner
 * must have it before adding another account); returns the secret and recovery codes.
 */
export async function enrolTwoFactor(context) {
  const started = await api(context, 'POST', '/api/admin/me/totp');
  assert.equal(started.status, 200, 'two-factor set-up started');
  const confirmed = await api(context, 'POST', '/api/admin/me/totp/confirm', { code: totpCode(started.json.secret) });
  assert.equal(confirmed.status, 200, 'two-factor set-up confirmed');
  return { secret: started.json.secret, recoveryCodes: confirmed.json.recoveryCodes };
}

/** axe's serious and critical WCAG 2 A/AA violations on the page, one line each. */
export async function seriousViolations(page) {
  await finiteAnimationsEnded(page);
  const { violations } = await axeCheck(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Resolves once check() is true, checking every 250 ms for at most 30 s. */
export async function until(check, what) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`not within 30 s: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Types `typed` into a reference's autocomplete and picks the option `name`. Its choices
 * are filtered by the server after a debounce: until that answer arrives the list shows
 * every choice, and re-renders under the pointer when it comes (a press on one node and a
 * release on its replacement make no click). So the pick waits for the filtered list.
 */
export async function chooseOption(page, combobox, typed, name) {
  await combobox.fill(typed);
  const wanted = typed.toLowerCase();
  await until(async () => {
    const names = await page.getByRole('option').allTextContents();
    return names.length > 0 && names.every((n) => n.toLowerCase().includes(wanted));
  }, `the choices filtered by "${typed}"`);
  await page.getByRole('option', { name }).click();
}

/**
 * Waits until the staff API answers 404 for path: an undoable delete reaches the server
 * once its toast closes (a few seconds after the confirmation).
 */
export const untilGone = (context, path) => until(async () => (await api(context, 'GET', path)).status === 404, `${path} answers 404`);

/** Waits for a toast whose text contains `text`. */
export async function expectToast(page, text) {
  await page.locator('[data-toast]').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

// --- Generated media -------------------------------------------------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 8 + data.length);
  return out;
};

/** A real PNG of width x height (a two-colour split, so a rotation is visible). */
export function png(width, height, [r, g, b] = [47, 93, 58]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(x < width / 2 ? [r, g, b] : [240, 200, 80], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A few KB that start with a valid MP4 `ftyp` box. */
export function mp4(size = 4096) {
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(size - ftyp.length, 0x11)]);
}

/** A few KB that start with an EBML header whose doctype is "webm". */
export function webm(size = 4096) {
  const ebml = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42,
    0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
  ]);
  return Buffer.concat([ebml, Buffer.alloc(size - ebml.length, 0x22)]);
}
