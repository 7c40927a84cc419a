// S3 storage for real: a versitygw S3 server on loopback (posix backend), PocketBase's
// storage pointed at it; uploads land in the bucket, /uploads/ serves them and their
// derived images, the storage check says s3, and verify-images sees what is there.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, staffSession, superuserAuth, freePort } from '../lib/server.mjs';

const root = resolve(import.meta.dirname, '../..');
const versitygw = join(root, 'bin/tools/versitygw');
const keys = { access: 'farmsite-test', secret: 'farmsite-test-secret-1234' };

let gateway;
let gatewayRoot;
let sidecar;
let gatewayURL;
let server;
let staff;

/** Every file under dir, as paths relative to it. */
function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(join(entry.parentPath ?? entry.path, entry.name).slice(dir.length + 1));
  }
  return out;
}

before(async () => {
  assert.ok(existsSync(versitygw), 'bin/tools/versitygw is missing: make test installs it');
  gatewayRoot = mkdtempSync(join(tmpdir(), 'farmsite-s3-'));
  mkdirSync(join(gatewayRoot, 'media'));
  // Object metadata in a sidecar folder: works on filesystems without extended attributes.
  sidecar = mkdtempSync(join(tmpdir(), 'farmsite-s3-meta-'));
  const port = await freePort();
  gatewayURL = `http://127.0.0.1:${port}`;
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

  server = await startServer({ superuser: true });
  const settings = await fetch(`${server.baseURL}/api/settings`, {
    method: 'PATCH',
    headers: { ...(await superuserAuth(server.baseURL)), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      s3: {
        enabled: true,
        bucket: 'media',
        region: 'us-east-1',
        endpoint: gatewayURL,
        accessKey: keys.access,
        secret: keys.secret,
        forcePathStyle: true,
      },
    }),
  });
  assert.equal(settings.status, 200, await settings.text());
  staff = await staffSession(server.baseURL);
});

after(async () => {
  await server?.stop();
  gateway?.kill();
  for (const dir of [gatewayRoot, sidecar]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the storage check says s3 and that the bucket takes writes', async () => {
  const check = await (await staff('/api/system/storage-check')).json();
  assert.equal(check.storageStrategy, 's3');
  assert.equal(check.status, 'ok', check.objectStorage.message);
  assert.equal(check.environment.hasObjectStoragePermissions, true);
});

test('an image lands in the bucket and /uploads/ serves it and its variants from there', async () => {
  const photo = join(root, 'backend/demo/images/farm-02.jpg');
  const bytes = new Uint8Array(execFileSync('cat', [photo]));
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'barn.jpg');
  const res = await staff('/api/admin/upload', { method: 'POST', body: form });
  assert.equal(res.status, 201);
  const { url } = await res.json();
  const name = url.slice('/uploads/'.length);

  const stored = filesUnder(join(gatewayRoot, 'media')).filter((f) => f.endsWith(name));
  assert.equal(stored.length, 1, 'the upload is an object in the bucket');
  assert.equal(statSync(join(gatewayRoot, 'media', stored[0])).size, bytes.length);
  assert.ok(
    !existsSync(join(server.dataDir, 'storage')) || filesUnder(join(server.dataDir, 'storage')).length === 0,
    'nothing went to the local disk',
  );

  const back = await fetch(server.baseURL + url);
  assert.equal(back.status, 200);
  assert.deepEqual(new Uint8Array(await back.arrayBuffer()), bytes);
  const small = new Uint8Array(await (await fetch(`${server.baseURL}${url}?w=320`)).arrayBuffer());
  assert.equal(small[0], 0xff, 'a JPEG');
  assert.ok(
    filesUnder(join(gatewayRoot, 'media')).some((f) => f.includes(`thumbs_${name}`) && f.includes('w320')),
    'the derived image is kept in the bucket',
  );

  // verify-images checks against the bucket: present, then missing once removed from it.
  const json = { 'Content-Type': 'application/json' };
  const product = await staff('/api/admin/products', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Bucket Test', price: 10, images: [url] }),
  });
  assert.equal(product.status, 201);
  const first = await (await staff('/api/admin/verify-images', { method: 'POST', headers: json, body: '{"force":true}' })).json();
  assert.deepEqual(first.stats, { totalImages: 1, missingImages: 0, recoveredImages: 0, failedRecovery: 0 });
  unlinkSync(join(gatewayRoot, 'media', stored[0]));
  const second = await (await staff('/api/admin/verify-images', { method: 'POST', headers: json, body: '{"force":true}' })).json();
  assert.deepEqual(second.stats, { totalImages: 1, missingImages: 1, recoveredImages: 0, failedRecovery: 1 });
});

test('a hero video streams into the bucket and seeks', async () => {
  const size = 6 * 1024 * 1024;
  const video = new Uint8Array(size);
  video.set(new TextEncoder().encode('\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2'));
  const form = new FormData();
  form.append('position', '1');
  form.append('videoFile', new Blob([video], { type: 'video/mp4' }), 'field.mp4');
  const res = await staff('/api/admin/upload-video', { method: 'POST', body: form });
  assert.equal(res.status, 201, await res.clone().text());
  const { videoPath } = (await res.json()).video;
  const name = videoPath.slice('/uploads/'.length);
  const stored = filesUnder(join(gatewayRoot, 'media')).filter((f) => f.endsWith(name));
  assert.equal(stored.length, 1);
  assert.equal(statSync(join(gatewayRoot, 'media', stored[0])).size, size);
  const seek = await fetch(server.baseURL + videoPath, { headers: { Range: `bytes=${size - 10}-` } });
  assert.equal(seek.status, 206);
  assert.equal((await seek.arrayBuffer()).byteLength, 10);
});
