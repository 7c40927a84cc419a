// Reads past one machine: the built server behind a real caching proxy on loopback, nginx
// running deploy/nginx-cache.conf as the README says, with a relay between the two that
// counts what reaches the server. Public answers are shared for web.SharedMaxAge (5 s);
// nothing private is ever served to another client; a staff change shows through the
// cache within the documented bound, and at once on a page that realtime tells of it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser } from '../lib/browser.mjs';
import { freePort, startServer, staffCredentials } from '../lib/server.mjs';
import { send, startNginxCache, startRequestCounter } from '../lib/proxy.mjs';

const sharedMaxAgeMs = 5_000; // web.SharedMaxAge
const staleBoundMs = 10_000; // web.StaleBound: kept 5 s, then served stale for one fetch
const json = { 'Content-Type': 'application/json' };

let server, counter, cache;

before(async () => {
  const port = await freePort();
  server = await startServer({ args: [`--siteUrl=http://127.0.0.1:${port}`] });
  counter = await startRequestCounter(new URL(server.baseURL).host);
  cache = await startNginxCache({ port, upstream: counter.address });
});

after(async () => {
  await cache?.stop();
  await counter?.stop();
  await server?.stop();
});

/** A staff session through the cache: {cookie, call(path, init)}. */
async function staffThroughCache(from = '127.0.0.20') {
  const res = await send(`${cache.origin}/api/admin/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(staffCredentials),
    from,
  });
  assert.equal(res.status, 200, res.text);
  assert.match(res.headers['cache-control'], /no-store/);
  const cookie = [res.headers['set-cookie']].flat()[0].split(';')[0];
  const call = (path, { headers = {}, ...init } = {}) =>
    send(`${cache.origin}${path}`, { from, headers: { Cookie: cookie, Origin: cache.origin, ...headers }, ...init });
  return { cookie, call };
}

async function productBySlug(staff, slug) {
  const list = JSON.parse((await staff.call(`/api/admin/products?range=${encodeURIComponent('[0,99]')}`)).text);
  const product = list.find((p) => p.slug === slug);
  assert.ok(product, `no product ${slug}`);
  return product;
}

test('under load, the server sees at most one request per address per window', async () => {
  const addresses = ['/products/headhunter', '/api/products', '/sitemap.xml', '/blog'];
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, client) =>
      (async () => {
        const seen = [];
        for (let i = 0; i < 5; i++) {
          const path = addresses[(client + i) % addresses.length];
          const res = await send(`${cache.origin}${path}`, { from: `127.0.1.${client + 1}`, headers: { 'Accept-Encoding': 'gzip' } });
          seen.push(res);
        }
        return seen;
      })(),
    ),
  );
  const elapsed = Date.now() - started;
  const all = answers.flat();
  assert.equal(all.filter((r) => r.status !== 200).length, 0, 'every read succeeded');
  // One fill per address, plus one refresh per window that passed meanwhile.
  const allowed = 1 + Math.floor(elapsed / sharedMaxAgeMs);
  for (const path of addresses) {
    const reached = counter.seen('GET', path);
    assert.ok(reached >= 1 && reached <= allowed, `${path} reached the server ${reached} times in ${elapsed} ms (at most ${allowed})`);
  }
  const hits = all.filter((r) => r.headers['x-cache-status'] !== 'MISS').length;
  assert.ok(hits >= all.length - addresses.length * allowed, `${hits} of ${all.length} served by the cache`);
});

test('nothing private is served from the cache to another client', async () => {
  const staff = await staffThroughCache();
  for (const path of ['/api/admin/me', '/api/admin/products', '/api/admin/contact-messages']) {
    const mine = await staff.call(path);
    assert.equal(mine.status, 200, `${path} for staff`);
    assert.match(mine.headers['cache-control'], /no-store/, `${path} Cache-Control`);
    const theirs = await send(`${cache.origin}${path}`, { from: '127.0.0.30' });
    assert.equal(theirs.status, 401, `${path} for a visitor after staff read it`);
  }

  // A draft: staff preview it, then a visitor asks for the same address.
  const product = await productBySlug(staff, 'headhunter');
  const unpublish = await staff.call(`/api/admin/products/${product.id}`, {
    method: 'PATCH',
    headers: json,
    body: JSON.stringify({ status: 'draft' }),
  });
  assert.equal(unpublish.status, 200, unpublish.text);
  try {
    for (const path of ['/products/headhunter', '/api/products/slug/headhunter']) {
      // Past any copy kept while it was published.
      const address = `${path}?fresh=draft-check`;
      const preview = await staff.call(address);
      assert.equal(preview.status, 200, `${path}: staff preview`);
      assert.match(preview.headers['cache-control'], /no-store/);
      const visitor = await send(`${cache.origin}${address}`, { from: '127.0.0.31' });
      assert.equal(visitor.status, 404, `${path}: a visitor after the staff preview`);
      assert.doesNotMatch(visitor.text, /Headhunter/);
    }
  } finally {
    await staff.call(`/api/admin/products/${product.id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ status: 'published' }),
    });
  }

  // Answers that set a cookie, and visitors' own messages, are never kept: a wrong
  // password right after a right one is refused, with no session.
  const wrong = await send(`${cache.origin}/api/admin/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ ...staffCredentials, password: 'not-the-password-1' }),
    from: '127.0.0.21',
  });
  assert.equal(wrong.status, 401, 'a wrong password after a right one');
  assert.equal(wrong.headers['set-cookie'], undefined);
  const message = JSON.stringify({ name: 'Jo Buyer', email: 'jo@example.com', message: 'Do you deliver to Albany?' });
  const sent = await send(`${cache.origin}/api/contact`, {
    method: 'POST',
    headers: { ...json, Origin: cache.origin },
    body: message,
    from: '127.0.0.32',
  });
  assert.equal(sent.status, 201, sent.text);
  assert.match(sent.headers['cache-control'], /no-store/);
});

test('a staff change shows through the cache within the bound, and at once past it with a fresh token', async () => {
  const staff = await staffThroughCache('127.0.0.22');
  const product = await productBySlug(staff, 'grape-gas');
  const path = '/api/products/slug/grape-gas';
  const read = async (address = path) => JSON.parse((await send(`${cache.origin}${address}`, { from: '127.0.0.40' })).text);
  await read();
  const kept = await send(`${cache.origin}${path}`, { from: '127.0.0.41' });
  assert.equal(kept.headers['x-cache-status'], 'HIT', 'the answer is kept');

  const changedAt = Date.now();
  const rename = await staff.call(`/api/admin/products/${product.id}`, {
    method: 'PATCH',
    headers: json,
    body: JSON.stringify({ name: 'Grape Gas Reserve' }),
  });
  assert.equal(rename.status, 200, rename.text);
  try {
    assert.equal((await read(`${path}?fresh=after-rename`)).name, 'Grape Gas Reserve', 'a refetch told of the change is never stale');
    let shownAfter;
    while (shownAfter === undefined) {
      if ((await read()).name === 'Grape Gas Reserve') shownAfter = Date.now() - changedAt;
      else await new Promise((r) => setTimeout(r, 250));
      assert.ok(Date.now() - changedAt < 3 * staleBoundMs, 'the change never showed through the cache');
    }
    console.log(`# the change showed through the cache after ${shownAfter} ms (bound ${staleBoundMs} ms)`);
  } finally {
    await staff.call(`/api/admin/products/${product.id}`, { method: 'PATCH', headers: json, body: JSON.stringify({ name: 'Grape Gas' }) });
  }
});

test('an open page told of a change by realtime shows it through the cache, not a kept copy', async () => {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: cache.origin });
    await context.addInitScript(() => localStorage.setItem('age-verified', 'true'));
    const page = await context.newPage();
    const subscribed = page.waitForResponse((r) => r.url().endsWith('/api/realtime') && r.request().method() === 'POST' && r.ok(), {
      timeout: 20_000,
    });
    await page.goto('/products/mimosa');
    await page.getByRole('heading', { level: 1, name: 'Mimosa' }).waitFor();
    await subscribed;
    // Other visitors' browsers (the same Accept-Encoding, so the same copy) have put the
    // product's answer in the cache.
    const cacheStatus = () =>
      page.evaluate(async () => (await fetch('/api/products/slug/mimosa', { cache: 'no-store' })).headers.get('x-cache-status'));
    await cacheStatus();
    assert.equal(await cacheStatus(), 'HIT');

    const staff = await staffThroughCache('127.0.0.23');
    const product = await productBySlug(staff, 'mimosa');
    const rename = await staff.call(`/api/admin/products/${product.id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ name: 'Mimosa Reserve' }),
    });
    assert.equal(rename.status, 200, rename.text);
    try {
      // Nothing refetches after the realtime event's refetch: a stale answer would stay.
      await page.getByRole('heading', { level: 1, name: 'Mimosa Reserve' }).waitFor({ timeout: 15_000 });
    } finally {
      await staff.call(`/api/admin/products/${product.id}`, { method: 'PATCH', headers: json, body: JSON.stringify({ name: 'Mimosa' }) });
    }
  } finally {
    await browser.close();
  }
});
