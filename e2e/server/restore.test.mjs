// The restore drill, against a real S3 server (versitygw on loopback): the server streams
// its database to the bucket with Litestream while staff and visitors write; it is killed
// (SIGKILL) and its data dir deleted; `bin/server restore` rebuilds the database from the
// bucket into a new dir and the server starts on it. Every write acknowledged more than
// 1 s before the kill must be there, the integrity check must pass and the site must serve.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { startServer, staffSession, freePort, checkDataDir } from '../lib/server.mjs';
import { silentEndpoint } from '../lib/s3-endpoints.mjs';

const root = resolve(import.meta.dirname, '../..');
const serverBinary = join(root, 'bin/server');
const versitygw = join(root, 'bin/tools/versitygw');
const keys = { access: 'farmsite-test', secret: 'farmsite-test-secret-1234' };
/** The product's bound: writes acknowledged longer ago than this survive a lost disk. */
const lossBoundMs = 1000;
/** How long staff and visitors write before the kill. */
const writingMs = 4000;

let gateway;
let gatewayRoot;
let sidecar;
let replicaUrl;
let env;
const dirs = [];

before(async () => {
  assert.ok(existsSync(versitygw), 'bin/tools/versitygw is missing: make test installs it');
  gatewayRoot = mkdtempSync(join(tmpdir(), 'farmsite-replica-'));
  mkdirSync(join(gatewayRoot, 'replica'));
  sidecar = mkdtempSync(join(tmpdir(), 'farmsite-replica-meta-'));
  const port = await freePort();
  const gatewayURL = `http://127.0.0.1:${port}`;
  gateway = spawn(
    versitygw,
    ['--port', `127.0.0.1:${port}`, '--access', keys.access, '--secret', keys.secret, 'posix', '--sidecar', sidecar, gatewayRoot],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(gatewayURL);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  replicaUrl = `s3://replica/farmsite?endpoint=${gatewayURL}&region=us-east-1`;
  // AWS_CA_BUNDLE (set on some machines) makes Litestream's S3 client refuse to start:
  // it cannot add a CA bundle to its own HTTP client. The system's CA store is used.
  env = { AWS_ACCESS_KEY_ID: keys.access, AWS_SECRET_ACCESS_KEY: keys.secret, AWS_CA_BUNDLE: '' };
});

after(() => {
  gateway?.kill();
  for (const dir of [gatewayRoot, sidecar, ...dirs]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const json = (body) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** Runs `bin/server restore`; returns its exit status, output and time taken. */
function restore(dir) {
  const started = performance.now();
  try {
    const out = execFileSync(serverBinary, ['restore', `--dir=${dir}`, `--replicaUrl=${replicaUrl}`], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { status: 0, out: out.toString(), ms: performance.now() - started };
  } catch (err) {
    return { status: err.status, out: `${err.stdout}${err.stderr}`, ms: performance.now() - started };
  }
}

test('a server killed mid-write comes back from the replica with every write older than 1 s', async (t) => {
  const metricsAddress = `127.0.0.1:${await freePort()}`;
  const server = await startServer({ env, args: [`--replicaUrl=${replicaUrl}`, `--metricsHttp=${metricsAddress}`] });
  const ready = await (await fetch(`${server.baseURL}/api/ready`)).json();
  assert.equal(ready.checks.replication, true, JSON.stringify(ready));
  // The metrics, on their own address only: replication on, Litestream's own, Go's runtime.
  const scraped = await (await fetch(`http://${metricsAddress}/metrics`)).text();
  for (const name of [
    'farmsite_replication_enabled 1',
    'farmsite_replication_lag_seconds',
    'litestream_',
    'go_goroutines',
    'farmsite_http_requests_total',
  ]) {
    assert.ok(scraped.includes(name), `/metrics lacks ${name}`);
  }
  assert.doesNotMatch(await (await fetch(`${server.baseURL}/metrics`)).text(), /farmsite_replication_enabled/);
  const staff = await staffSession(server.baseURL);

  /** Every write the server acknowledged: what it is and when the answer came. */
  const acked = [];
  const stopAt = performance.now() + writingMs;
  const staffWrites = (async () => {
    for (let n = 0; performance.now() < stopAt; n++) {
      const res = await staff('/api/admin/blog', json({ title: `Drill post ${n}`, content: 'Written during the drill.', status: 'draft' }));
      if (res.status !== 201 && res.status !== 200) throw new Error(`staff write ${n}: ${res.status} ${await res.text()}`);
      acked.push({ kind: 'blog', id: (await res.json()).id, at: performance.now() });
    }
  })();
  const visitorWrites = (async () => {
    // The contact form takes 5 a minute from one client: spread them over the writing time.
    for (let n = 0; n < 5; n++) {
      const res = await fetch(
        `${server.baseURL}/api/contact`,
        json({ name: `Drill visitor ${n}`, email: 'drill@example.com', message: `Drill message ${n}` }),
      );
      if (res.status !== 201) throw new Error(`visitor write ${n}: ${res.status} ${await res.text()}`);
      acked.push({ kind: 'contact-messages', id: (await res.json()).id, at: performance.now() });
      await new Promise((r) => setTimeout(r, writingMs / 5));
    }
  })();
  await Promise.all([visitorWrites, staffWrites]);
  // One more staff write is in flight when the power goes.
  const inFlight = staff('/api/admin/blog', json({ title: 'Drill post in flight', content: 'Cut short.', status: 'draft' })).catch(
    () => null,
  );
  const killedAt = performance.now();
  await server.kill();
  await inFlight;
  rmSync(server.dataDir, { recursive: true, force: true });

  const newDir = mkdtempSync(join(tmpdir(), 'farmsite-restored-'));
  dirs.push(newDir);
  const restored = restore(newDir);
  assert.equal(restored.status, 0, restored.out);
  // It says what it does as it goes.
  assert.match(restored.out, /restore: asking s3:\/\/replica\/farmsite for its backups/);
  assert.match(restored.out, /restore: \d+ files to apply \([\d.]+ MB\), up to transaction \w+ written at /);
  assert.match(restored.out, /restore: the restored database passed the full integrity check/);
  const check = checkDataDir(newDir);
  assert.equal(check.report.database, 'ok', JSON.stringify(check.report));
  assert.equal(check.status, 0, JSON.stringify(check.report));

  // Step 5 of the drill: the restored server streams to the same replica again.
  const back = await startServer({ env, dataDir: newDir, args: [`--replicaUrl=${replicaUrl}`] });
  try {
    const home = await fetch(`${back.baseURL}/`);
    assert.equal(home.status, 200);
    const staffAgain = await staffSession(back.baseURL);
    let lost = 0;
    let lostOld = [];
    for (const w of acked) {
      const res = await staffAgain(`/api/admin/${w.kind}/${w.id}`);
      if (res.status === 200) continue;
      lost++;
      if (killedAt - w.at > lossBoundMs) lostOld.push({ ...w, beforeKillMs: Math.round(killedAt - w.at), status: res.status });
    }
    t.diagnostic(
      `writes acknowledged: ${acked.length}; lost: ${lost} (all within ${lossBoundMs} ms of the kill); restore took ${Math.round(restored.ms)} ms`,
    );
    assert.ok(acked.length >= 10, `only ${acked.length} writes were made`);
    assert.deepEqual(lostOld, [], 'writes acknowledged more than 1 s before the kill are missing');

    // A write after the restore reaches the replica: a second restore has it.
    const after = await staffAgain('/api/admin/blog', json({ title: 'Written after the restore', content: 'Again.', status: 'draft' }));
    const afterBody = await after.text();
    assert.equal(after.status, 201, afterBody);
    const afterId = JSON.parse(afterBody).id;
    await back.stop({ keepData: true }); // a normal stop ships what is left
    const again = mkdtempSync(join(tmpdir(), 'farmsite-restored-again-'));
    dirs.push(again);
    const second = restore(again);
    assert.equal(second.status, 0, second.out);
    const third = await startServer({ env, dataDir: again });
    try {
      assert.equal((await (await staffSession(third.baseURL))(`/api/admin/blog/${afterId}`)).status, 200);
    } finally {
      await third.stop();
    }
  } finally {
    await back.stop();
  }
});

test('restore refuses a data dir that is not empty, and changes nothing in it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'farmsite-occupied-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'data.db'), 'the old database');
  const refused = restore(dir);
  assert.equal(refused.status, 1, refused.out);
  assert.match(refused.out, /is not empty: restore only into a new or empty directory/);
  assert.equal(execFileSync('cat', [join(dir, 'data.db')]).toString(), 'the old database');
});

test('restore from an endpoint that never answers fails within its deadline, says why, and leaves nothing', async () => {
  const silent = await silentEndpoint();
  const dir = join(mkdtempSync(join(tmpdir(), 'farmsite-silent-')), 'pb_data');
  dirs.push(dirname(dir));
  const started = performance.now();
  const run = await new Promise((done) => {
    const child = execFile(
      serverBinary,
      ['restore', `--dir=${dir}`, `--replicaUrl=s3://replica/farmsite?endpoint=${silent.url}&region=us-east-1`],
      { env: { ...process.env, ...env }, timeout: 60_000, killSignal: 'SIGKILL' },
      (err, stdout, stderr) => done({ status: err?.code ?? 0, signal: err?.signal, out: `${stdout}${stderr}` }),
    );
    child.stdin?.end();
  });
  const ms = performance.now() - started;
  await silent.close();
  assert.equal(run.status, 1, run.out);
  assert.match(run.out, /restore: asking s3:\/\/replica\/farmsite for its backups \(each answer within 10s\)/);
  assert.match(run.out, /restore: reading the backups at s3:\/\/replica\/farmsite: the replica did not answer within 10s/);
  assert.match(run.out, /nothing was restored/);
  assert.equal(existsSync(dir), false, 'the failed restore left its data dir behind');
  // One answer waited for (10 s), with room for a busy machine; never the minutes it took before.
  assert.ok(ms < 30_000, `the restore took ${Math.round(ms)} ms to give up`);
});
