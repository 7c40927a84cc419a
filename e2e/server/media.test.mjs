// Media through the built binary: image upload and variants, file manager, hero videos
// (a 300 MB streamed upload within the memory budget), sitemap, robots, storage check.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, staffSession } from '../lib/server.mjs';

let server;
let staff;
before(async () => {
  server = await startServer({ demo: true });
  staff = await staffSession(server.baseURL);
});
after(async () => {
  await server?.stop();
});

const get = (path, init) => fetch(server.baseURL + path, init);

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes) {
  for (let i = 2; i + 9 < bytes.length;) {
    if (bytes[i] !== 0xff) throw new Error('not a JPEG');
    const marker = bytes[i + 1];
    const length = (bytes[i + 2] << 8) | bytes[i + 3];
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: (bytes[i + 5] << 8) | bytes[i + 6], width: (bytes[i + 7] << 8) | bytes[i + 8] };
    }
    i += 2 + length;
  }
  throw new Error('no frame header');
}
/**
 * A variant's size. Its image's master is made in the background after the upload: until
 * then the variant is answered 503 with Retry-After (the design), which is followed here.
 */
async function sizeOf(path) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await get(path);
    if (res.status !== 503 || Date.now() > deadline) {
      assert.equal(res.status, 200, `${path}: ${res.status}`);
      assert.equal(res.headers.get('content-type'), 'image/jpeg');
      return jpegSize(new Uint8Array(await res.arrayBuffer()));
    }
    const retryAfter = Number(res.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 30, `Retry-After ${res.headers.get('retry-after')}`);
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, retryAfter * 1000));
  }
}

function imageForm(name, bytes, fields = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('image', new Blob([bytes], { type: 'image/jpeg' }), name);
  return form;
}

test('an uploaded JPEG comes back, rotated and resized on request', async () => {
  const { heroImages } = await (await get('/api/site')).json();
  const photo = new Uint8Array(await (await get(heroImages[0])).arrayBuffer());
  assert.deepEqual(jpegSize(photo), { width: 1920, height: 1080 });

  const res = await staff('/api/admin/upload', { method: 'POST', body: imageForm('barn.jpg', photo) });
  assert.equal(res.status, 201);
  const { url } = await res.json();
  const back = await get(url);
  assert.equal(back.headers.get('content-type'), 'image/jpeg');
  assert.deepEqual(new Uint8Array(await back.arrayBuffer()), photo);
  assert.deepEqual(await sizeOf(`${url}?rotate=90`), { width: 1080, height: 1920 });
  assert.equal((await sizeOf(`${url}?w=320`)).width, 320);
  assert.deepEqual(await sizeOf(`${url}?rotate=90&w=320`), { width: 320, height: 569 });
});

test('a renamed text file and a 6 MB image are refused with the spec messages', async () => {
  const before = (await (await staff('/api/admin/files')).json()).length;
  const text = await staff('/api/admin/upload', {
    method: 'POST',
    body: imageForm('notes.jpg', new TextEncoder().encode('just some notes')),
  });
  assert.equal(text.status, 400);
  assert.equal((await text.json()).message, 'File notes.jpg has invalid type. Allowed types are JPEG, PNG and WebP.');
  const big = new Uint8Array(6 * 1024 * 1024);
  big.set([0xff, 0xd8, 0xff, 0xe0]);
  const huge = await staff('/api/admin/upload', { method: 'POST', body: imageForm('huge.jpg', big) });
  assert.equal(huge.status, 400);
  assert.equal((await huge.json()).message, 'File huge.jpg is too large. Maximum size is 5MB.');
  assert.equal((await (await staff('/api/admin/files')).json()).length, before);
});

test('file manager lists, deletes one and deletes several', async () => {
  const files = await (await staff('/api/admin/files')).json();
  assert.ok(files.length > 30);
  for (const key of ['id', 'originalName', 'storagePath', 'url', 'mimeType', 'size', 'createdAt', 'isHeroVideo'])
    assert.ok(key in files[0], key);
  const [one, two, three] = files.filter((f) => f.originalName.startsWith('blog-'));

  // A blog cover is in use: refused, naming its post, until the request says to remove it from there.
  const refused = await staff(`/api/admin/files/${one.id}`, { method: 'DELETE' });
  assert.equal(refused.status, 409);
  assert.equal((await refused.json()).data.usedBy[0].kind, 'blogPost');
  assert.equal((await get(one.url)).status, 200);
  const del = await staff(`/api/admin/files/${one.id}?references=remove`, { method: 'DELETE' });
  assert.equal((await del.json()).id, one.id);
  assert.equal((await get(one.url)).status, 404);

  const none = await staff('/api/admin/files/bulk-delete', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fileIds: [] }),
  });
  assert.equal(none.status, 400);
  assert.equal((await none.json()).message, 'No files selected');
  const bulk = await staff('/api/admin/files/bulk-delete', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fileIds: [two.id, three.id], removeReferences: true }),
  });
  assert.deepEqual((await bulk.json()).deleted, [two.id, three.id]);
  assert.equal((await (await staff('/api/admin/files')).json()).length, files.length - 3);
});

/** A multipart body streamed chunk by chunk: fields, then a video of size bytes. */
function streamedVideoForm(fields, fileName, size) {
  const boundary = '----farmsite' + Math.random().toString(16).slice(2);
  const enc = new TextEncoder();
  let head = '';
  for (const [k, v] of Object.entries(fields)) head += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  head += `--${boundary}\r\nContent-Disposition: form-data; name="videoFile"; filename="${fileName}"\r\nContent-Type: video/mp4\r\n\r\n`;
  const ftyp = enc.encode('\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2');
  const tail = enc.encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(1 << 20);
  let sent = 0;
  const body = new ReadableStream({
    start(c) {
      c.enqueue(enc.encode(head));
      c.enqueue(ftyp);
      sent = ftyp.length;
    },
    pull(c) {
      if (sent >= size) {
        c.enqueue(tail);
        c.close();
        return;
      }
      const n = Math.min(chunk.length, size - sent);
      c.enqueue(n === chunk.length ? chunk : chunk.subarray(0, n));
      sent += n;
    },
  });
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}

const memoryKB = (field) => Number(readFileSync(`/proc/${server.pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))[1]);

test('hero videos: a 300 MB upload streams within the memory budget, then replace, list, patch, reindex, delete', async () => {
  // Writing 5 to clear_refs resets the peak, so start-up work does not count as growth.
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  const idleKB = memoryKB('VmRSS');
  const big = streamedVideoForm({ position: '2', title: 'Harvest', description: 'Rows at dawn' }, 'harvest.mp4', 300 * 1024 * 1024);
  const res = await staff('/api/admin/upload-video', { method: 'POST', body: big.body, headers: big.headers, duplex: 'half' });
  assert.equal(res.status, 201, await res.clone().text());
  const peakKB = memoryKB('VmHWM');
  const grewMB = (peakKB - idleKB) / 1024;
  console.log(`video upload: idle ${(idleKB / 1024).toFixed(1)} MB, peak ${(peakKB / 1024).toFixed(1)} MB, growth ${grewMB.toFixed(1)} MB`);
  assert.ok(grewMB < 64, `resident memory grew by ${grewMB.toFixed(1)} MB`);
  const first = (await res.json()).video;
  assert.equal(first.position, 2);
  assert.equal(first.title, 'Harvest');
  const seek = await get(first.videoPath, { headers: { Range: 'bytes=314572000-' } });
  assert.equal(seek.status, 206);

  const small = streamedVideoForm({ position: '2', title: '' }, 'mist.mp4', 4096);
  const replaced = await staff('/api/admin/upload-video', { method: 'POST', body: small.body, headers: small.headers, duplex: 'half' });
  const second = (await replaced.json()).video;
  assert.equal(second.title, 'Video 2');
  assert.equal((await get(first.videoPath)).status, 404, 'the replaced video is removed');
  const other = streamedVideoForm({ position: '5', title: 'Dusk' }, 'dusk.mp4', 4096);
  await staff('/api/admin/upload-video', { method: 'POST', body: other.body, headers: other.headers, duplex: 'half' });

  const listed = await staff('/api/admin/hero-videos');
  assert.equal(listed.headers.get('content-range'), 'hero-videos 0-1/2');
  const videos = await listed.json();
  assert.deepEqual(
    videos.map((v) => [v.title, v.position]),
    [
      ['Video 2', 2],
      ['Dusk', 5],
    ],
  );
  const json = { 'Content-Type': 'application/json' };
  const patched = await staff(`/api/admin/hero-videos/${second.id}`, {
    method: 'PATCH',
    headers: json,
    body: JSON.stringify({ active: false, title: 'Mist' }),
  });
  assert.equal((await patched.json()).active, false);
  const badPosition = await staff(`/api/admin/hero-videos/${second.id}`, {
    method: 'PATCH',
    headers: json,
    body: JSON.stringify({ position: 9 }),
  });
  assert.equal(badPosition.status, 400);
  const reindex = await (await staff('/api/admin/hero-videos/reindex', { method: 'POST' })).json();
  assert.deepEqual(reindex.updatedPositions.map((u) => u.position).sort(), [1, 2]);
  assert.deepEqual(
    (await (await get('/api/hero-videos')).json()).map((v) => v.title),
    ['Dusk'],
  );
  const deleted = await staff(`/api/admin/hero-videos/${second.id}`, { method: 'DELETE' });
  assert.equal((await deleted.json()).id, second.id);
  assert.equal((await get(second.videoPath)).status, 404);
});

test('sitemap, robots, storage check and image verification', async () => {
  const sitemap = await (await get('/sitemap.xml')).text();
  assert.match(sitemap, /<loc>http:\/\/127\.0\.0\.1:\d+\/products\/headhunter<\/loc>/);
  const robots = await (await get('/robots.txt')).text();
  assert.match(robots, /^Disallow: \/admin$/m);
  const check = await (await staff('/api/system/storage-check')).json();
  assert.equal(check.status, 'ok');
  assert.equal(check.storageStrategy, 'local');
  assert.equal(check.localFilesystem.writable, true);
  assert.equal(check.localFilesystem.path, `${server.dataDir}/storage`);
  const verify = await (
    await staff('/api/admin/verify-images', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"force":true}' })
  ).json();
  // the blog covers deleted above were taken out of their posts: nothing points at a missing file
  assert.equal(verify.success, true);
  assert.equal(verify.stats.missingImages, 0);

  // three photos the pages use vanish from the disk behind the server's back: a failure, never a success
  const photos = (await (await staff('/api/admin/files')).json()).filter((f) => f.originalName.startsWith('product-')).slice(0, 3);
  const storage = `${server.dataDir}/storage`;
  for (const photo of photos) {
    const dir = readdirSync(storage)
      .map((collection) => join(storage, collection, photo.id))
      .find((d) => existsSync(d));
    rmSync(dir, { recursive: true });
  }
  const failed = await (
    await staff('/api/admin/verify-images', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"force":true}' })
  ).json();
  assert.equal(failed.success, false);
  assert.equal(failed.stats.missingImages, 3);
  assert.equal(failed.stats.failedRecovery, 3);
});
