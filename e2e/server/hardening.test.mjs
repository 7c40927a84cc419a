// The built binary facing a hostile visitor: its answers never take the request's Host,
// other sites cannot call or post to it, and visitor-controlled input is bounded.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { connect } from 'node:net';
import { startServer, superuserAuth } from '../lib/server.mjs';

let server;
before(async () => {
  server = await startServer({ superuser: true, demo: true });
});
after(async () => {
  await server?.stop();
});

/** A raw HTTP request (fetch will not send a Host header of our choosing). */
function raw(path, { method = 'GET', headers = {}, body } = {}) {
  const { hostname, port } = new URL(server.baseURL);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

test("pages, the sitemap and robots.txt carry the site's address, never the Host header", async () => {
  for (const path of ['/', '/products/headhunter', '/sitemap.xml', '/robots.txt']) {
    const res = await raw(path, { headers: { Host: 'evil.example' } });
    assert.equal(res.status, 200, path);
    assert.ok(!res.text.includes('evil.example'), `${path} names the forged host`);
    assert.ok(res.text.includes(server.baseURL), `${path} lacks the canonical origin ${server.baseURL}`);
  }
});

/**
 * The status of the answer to request (its bytes), read while they are sent: the server
 * answers a request it refuses, and hangs up, before it has read all of it.
 */
function answerWhileSending(request) {
  const { hostname, port } = new URL(server.baseURL);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port }, () => socket.write(request));
    let head = '';
    socket.on('data', (data) => {
      head += data;
      const status = head.match(/^HTTP\/1\.1 (\d{3})/);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(0));
  });
}

test('a 1 MB Host header is refused before any work', async () => {
  assert.equal(await answerWhileSending(`GET / HTTP/1.1\r\nHost: ${'a'.repeat(1 << 20)}.example\r\n\r\n`), 431);
  assert.equal((await fetch(`${server.baseURL}/api/health`)).status, 200);
});

test("headers take 16 KB (and Go's 4 KB margin): a 12 KB cookie is read, 24 KB are refused", async () => {
  const withCookie = (bytes) => `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: a=${'c'.repeat(bytes)}\r\n\r\n`;
  assert.equal(await answerWhileSending(withCookie(12 << 10)), 200);
  assert.equal(await answerWhileSending(withCookie(24 << 10)), 431);
});

test('unknown paths answer 404, long addresses 414', async () => {
  const meta = await fetch(`${server.baseURL}/api/page-meta?path=/no/such/${'x'.repeat(100)}`);
  assert.equal(meta.status, 404);
  assert.equal((await meta.json()).title, '404 Page Not Found | Hudson Valley Sun Farm');
  assert.equal((await fetch(`${server.baseURL}/products?category=${'x'.repeat(3000)}`)).status, 414);
});

test('another site can neither script the API nor post a form to it', async () => {
  const read = await fetch(`${server.baseURL}/api/products`, { headers: { Origin: 'https://evil.example' } });
  assert.equal(read.headers.get('access-control-allow-origin'), null);
  const preflight = await fetch(`${server.baseURL}/api/orders`, {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });
  assert.equal(preflight.headers.get('access-control-allow-origin'), null);

  const message = JSON.stringify({ name: 'Jo Buyer', email: 'jo@example.com', message: 'A plain form on another website.' });
  const plainForm = await fetch(`${server.baseURL}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: message,
  });
  assert.equal(plainForm.status, 415);
  const scripted = await fetch(`${server.baseURL}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    body: message,
  });
  assert.equal(scripted.status, 403);
  assert.equal((await scripted.json()).message, 'Cross-origin request refused');
});

test('a huge cart or login body is refused unread', async () => {
  const items = Array.from({ length: 200_000 }, () => ({ productId: 'x', quantity: 1 }));
  for (const path of ['/api/orders', '/api/admin/login']) {
    const res = await fetch(server.baseURL + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Sam', email: 'sam@example.com', username: 'x', password: 'y', items }),
    });
    assert.equal(res.status, 413, path);
  }
});

// An unknown username's refusal costing what a known one's does: pb_hooks checks it
// without a clock (one bcrypt comparison at the accounts' cost), make perf times it.

test("visitors' successful reads are counted, not logged row by row; errors are logged", async () => {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${server.baseURL}/api/collections/products/records?perPage=1&page=${i}`);
    assert.equal(res.status, 200);
    await res.arrayBuffer();
  }
  // PocketBase writes logs in batches: once a failure made after the reads is in the
  // log, the reads' rows would be too.
  const marker = `/api/no-such-route-${Date.now()}`;
  assert.equal((await fetch(server.baseURL + marker)).status, 404);
  const auth = await superuserAuth(server.baseURL);
  const logs = async (filter) => {
    const res = await fetch(`${server.baseURL}/api/logs?perPage=1&filter=${encodeURIComponent(filter)}`, { headers: auth });
    assert.equal(res.status, 200);
    return (await res.json()).totalItems;
  };
  for (let tries = 0; (await logs(`data.url = "${marker}"`)) === 0; tries++) {
    assert.ok(tries < 100, 'the failure was never logged');
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal(await logs(`data.url ~ "/api/collections/products/records" && data.status = 200`), 0);
});
