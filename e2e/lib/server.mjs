// Starts the real Go server (bin/server, built by `make build`) on a fresh data dir and a free port.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';

const repoRoot = resolve(import.meta.dirname, '../..');
const serverBinary = join(repoRoot, 'bin/server');

export const staffCredentials = { username: 'e2e-staff', password: 'e2e-password-123' };
export const superuserCredentials = { identity: 'ops@example.com', password: 'operator-password-1' };

// Ports are picked below the kernel's ephemeral range, at random. A port the kernel hands out
// (to a client socket, or to a listen on port 0 in the other test process) is never one of
// these, so a port probed free stays free until its server binds it. CI once lost a run to
// that race ("bind: address already in use").
const ephemeralLow = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
const pickedPorts = new Set();

function canListen(port) {
  return new Promise((ok) => {
    const probe = createServer();
    probe.once('error', () => ok(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => ok(true)));
  });
}

export async function freePort() {
  const low = 10_000;
  if (!(ephemeralLow > low + 1000)) throw new Error(`the ephemeral port range starts at ${ephemeralLow}: no room below it`);
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (ephemeralLow - low));
    if (pickedPorts.has(port) || !(await canListen(port))) continue;
    pickedPorts.add(port);
    return port;
  }
  throw new Error('no free port found below the ephemeral range');
}

async function waitForHealth(baseURL, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy within 30 s');
}

/** Resolves once the server's image work (running or waiting) has been none for a second. */
async function imageWorkDone(metricsURL) {
  const deadline = Date.now() + 180_000;
  let idleSince = null;
  while (Date.now() < deadline) {
    const queued = (await (await fetch(metricsURL)).text()).match(/^farmsite_image_work_queued (\S+)$/m)?.[1];
    if (queued !== '0') idleSince = null;
    else if ((idleSince ??= Date.now()) <= Date.now() - 1000) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the demo photos were not prepared within 3 minutes');
}

/**
 * A data dir with the demo content whose photos are prepared (their master and common
 * widths made), made once per build of the server and copied for each server that asks
 * for it. A fresh data dir prepares the demo's photos in the background for its first
 * seconds, one core's worth of work, while the page's variants that are not made yet are
 * made on demand; on a loaded machine, a page of thumbnails then waits for a slot and is
 * answered 503 (the limiter's refusal, by design: see backend/media/limiter.go). Browser
 * tests of pages start where a running site is.
 */
async function preparedDemo(binary) {
  const { mtimeMs, size } = statSync(binary);
  const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 12);
  const prefix = `farmsite-e2e-demo-${hash(binary)}-`;
  const template = join(tmpdir(), prefix + hash(`${mtimeMs} ${size}`));
  if (existsSync(template)) return template;
  // Those of earlier builds at this path go.
  for (const old of readdirSync(tmpdir())) if (old.startsWith(prefix)) rmSync(join(tmpdir(), old), { recursive: true, force: true });
  const metricsPort = await freePort();
  const server = await startServer({ binary, demo: true, args: [`--metricsHttp=127.0.0.1:${metricsPort}`] });
  try {
    await imageWorkDone(`http://127.0.0.1:${metricsPort}/metrics`);
  } finally {
    await server.stop({ keepData: true });
  }
  try {
    renameSync(server.dataDir, template);
  } catch {
    rmSync(server.dataDir, { recursive: true, force: true }); // another run made it meanwhile
  }
  return template;
}

/**
 * Starts a server with one staff account; returns {baseURL, dataDir, pid, stop}.
 * demo loads the demo content on start (DEMO_CONTENT=1; a new data dir is otherwise
 * empty, and one with content keeps its own); prepared starts a fresh data dir from the
 * demo with its photos prepared (preparedDemo). dataDir reuses a data dir (a restart);
 * fileSizeLimitKB caps the size of any file the server writes (ulimit -f), which makes a
 * disk that fills up; superuser adds the operator account (superuserCredentials); args
 * are more flags for serve; binary is another build of the server (the benchmark
 * compares two: bench/frontend.mjs --server).
 */
export async function startServer({
  env = {},
  dataDir = mkdtempSync(join(tmpdir(), 'farmsite-e2e-')),
  fileSizeLimitKB,
  superuser = false,
  args = [],
  binary = serverBinary,
  demo = false,
  prepared = false,
} = {}) {
  if (prepared) cpSync(await preparedDemo(binary), dataDir, { recursive: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // A plain serve unless the demo is asked for: the caller's own DEMO_CONTENT does not leak in.
  const { DEMO_CONTENT: _unused, ...inherited } = process.env;
  const childEnv = { ...inherited, ...(demo ? { DEMO_CONTENT: '1' } : {}), ...env };
  execFileSync(binary, ['staff', 'upsert', staffCredentials.username, staffCredentials.password, `--dir=${dataDir}`], {
    env: childEnv,
    stdio: 'pipe',
  });
  if (superuser) {
    execFileSync(binary, ['superuser', 'upsert', superuserCredentials.identity, superuserCredentials.password, `--dir=${dataDir}`], {
      env: childEnv,
      stdio: 'pipe',
    });
  }
  const serveArgs = ['serve', `--http=127.0.0.1:${port}`, `--dir=${dataDir}`, ...args];
  const child = fileSizeLimitKB
    ? spawn('sh', ['-c', `ulimit -f ${fileSizeLimitKB} && exec "$0" "$@"`, binary, ...serveArgs], {
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(binary, serveArgs, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => {
    log += d;
  });
  child.stderr.on('data', (d) => {
    log += d;
  });
  try {
    await waitForHealth(baseURL, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${err.message}\n${log}`, { cause: err });
  }
  return {
    baseURL,
    dataDir,
    pid: child.pid,
    log: () => log,
    /** Stops the server and removes its data dir (keepData keeps it, for a restart). */
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    /** Kills the server at once (SIGKILL), as a crash or power cut would. */
    async kill() {
      child.kill('SIGKILL');
      await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));
    },
  };
}

/** Logs in as the test staff account; returns a fetch-like function carrying the session cookie. */
export async function staffSession(baseURL, credentials = staffCredentials) {
  const res = await fetch(`${baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  return (path, init = {}) => fetch(baseURL + path, { ...init, headers: { Cookie: cookie, ...(init.headers || {}) } });
}

/** Signs in as the operator (a server started with superuser: true); returns the Authorization header to send. */
export async function superuserAuth(baseURL) {
  const res = await fetch(`${baseURL}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(superuserCredentials),
  });
  if (!res.ok) throw new Error(`superuser login failed: ${res.status}`);
  return { Authorization: (await res.json()).token };
}

/** Runs `bin/server check` on a data dir (no server may be running on it); returns its report and exit status. */
export function checkDataDir(dataDir) {
  try {
    return {
      status: 0,
      report: JSON.parse(execFileSync(serverBinary, ['check', `--dir=${dataDir}`], { stdio: ['ignore', 'pipe', 'pipe'] }).toString()),
    };
  } catch (err) {
    return { status: err.status, report: JSON.parse(err.stdout.toString() || '{}') };
  }
}
