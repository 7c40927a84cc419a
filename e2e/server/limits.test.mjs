// The built binary under floods of what a request costs before it is answered (issue 35,
// findings 7 and 8): large bodies and connections that send their headers slowly. The
// server's resident memory, sampled from /proc, stays under the 96 MB budget, and
// visitors are still answered.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { readFileSync } from 'node:fs';
import { freePort, startServer, superuserAuth } from '../lib/server.mjs';

const budgetMB = 96;
const bodyBytes = 31 << 20;
const slowConnections = 4000;
// The site's caps (backend/web/connection_limit.go).
const connectionsPerNetwork = 64;
const connections = 512;

let server;
let metricsURL;
before(async () => {
  const metricsPort = await freePort();
  metricsURL = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await startServer({ superuser: true, prepared: true, args: [`--metricsHttp=127.0.0.1:${metricsPort}`] });
  // Only 127.0.0.1 is a trusted proxy (all of loopback is by default), so that the
  // test's other loopback addresses are strangers, as on the internet.
  const operator = { ...(await superuserAuth(server.baseURL)), 'Content-Type': 'application/json' };
  const [settings] = (await (await fetch(`${server.baseURL}/api/collections/site_private_settings/records`, { headers: operator })).json())
    .items;
  const trusted = await fetch(`${server.baseURL}/api/collections/site_private_settings/records/${settings.id}`, {
    method: 'PATCH',
    headers: operator,
    body: JSON.stringify({ trustedProxies: ['127.0.0.1/32'] }),
  });
  assert.equal(trusted.status, 200, await trusted.text());
});
after(async () => {
  await server?.stop();
});

function status(pid, field) {
  return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))[1]) / 1024;
}

/** Samples the server's resident memory every 20 ms; stop() answers the peak in MB. */
function watchMemory(pid) {
  const highWaterBefore = status(pid, 'VmHWM');
  let peak = status(pid, 'VmRSS');
  const timer = setInterval(() => {
    peak = Math.max(peak, status(pid, 'VmRSS'));
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      const highWater = status(pid, 'VmHWM');
      return Math.max(peak, highWater > highWaterBefore ? highWater : 0);
    },
  };
}

/** The open connections the server counts (farmsite_connections), sampled every 100 ms; stop() answers the most. */
function watchConnections() {
  let most = 0;
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = fetch(metricsURL)
      .then((res) => res.text())
      .then((text) => {
        most = Math.max(most, Number(text.match(/^farmsite_connections (\S+)$/m)?.[1] ?? 0));
      })
      .catch(() => {});
  }, 100);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      return most;
    },
  };
}

/** Waits until the server holds at most `most` connections (those of earlier tests closed). */
async function connectionsSettled(most = 8) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const text = await (await fetch(metricsURL)).text();
    if (Number(text.match(/^farmsite_connections (\S+)$/m)?.[1] ?? 0) <= most) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the connections of the earlier tests were not closed within 60 s');
}

function openFilesLimit() {
  return Number(readFileSync('/proc/self/limits', 'utf8').match(/^Max open files\s+(\d+)/m)[1]);
}

/**
 * Posts a 31 MB JSON body (with its length, or chunked) from the loopback address from,
 * on a connection of its own, reading the answer while it sends, as a client that keeps
 * sending until it is answered; resolves with the answer's status (0: none).
 */
function postLargeBody(path, { chunked = false, from }) {
  const chunk = Buffer.alloc(1 << 20, 'a');
  chunk.write('{"identity":"x","password":"');
  const { port } = new URL(server.baseURL);
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    let answer = '';
    let sent = 0;
    const done = (code) => {
      socket.destroy();
      resolve(code);
    };
    socket.on('data', (data) => {
      answer += data;
      const line = answer.match(/^HTTP\/1\.1 (\d{3})/);
      if (line) done(Number(line[1]));
    });
    socket.on('error', () => {});
    socket.on('close', () => done(0));
    socket.on('connect', () => {
      const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bodyBytes}`;
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
      if (chunked) socket.write(`${bodyBytes.toString(16)}\r\n`);
      const pump = () => {
        while (sent < bodyBytes && !socket.destroyed) {
          const piece = chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent));
          sent += piece.length;
          if (!socket.write(piece)) return void socket.once('drain', pump);
        }
        if (chunked && !socket.destroyed) socket.write('\r\n0\r\n\r\n');
      };
      pump();
    });
  });
}

/**
 * Opens n connections from the loopback addresses from(i) that each send a request's
 * first lines, then a 1 KB header line a second, never ending their headers; resolves
 * after seconds with how many the server closed and after how long each was held.
 */
async function slowClients(n, from, seconds) {
  const { port } = new URL(server.baseURL);
  const line = `X-Slow: ${'s'.repeat(1000)}\r\n`;
  const sockets = [];
  const heldMs = [];
  for (let i = 0; i < n; i++) {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from(i) });
    socket.on('connect', () => {
      socket.openedAt = Date.now();
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    });
    socket.on('error', () => {});
    socket.on('close', () => heldMs.push(Date.now() - (socket.openedAt ?? Date.now())));
    sockets.push(socket);
    if (i % 250 === 249) await new Promise((r) => setTimeout(r, 20));
  }
  const started = Date.now();
  while (Date.now() - started < seconds * 1000) {
    await new Promise((r) => setTimeout(r, 1000));
    for (const socket of sockets) if (!socket.destroyed && socket.openedAt) socket.write(line);
  }
  const stillOpen = sockets.filter((s) => !s.destroyed).length;
  for (const socket of sockets) socket.destroy();
  return { closed: heldMs.length, stillOpen, longestHeldMs: Math.max(0, ...heldMs) };
}

/** A visitor's page, fetched from the loopback address from. */
function visit(from) {
  const { port } = new URL(server.baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    });
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('end', () => resolve(Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

test('sixteen 31 MB bodies to the collection API and six to the sign-in are refused unread: memory stays under 96 MB', async (t) => {
  const memory = watchMemory(server.pid);
  // Each from a network of its own, as bots on other machines: none waits for another's turn.
  const answers = await Promise.all([
    ...Array.from({ length: 16 }, (_, i) =>
      postLargeBody('/api/collections/products/records', { chunked: i % 2 === 1, from: `127.0.${10 + i}.1` }),
    ),
    ...Array.from({ length: 6 }, (_, i) =>
      postLargeBody('/api/collections/_superusers/auth-with-password', { chunked: i % 2 === 1, from: `127.0.${30 + i}.1` }),
    ),
  ]);
  const peakMB = memory.stop();
  t.diagnostic(`peak ${peakMB.toFixed(1)} MB`);
  assert.ok(peakMB < budgetMB, `the server's memory peaked at ${peakMB.toFixed(1)} MB`);
  // Too large: never read through to the collection's rules (403) or the password check.
  assert.deepEqual(answers, Array(22).fill(413));
  assert.equal((await fetch(`${server.baseURL}/api/health`)).status, 200);
});

test('4,000 slow connections from one network: it holds 64, memory stays under 96 MB, and others are answered', async (t) => {
  assert.ok(openFilesLimit() > slowConnections + 500, `raise the open files limit (ulimit -n) above ${slowConnections + 500}`);
  // The count is the server's total: the large bodies' connections must be gone first.
  await connectionsSettled();
  const memory = watchMemory(server.pid);
  const counted = watchConnections();
  const attack = slowClients(slowConnections, (i) => `127.0.3.${1 + (i % 250)}`, 12);
  await new Promise((r) => setTimeout(r, 3000));
  assert.equal(await visit('127.0.4.1'), 200, 'a visitor of another network');
  assert.equal(await visit('127.0.0.1'), 200, 'the trusted proxy');
  const { closed, stillOpen, longestHeldMs } = await attack;
  const peakMB = memory.stop();
  const most = await counted.stop();
  t.diagnostic(`peak ${peakMB.toFixed(1)} MB, at most ${most} connections`);
  assert.ok(peakMB < budgetMB, `the server's memory peaked at ${peakMB.toFixed(1)} MB`);
  // (and the test's own few, from the trusted proxy's address)
  assert.ok(most <= connectionsPerNetwork + 8, `the server held ${most} connections at once`);
  // Each was closed: past the network's share at once, the others when their headers
  // had taken the server's header timeout (5 s; PocketBase's was a minute).
  assert.equal(stillOpen, 0, `${stillOpen} slow connections still open after 12 s`);
  assert.equal(closed, slowConnections);
  assert.ok(longestHeldMs < 10_000, `a slow connection was held ${longestHeldMs} ms`);
});

test('4,000 slow connections from 200 networks: the server holds at most 512, and memory stays under 96 MB', async (t) => {
  assert.ok(openFilesLimit() > slowConnections + 500, `raise the open files limit (ulimit -n) above ${slowConnections + 500}`);
  const memory = watchMemory(server.pid);
  const counted = watchConnections();
  // Those past the total wait in the kernel's queue until one closes.
  const { closed } = await slowClients(slowConnections, (i) => `127.1.${1 + (i % 200)}.${1 + Math.floor(i / 200)}`, 12);
  const peakMB = memory.stop();
  const most = await counted.stop();
  t.diagnostic(`peak ${peakMB.toFixed(1)} MB, at most ${most} connections`);
  assert.ok(peakMB < budgetMB, `the server's memory peaked at ${peakMB.toFixed(1)} MB`);
  assert.ok(most <= connections, `the server held ${most} connections at once`);
  assert.ok(closed >= connections, `only ${closed} slow connections were closed in 12 s`);
  assert.equal((await fetch(`${server.baseURL}/api/health`)).status, 200);
});
