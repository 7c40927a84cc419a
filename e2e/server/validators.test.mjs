// The validators on the server's own HTML: Google's and the social presets of
// structured-data-testing-tool on the home page, a cannabis product with an approved
// review, a Swag product and a blog post; the W3C Nu HTML checker (vnu.jar, run by
// Debian's Java) on every public page. Both come from npm and need no network.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { startServer, staffSession } from '../lib/server.mjs';

const require = createRequire(import.meta.url);
const { structuredDataTest } = require('structured-data-testing-tool');
const { Google, SocialMedia } = require('structured-data-testing-tool/presets');
const vnuJar = join(dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

let server;
before(async () => {
  server = await startServer({ demo: true });
  // A product with an approved review, so its rating markup is checked too.
  const staff = await staffSession(server.baseURL);
  const reviews = await (await staff('/api/admin/reviews?filter=' + encodeURIComponent('{"q":"Rondout"}'))).json();
  const res = await staff(`/api/admin/reviews/${reviews[0].id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Origin: server.baseURL },
    body: JSON.stringify({ approved: true }),
  });
  assert.equal(res.status, 200);
});
after(async () => {
  await server?.stop();
});

const html = async (path) => {
  const res = await fetch(server.baseURL + path);
  assert.equal(res.status, 200, path);
  return res.text();
};

for (const [path, types] of [
  ['/', ['Organization', 'WebSite']],
  ['/products/headhunter', ['BreadcrumbList', 'Product']],
  ['/products/farm-logo-tee', ['BreadcrumbList', 'Product']],
  ['/blog/why-we-grow-under-the-sun', ['BlogPosting', 'BreadcrumbList']],
]) {
  test(`structured-data-testing-tool's Google and social presets pass on ${path}`, async () => {
    let result;
    try {
      result = await structuredDataTest(await html(path), { presets: [Google, SocialMedia] });
    } catch (err) {
      if (err.type !== 'VALIDATION_FAILED') throw err;
      assert.fail(`${path}: ${err.res.failed.map((t) => `${t.test} (${t.description ?? ''}) ${t.error?.message ?? ''}`).join('; ')}`);
    }
    assert.deepEqual(result.failed, []);
    assert.ok(result.passed.length > 10, `only ${result.passed.length} tests ran`);
    for (const type of types) assert.ok(result.schemas.includes(type), `${path} has no ${type}: ${result.schemas}`);
  });
}

test('the W3C Nu HTML checker finds no error on the public pages', async () => {
  const pages = [
    '/',
    '/products',
    '/products/headhunter',
    '/products/farm-logo-tee',
    '/locations',
    '/about',
    '/blog',
    '/blog/why-we-grow-under-the-sun',
    '/contact',
    '/legal',
    '/coa/HVSF-26-HH01',
  ];
  const dir = mkdtempSync(join(tmpdir(), 'farmsite-vnu-'));
  try {
    const files = [];
    for (const [i, path] of pages.entries()) {
      const file = join(dir, `page-${i}.html`);
      writeFileSync(file, await html(path));
      files.push(file);
    }
    const { stdout } = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', '--stdout', ...files], {
      maxBuffer: 16 << 20,
    });
    const { messages } = JSON.parse(stdout);
    const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
    const where = (m) => pages[files.findIndex((f) => m.url?.endsWith(f.split('/').pop()))];
    assert.deepEqual(
      errors.map((m) => `${where(m)}: ${m.message} ${m.extract ?? ''}`),
      [],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
