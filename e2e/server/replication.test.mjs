// Replication is proven, not assumed: the server with --replicaUrl against a real S3
// server (versitygw) with a wrong secret key, an endpoint that refuses connections and
// one that accepts and never answers. At start, a replica that does not work stops the
// server with the reason; one that fails while the server runs turns readiness to 503
// within 30 s, the log says why, and SIGTERM still ends the server within 15 s.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, staffSession, freePort } from '../lib/server.mjs';
import { startGateway, silentEndpoint, gatewayKeys } from '../lib/s3-endpoints.mjs';

const serverBinary = resolve(import.meta.dirname, '../../bin/server');
/** The bounds. */
const readinessBoundMs = 30_000;
const sigtermBoundMs = 15_000;
/** The start-up check takes 10 s at most; bootstrapping a fresh data dir comes before it. */
const failedStartBoundMs = 30_000;

// AWS_CA_BUNDLE (set on some machines) makes Litestream's S3 client refuse to start.
const env = { AWS_ACCESS_KEY_ID: gatewayKeys.access, AWS_SECRET_ACCESS_KEY: gatewayKeys.secret, AWS_CA_BUNDLE: '' };
const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const json = (body) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const replicaAt = (endpoint) => `s3://replica/farmsite?endpoint=${endpoint}&region=us-east-1`;

/**
 * Runs `serve` until it exits (SIGKILL after `deadlineMs`); returns {code, output, ms}.
 * sigtermWhen(output, baseURL) says when to send SIGTERM (afterSignalMs: the exit's wait).
 */
async function serveUntilExit({
  replicaUrl,
  childEnv = env,
  deadlineMs = failedStartBoundMs + 10_000,
  sigtermWhen,
  dataDir = mkdtempSync(join(tmpdir(), 'farmsite-replication-')),
}) {
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const started = performance.now();
  const port = await freePort();
  const child = spawn(serverBinary, ['serve', `--http=127.0.0.1:${port}`, `--dir=${dataDir}`, `--replicaUrl=${replicaUrl}`], {
    env: { ...process.env, ...childEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let signalledAt;
  const exited = new Promise((r) => child.once('exit', (c, signal) => r(c ?? signal)));
  let running = true;
  exited.then(() => (running = false));
  if (sigtermWhen) {
    (async () => {
      while (running && !(await sigtermWhen(output, `http://127.0.0.1:${port}`))) await new Promise((r) => setTimeout(r, 100));
      if (!running) return;
      signalledAt = performance.now();
      child.kill('SIGTERM');
    })();
  }
  const killer = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
  const code = await exited;
  clearTimeout(killer);
  const ended = performance.now();
  return { code, output, ms: ended - started, afterSignalMs: signalledAt && ended - signalledAt };
}

/** Sends SIGTERM; returns how long the server took to exit (SIGKILL after 30 s). */
async function sigterm(server) {
  const sent = performance.now();
  const stopped = server.stop();
  let timer;
  const late = new Promise((r) => (timer = setTimeout(r, 30_000, 'late')));
  if ((await Promise.race([stopped, late])) === 'late') {
    await server.kill();
    return Infinity;
  }
  clearTimeout(timer);
  return performance.now() - sent;
}

/** Waits until check() returns a truthy value (polling every 200 ms) or `ms` passes. */
async function waitFor(what, ms, check) {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const metric = (text, name) => Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1]);

test('a replica that does not work stops the server at start, and says why', async (t) => {
  const gateway = await startGateway();
  cleanups.push(() => gateway.remove());
  const silent = await silentEndpoint();
  cleanups.push(() => silent.close());
  const cases = [
    {
      name: 'a wrong secret key',
      replicaUrl: gateway.replicaUrl(),
      childEnv: { ...env, AWS_SECRET_ACCESS_KEY: 'not-the-secret-key' },
      reason: /SignatureDoesNotMatch/,
    },
    {
      name: 'an endpoint that refuses connections',
      replicaUrl: replicaAt(`http://127.0.0.1:${await freePort()}`),
      reason: /connection refused/,
    },
    { name: 'an endpoint that never answers', replicaUrl: replicaAt(silent.url), reason: /the replica did not answer within 10s/ },
  ];
  for (const c of cases) {
    await t.test(c.name, async () => {
      const run = await serveUntilExit(c);
      t.diagnostic(`${c.name}: exited (${run.code}) after ${Math.round(run.ms)} ms`);
      assert.notEqual(run.code, 0, run.output);
      assert.match(run.output, /replication: the replica at s3:\/\/replica\/farmsite does not work: writing a test file/, run.output);
      assert.match(run.output, c.reason, run.output);
      assert.match(run.output, /The server does not start without a working replica/, run.output);
      assert.ok(run.ms < failedStartBoundMs, `the failed start took ${Math.round(run.ms)} ms`);
    });
  }
});

test('SIGTERM ends a server whose replica hangs at start-up within 15 s', async () => {
  const gateway = await startGateway();
  cleanups.push(() => gateway.remove());
  // A replica with history: a server streamed to it and stopped; it starts again on the same data dir.
  const first = await startServer({ env, args: [`--replicaUrl=${gateway.replicaUrl()}`] });
  const staff = await staffSession(first.baseURL);
  assert.equal((await staff('/api/admin/blog', json({ title: 'Before the hang', content: 'x', status: 'draft' }))).status, 201);
  await first.stop({ keepData: true });

  gateway.pause();
  cleanups.push(() => gateway.resume());
  // SIGTERM 5 s into the start-up check; or, a server that starts without one, 5 s after
  // it answers and takes writes (Litestream is then waiting on the bucket).
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const started = async (output, baseURL) => {
    if (/replication: checking the replica at s3:\/\/replica\/farmsite/.test(output)) {
      await sleep(5000);
      return true;
    }
    if (
      !(await fetch(`${baseURL}/api/health`).then(
        (res) => res.ok,
        () => false,
      ))
    )
      return false;
    const staffAgain = await staffSession(baseURL);
    for (let n = 0; n < 3; n++) await staffAgain('/api/admin/blog', json({ title: `During the hang ${n}`, content: 'x', status: 'draft' }));
    await sleep(5000);
    return true;
  };
  const run = await serveUntilExit({ replicaUrl: gateway.replicaUrl(), sigtermWhen: started, deadlineMs: 60_000, dataDir: first.dataDir });
  assert.ok(run.afterSignalMs !== undefined, `the server exited before SIGTERM: ${run.output}`);
  assert.ok(run.afterSignalMs < sigtermBoundMs, `exit took ${Math.round(run.afterSignalMs)} ms after SIGTERM\n${run.output}`);
});

for (const failure of [
  {
    name: 'the secret key no longer matches',
    reason: /SignatureDoesNotMatch/,
    break: (gateway) => gateway.restart({ secret: 'a-rotated-secret-key-5678' }),
  },
  { name: 'the endpoint refuses connections', reason: /connection refused/, break: (gateway) => gateway.stop() },
  { name: 'the endpoint stops answering', reason: /the replica did not answer within 10s/, break: (gateway) => gateway.pause() },
]) {
  test(`a replica that fails while the server runs (${failure.name}): readiness 503 within 30 s, the log says why, SIGTERM within 15 s`, async (t) => {
    const gateway = await startGateway();
    cleanups.push(() => gateway.remove());
    const metricsAddress = `127.0.0.1:${await freePort()}`;
    const server = await startServer({ env, args: [`--replicaUrl=${gateway.replicaUrl()}`, `--metricsHttp=${metricsAddress}`] });
    cleanups.push(() => server.stop());
    const scrape = async () => (await fetch(`http://${metricsAddress}/metrics`)).text();
    const staff = await staffSession(server.baseURL);

    // Healthy first: the replica is shown to hold the database (a backup exists, no lag).
    await waitFor('the replica holds the database', 30_000, async () => {
      const m = await scrape();
      return metric(m, 'farmsite_backup_age_seconds') >= 0 && metric(m, 'farmsite_replication_lag_seconds') === 0;
    });
    assert.equal((await fetch(`${server.baseURL}/api/ready`)).status, 200);

    await failure.break(gateway);
    const brokeAt = performance.now();
    let writing = true;
    const writes = (async () => {
      for (let n = 0; writing; n++) {
        const res = await staff('/api/admin/blog', json({ title: `Written while the replica fails ${n}`, content: 'x', status: 'draft' }));
        assert.equal(res.status, 201, await res.text());
        await new Promise((r) => setTimeout(r, 500));
      }
    })();
    try {
      const notReady = await waitFor('readiness answers 503 replication-lagging', readinessBoundMs, async () => {
        const res = await fetch(`${server.baseURL}/api/ready`);
        const body = await res.json();
        return res.status === 503 && body.reasons.includes('replication-lagging') && body;
      });
      const readyAfterMs = performance.now() - brokeAt;
      assert.equal(notReady.checks.replication, false);
      await waitFor(
        'the log names the failure',
        readinessBoundMs - (performance.now() - brokeAt),
        () => /replication: the replica at s3:\/\/replica\/farmsite is failing: /.test(server.log()) && failure.reason.test(server.log()),
      ).catch((err) => {
        throw new Error(`${err.message}\n${server.log()}`);
      });
      const m = await scrape();
      assert.ok(metric(m, 'farmsite_replication_lag_seconds') > 10, m.match(/^farmsite_replication.*$/gm)?.join('\n'));
      assert.ok(metric(m, 'farmsite_backup_age_seconds') > 10, m.match(/^farmsite_backup.*$/m)?.[0]);
      assert.equal(metric(m, 'farmsite_ready'), 0);
      // The health view's report is computed at most once a second: the one that answered
      // readiness may predate the failure's message (the lag can pass its limit first).
      await waitFor('the health view names the failure', 5_000, async () => {
        const health = await (await staff('/api/admin/health')).json();
        return failure.reason.test(health.checks.replication.problem ?? '');
      });
      t.diagnostic(`readiness 503 after ${Math.round(readyAfterMs)} ms`);
    } finally {
      writing = false;
      await writes;
    }

    const exitMs = await sigterm(server);
    t.diagnostic(`SIGTERM: exited after ${Math.round(exitMs)} ms`);
    assert.ok(exitMs < sigtermBoundMs, `the server took ${Math.round(exitMs)} ms to exit after SIGTERM`);
  });
}
