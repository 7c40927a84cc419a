// Reads past one machine: the built server behind a real caching proxy on loopback, nginx
// running deploy/nginx-cache.conf as the README says, with a relay between the two that
// counts what reaches the server. Public answers are shared for web.SharedMaxAge (5 s);
// nothing private is ever served to another client; a staff change shows through the
// cache within the documented bound, and at once on a page that realtime tells of it;
// made-up fresh tokens, encodings and cookies neither reach the server nor fill the cache.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../lib/browser.mjs';
import { freePort, startServer, staffCredentials } from '../lib/server.mjs';
import { openEventStream, send, startNginxCache, startRequestCounter } from '../lib/proxy.mjs';

const sharedMaxAgeMs = 5_000; // web.SharedMaxAge
const staleBoundMs = 10_000; // web.StaleBound: kept 5 s, then served stale for one fetch
const json = { 'Content-Type': 'application/json' };

let server, counter, cache;

before(async () => {
  const port = await freePort();
  // The secret the server signs fresh tokens with, and the cache checks them with.
  const freshSecret = randomBytes(32).toString('hex');
  server = await startServer({ demo: true, args: [`--siteUrl=http://127.0.0.1:${port}`, `--freshSecret=${freshSecret}`] });
  counter = await startRequestCounter(new URL(server.baseURL).host);
  cache = await startNginxCache({ port, upstream: counter.address, freshSecret });
});

/** The fresh token a page that connects to realtime now is given: the last change's. */
async function latestToken(from = '127.0.0.50') {
  const live = openEventStream(`${cache.origin}/api/realtime`, { from });
  try {
    const { fresh } = await live.next('PB_CONNECT');
    assert.match(fresh, /^[0-9a-z]+\.[0-9]+\.[\w-]{22}$/, 'PB_CONNECT carries a signed token');
    return fresh;
  } finally {
    live.close();
  }
}

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
    // Past any copy kept while it was published: the token of the change.
    const token = await latestToken();
    for (const path of ['/products/headhunter', '/api/products/slug/headhunter']) {
      const address = `${path}?fresh=${token}`;
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
    const token = await latestToken();
    assert.equal((await read(`${path}?fresh=${token}`)).name, 'Grape Gas Reserve', 'a refetch told of the change is never stale');
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

/**
 * The cache's files on disk: how many, and their bytes. nginx's cache manager may remove a
 * file between the listing and its stat: such a file is no longer on disk, so not counted.
 */
function cacheOnDisk() {
  const sizes = readdirSync(cache.cacheDir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => statSync(join(f.parentPath ?? f.path, f.name), { throwIfNoEntry: false })?.size)
    .filter((size) => size !== undefined);
  return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/** A made-up value of n characters. */
const madeUp = (n = 12) => randomBytes(n).toString('base64url').slice(0, n);

/** What an attacker varies to make the cache miss: the fresh token, the encoding, a cookie. */
const floods = {
  'made-up fresh tokens': (path) => ({
    path: `${path}${path.includes('?') ? '&' : '?'}fresh=${[madeUp(), `${madeUp(8).toLowerCase()}.${Math.floor(Date.now() / 1000) + 30}.${madeUp(22)}`][Math.floor(Math.random() * 2)]}`,
    headers: { 'Accept-Encoding': 'gzip' },
  }),
  'made-up encodings': (path) => ({
    path,
    headers: {
      'Accept-Encoding': [`x-${madeUp()}`, `gzip, x-${madeUp()}`, `br;q=0.${Math.floor(Math.random() * 9) + 1}, ${madeUp()}`][
        Math.floor(Math.random() * 3)
      ],
    },
  }),
  'made-up staff cookies': (path) => ({
    path,
    headers: { 'Accept-Encoding': 'gzip', Cookie: `staff_session=${madeUp(20)}; x${madeUp(4)}staff_session=1` },
  }),
};

test('a flood of made-up tokens, encodings and cookies reaches the server about once per address and encoding per window, and leaves the cache its size', async () => {
  const addresses = ['/api/products', '/products/mimosa', '/api/page-meta?path=%2Fabout'];
  // An address as the server was asked for it, less the fresh token.
  const pathOf = (url) => {
    const u = new URL(url, cache.origin);
    u.searchParams.delete('fresh');
    return u.pathname + u.search;
  };
  for (const path of addresses)
    for (const encoding of ['br', 'gzip', 'identity']) await send(`${cache.origin}${path}`, { headers: { 'Accept-Encoding': encoding } });
  const disk = cacheOnDisk();
  const reachedBefore = Object.fromEntries(
    addresses.map((a) => [a, counter.seenWhere((method, url) => method === 'GET' && pathOf(url) === a)]),
  );

  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, client) =>
      (async () => {
        const seen = [];
        for (let i = 0; i < 60; i++) {
          const kind = Object.keys(floods)[(client + i) % 3];
          const { path, headers } = floods[kind](addresses[i % addresses.length]);
          const res = await send(`${cache.origin}${path}`, { from: `127.0.3.${client + 1}`, headers });
          seen.push({ kind, headers, res });
        }
        return seen;
      })(),
    ),
  );
  const elapsed = Date.now() - started;
  const all = answers.flat();
  assert.equal(all.filter(({ res }) => res.status !== 200).length, 0, 'every read succeeded');
  for (const { headers, res } of all) {
    // A made-up encoding is sent the identity body; br only to who takes it.
    const sent = res.headers['content-encoding'] ?? 'identity';
    assert.ok(
      sent === 'identity' || headers['Accept-Encoding'].includes(sent),
      `${sent} sent for Accept-Encoding: ${headers['Accept-Encoding']}`,
    );
  }
  // Per address, a copy per encoding (br, gzip, identity: warmed above), each refreshed
  // once per window that passed, and once more for a window cut in two.
  const allowed = 3 * (1 + Math.ceil(elapsed / sharedMaxAgeMs));
  const reached = addresses.map(
    (path) => counter.seenWhere((method, url) => method === 'GET' && pathOf(url) === path) - reachedBefore[path],
  );
  const after = cacheOnDisk();
  console.log(
    `# ${all.length} flood requests in ${elapsed} ms; reached the server: ${reached.join(', ')}; cache ${disk.files} -> ${after.files} files, ${disk.bytes} -> ${after.bytes} bytes`,
  );
  addresses.forEach((path, i) =>
    assert.ok(
      reached[i] <= allowed,
      `${path} reached the server ${reached[i]} times in ${elapsed} ms under the flood (at most ${allowed})`,
    ),
  );
  // Three encodings of each address are all there is to keep.
  assert.ok(
    after.files <= Math.max(disk.files, addresses.length * 3) + addresses.length,
    `the cache went from ${disk.files} to ${after.files} files`,
  );
});

test('only the fresh tokens the server signs pass the cache: once per address and token', async () => {
  const path = '/api/blog';
  const reached = () => counter.seen('GET', path) + counter.seenWhere((method, url) => method === 'GET' && url.startsWith(`${path}?`));
  await send(`${cache.origin}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
  const token = await latestToken();
  const [id, expires, signature] = token.split('.');
  const forged = [
    `${id}.${expires}.${madeUp(22)}`,
    `${madeUp(12).toLowerCase()}.${expires}.${signature}`,
    `${id}.${Number(expires) + 600}.${signature}`,
  ];
  const before = reached();
  const started = Date.now();
  for (const fake of forged) {
    const res = await send(`${cache.origin}${path}?fresh=${fake}`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.match(res.headers['x-cache-status'], /^(HIT|STALE|UPDATING)$/, `a forged token ${fake} is answered from the copy without it`);
  }
  // Only the copy's own refresh, once per window, may reach the server.
  assert.ok(reached() - before <= Math.floor((Date.now() - started) / sharedMaxAgeMs), 'a forged token reached the server');

  const signedBefore = counter.seen('GET', `${path}?fresh=${token}`);
  const first = await send(`${cache.origin}${path}?fresh=${token}`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(first.headers['x-cache-status'], 'MISS', 'a signed token fetches anew');
  const again = await send(`${cache.origin}${path}?fresh=${token}`, { from: '127.0.0.51', headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(again.headers['x-cache-status'], 'HIT', 'and once: the next visitor with it gets that copy');
  assert.equal(counter.seen('GET', `${path}?fresh=${token}`) - signedBefore, 1, 'the signed token reached the server once');
});

test('a revalidation is told 304 only for the encoding it holds', async () => {
  const path = '/api/locations';
  const etags = {};
  for (const encoding of ['br', 'gzip', 'identity']) {
    const res = await send(`${cache.origin}${path}`, { headers: { 'Accept-Encoding': encoding } });
    assert.equal(res.headers['content-encoding'] ?? 'identity', encoding);
    etags[encoding] = res.headers.etag;
  }
  assert.equal(new Set(Object.values(etags)).size, 3, `one ETag per encoding: ${JSON.stringify(etags)}`);
  const held = await send(`${cache.origin}${path}`, { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': etags.br } });
  assert.equal(held.status, 200, 'holding the brotli body, a client that takes identity gets the body');
  assert.equal(held.headers['content-encoding'], undefined);
  JSON.parse(held.text);
  const same = await send(`${cache.origin}${path}`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etags.br } });
  assert.equal(same.status, 304, 'holding the brotli body, asking for brotli');
});

test('a cookie shaped like a staff session passes the cache, but at most the origin limit reaches the server', async () => {
  const path = '/api/hero-videos';
  const fake = `staff_session=${randomBytes(20)
    .toString('hex')
    .toUpperCase()
    .replace(/[018-9]/g, 'A')
    .slice(0, 26)}`;
  const before = counter.seen('GET', path);
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 160 }, () => send(`${cache.origin}${path}`, { from: '127.0.4.1', headers: { Cookie: fake } })),
  );
  const elapsed = Date.now() - started;
  const reached = counter.seen('GET', path) - before;
  const limit = 101 + Math.ceil((elapsed / 1000) * 10); // deploy/nginx-cache.conf: bursts of 100, 10 a second
  assert.ok(reached <= limit, `${reached} of 160 reached the server in ${elapsed} ms (at most ${limit})`);
  const refused = answers.filter((r) => r.status === 429).length;
  assert.equal(refused, 160 - reached, 'the rest were refused with 429');
  assert.ok(refused > 0, `none of 160 was refused in ${elapsed} ms`);
  // Another address is not held back by it.
  const other = await send(`${cache.origin}${path}`, { from: '127.0.4.2', headers: { Cookie: fake } });
  assert.equal(other.status, 200);
  // Uploads are the same for everyone: a session's requests for them use the cache (a
  // page of the back office shows many).
  const upload = JSON.parse((await send(`${cache.origin}/api/products`)).text)
    .flatMap((p) => p.images)
    .find((i) => i.startsWith('/uploads/'));
  await send(`${cache.origin}${upload}`, { from: '127.0.4.3' });
  const asStaff = await send(`${cache.origin}${upload}`, { from: '127.0.4.3', headers: { Cookie: fake } });
  assert.equal(asStaff.headers['x-cache-status'], 'HIT', `${upload} with a session cookie`);
});
