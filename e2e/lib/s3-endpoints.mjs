// S3 endpoints for replication tests: a real S3 server (versitygw, built by
// scripts/ensure-versitygw.sh) that can be stopped, paused and started again with other
// keys, and an endpoint that accepts connections and never answers.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './server.mjs';

const versitygw = resolve(import.meta.dirname, '../../bin/tools/versitygw');

export const gatewayKeys = { access: 'farmsite-test', secret: 'farmsite-test-secret-1234' };

/**
 * Starts versitygw on loopback with one bucket; returns {url, port, replicaUrl(path),
 * stop(), pause(), resume(), restart({secret}), remove()}. The bucket's files stay across
 * restarts until remove().
 */
export async function startGateway({ bucket = 'replica', port } = {}) {
  if (!existsSync(versitygw)) throw new Error('bin/tools/versitygw is missing: make test installs it');
  const root = mkdtempSync(join(tmpdir(), 'farmsite-gateway-'));
  mkdirSync(join(root, bucket));
  const sidecar = mkdtempSync(join(tmpdir(), 'farmsite-gateway-meta-'));
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child;

  async function run(secret) {
    child = spawn(
      versitygw,
      ['--port', `127.0.0.1:${port}`, '--access', gatewayKeys.access, '--secret', secret, 'posix', '--sidecar', sidecar, root],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 200; i++) {
      try {
        await fetch(url);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('versitygw did not start');
  }

  async function stop() {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGCONT');
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
  }

  await run(gatewayKeys.secret);
  return {
    url,
    port,
    replicaUrl: (path = 'farmsite') => `s3://${bucket}/${path}?endpoint=${url}&region=us-east-1`,
    stop,
    /** Freezes the server (SIGSTOP): connections are accepted by the kernel and never answered. */
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    /** Starts it again on the same port and files, with another secret key. */
    async restart({ secret }) {
      await stop();
      await run(secret);
    },
    async remove() {
      await stop();
      for (const dir of [root, sidecar]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A TCP endpoint that accepts every connection and never answers; returns {url, port, close()}. */
export async function silentEndpoint() {
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((ok) => server.close(ok));
    },
  };
}
