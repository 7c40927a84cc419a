// A real TLS reverse proxy on loopback in front of the server: nginx or Caddy from Debian's
// packages, configured from the very files docs/operations.md links (deploy/nginx.conf,
// deploy/Caddyfile), with a self-signed certificate made for the run.
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './server.mjs';

const repoRoot = resolve(import.meta.dirname, '../..');
const nginxBinary = '/usr/sbin/nginx';
const caddyBinary = '/usr/bin/caddy';

/** The deploy file's text with each placeholder replaced; a missing placeholder is an error, so the file cannot drift away from what is tested. */
function fillTemplate(name, replacements) {
  let text = readFileSync(join(repoRoot, 'deploy', name), 'utf8');
  for (const [placeholder, value] of replacements) {
    if (!text.includes(placeholder)) throw new Error(`deploy/${name} no longer contains ${JSON.stringify(placeholder)}`);
    text = text.replaceAll(placeholder, value);
  }
  return text;
}

/** A self-signed certificate for 127.0.0.1 (openssl); returns the files' paths and the PEM to trust. */
function makeCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  return { cert, key, ca: readFileSync(cert, 'utf8') };
}

/**
 * One HTTP(S) request, from a chosen loopback address (`from`) so that tests can be
 * different clients; `ca` trusts the run's certificate. Resolves {status, headers, text}.
 */
export function send(url, { method = 'GET', headers = {}, body, from, ca } = {}) {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((ok, fail) => {
    const req = request(target, { method, headers, localAddress: from, ca, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => ok({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

/**
 * A server-sent event stream (PocketBase's realtime) opened with GET; next(name) resolves
 * the data of the next event of that name, or fails after ms.
 */
export function openEventStream(url, { ca, from } = {}) {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const events = [];
  let waiting;
  let failure;
  let buffer = '';
  const req = request(target, { headers: { Accept: 'text/event-stream' }, localAddress: from, ca, agent: false }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const fields = Object.fromEntries(
          buffer
            .slice(0, end)
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        );
        buffer = buffer.slice(end + 2);
        events.push(fields);
        waiting?.();
      }
    });
  });
  req.on('error', (err) => {
    failure = err;
    waiting?.();
  });
  req.end();
  return {
    async next(name, ms = 5_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const i = events.findIndex((e) => e.event === name);
        if (i >= 0) return JSON.parse(events.splice(i, 1)[0].data);
        if (failure) throw failure;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${name} event within ${ms} ms`);
        await new Promise((r) => {
          const timer = setTimeout(r, left);
          waiting = () => {
            clearTimeout(timer);
            r();
          };
        });
      }
    },
    close() {
      req.destroy();
    },
  };
}

async function waitUntilServing(origin, ca, child, log) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the proxy exited with ${child.exitCode}\n${log()}`);
    try {
      if ((await send(`${origin}/api/health`, { ca })).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the proxy did not answer within 15 s\n${log()}`);
}

/** Runs command in dir; returns {origin, ca, log, stop} once origin answers through it. */
async function runProxy({ name, dir, origin, ca, command, args, env }) {
  const child = spawn(command, args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const log = () => output;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(origin, ca, child, log);
  } catch (err) {
    await stop();
    throw err;
  }
  return { name, origin, ca, log, stop };
}

/**
 * Writes site (a file for sites-enabled) into dir with what Debian's /etc/nginx/nginx.conf
 * provides around it, everything kept inside dir.
 */
function writeNginxConf(dir, site, connections) {
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log stderr warn;
worker_processes 1;
events { worker_connections ${connections}; }
http {
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`,
  );
}

/**
 * nginx on 127.0.0.1:port (https) and a plain http port, running deploy/nginx.conf
 * towards the server at upstream ("127.0.0.1:PORT").
 */
export async function startNginx({ port, upstream }) {
  const dir = mkdtempSync(join(tmpdir(), 'farmsite-nginx-'));
  // As root, nginx's workers run as nobody and write their temporary files under dir.
  chmodSync(dir, 0o755);
  const { cert, key, ca } = makeCertificate(dir);
  const httpPort = await freePort();
  const origin = `https://127.0.0.1:${port}`;
  const site = fillTemplate('nginx.conf', [
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`],
    ['server_name shop.example.com;', 'server_name 127.0.0.1;'],
    ['https://shop.example.com', origin],
    ['/etc/letsencrypt/live/shop.example.com/fullchain.pem', cert],
    ['/etc/letsencrypt/live/shop.example.com/privkey.pem', key],
    ['http://127.0.0.1:8090', `http://${upstream}`],
  ]);
  writeNginxConf(dir, site, 128);
  const proxy = await runProxy({
    name: 'nginx',
    dir,
    origin,
    ca,
    command: nginxBinary,
    args: ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'],
  });
  return { ...proxy, httpOrigin: `http://127.0.0.1:${httpPort}` };
}

/** Caddy on 127.0.0.1:port (https), running deploy/Caddyfile towards the server at upstream. */
export async function startCaddy({ port, upstream }) {
  const dir = mkdtempSync(join(tmpdir(), 'farmsite-caddy-'));
  const { cert, key, ca } = makeCertificate(dir);
  const origin = `https://127.0.0.1:${port}`;
  // The run's own certificate instead of one from Let's Encrypt; no admin API, nothing
  // kept outside dir, and no http listener (its port 80 needs root).
  const site = fillTemplate('Caddyfile', [
    ['shop.example.com {', `${origin} {\n\ttls ${cert} ${key}`],
    ['reverse_proxy 127.0.0.1:8090', `reverse_proxy ${upstream}`],
  ]);
  writeFileSync(
    join(dir, 'Caddyfile'),
    `{
	admin off
	auto_https disable_redirects
	skip_install_trust
	storage file_system ${dir}/data
}

${site}`,
  );
  return runProxy({
    name: 'Caddy',
    dir,
    origin,
    ca,
    command: caddyBinary,
    args: ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'],
    env: { HOME: dir, XDG_CONFIG_HOME: join(dir, 'config'), XDG_DATA_HOME: join(dir, 'data') },
  });
}

/**
 * nginx on 127.0.0.1:port (http) running deploy/nginx-cache.conf towards upstream
 * ("127.0.0.1:PORT"), with its cache in a directory of the run (cacheDir) and freshSecret
 * (the server's --freshSecret) in the secret's file.
 */
export async function startNginxCache({ port, upstream, freshSecret }) {
  const dir = mkdtempSync(join(tmpdir(), 'farmsite-nginx-cache-'));
  chmodSync(dir, 0o755);
  const origin = `http://127.0.0.1:${port}`;
  const cacheDir = join(dir, 'cache');
  writeFileSync(join(dir, 'fresh-secret.conf'), `map "" $farmsite_fresh_secret { default "${freshSecret}"; }\n`);
  const site = fillTemplate('nginx-cache.conf', [
    ['listen 8080;', `listen 127.0.0.1:${port};`],
    ['server_name shop.example.com;', 'server_name 127.0.0.1;'],
    ['/var/cache/nginx/farmsite', cacheDir],
    ['/etc/nginx/farmsite-fresh-secret.conf', join(dir, 'fresh-secret.conf')],
    ['/run/nginx-farmsite-origin.sock', join(dir, 'origin.sock')],
    ['http://127.0.0.1:8090', `http://${upstream}`],
  ]);
  writeNginxConf(dir, site, 1024);

  const proxy = await runProxy({
    name: 'nginx cache',
    dir,
    origin,
    command: nginxBinary,
    args: ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'],
  });
  return { ...proxy, cacheDir };
}

/**
 * A plain HTTP relay on loopback in front of upstream ("127.0.0.1:PORT") that counts what
 * reaches the server: seen(method, path) is how many requests for that address it passed on.
 */
export async function startRequestCounter(upstream) {
  const [host, port] = upstream.split(':');
  const counts = new Map();
  const server = createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const out = httpRequest({ host, port, method: req.method, path: req.url, headers: req.headers }, (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode, upstreamRes.headers);
      upstreamRes.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    address: `127.0.0.1:${server.address().port}`,
    seen: (method, path) => counts.get(`${method} ${path}`) ?? 0,
    /** How many requests it passed on whose method and address (path and query) pass test. */
    seenWhere: (test) => [...counts].reduce((sum, [key, n]) => (test(...key.split(' ')) ? sum + n : sum), 0),
    stop: () => new Promise((r) => server.close(r)),
  };
}
