// Faults on the built binary: killed in the middle of concurrent staff writes and
// uploads, it comes back intact with every acknowledged write; a full disk during an
// upload gives a clear error and leaves nothing behind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { startServer, staffSession, checkDataDir } from '../lib/server.mjs';

const json = { 'Content-Type': 'application/json' };

function videoForm(name, size, position) {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2'));
  const form = new FormData();
  form.append('position', String(position));
  form.append('title', name);
  form.append('videoFile', new Blob([bytes], { type: 'video/mp4' }), `${name}.mp4`);
  return form;
}

test('SIGKILL during a burst of staff writes and uploads loses nothing acknowledged', async () => {
  let server = await startServer({ demo: true });
  const { dataDir } = server;
  let staff = await staffSession(server.baseURL);
  const { heroImages } = await (await fetch(`${server.baseURL}/api/site`)).json();
  const photo = new Uint8Array(await (await fetch(server.baseURL + heroImages[1])).arrayBuffer());

  const acknowledged = { products: [], images: [], videos: [] };
  let running = true;
  const worker = async (w) => {
    for (let n = 0; running; n++) {
      try {
        const kind = n % 3;
        if (kind === 0) {
          const res = await staff('/api/admin/products', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ name: `Crash Test ${w}-${n}`, price: 10 + n, images: ['/uploads/x.jpg'] }),
          });
          if (res.status === 201) acknowledged.products.push((await res.json()).slug);
        } else if (kind === 1) {
          const form = new FormData();
          form.append('image', new Blob([photo], { type: 'image/jpeg' }), `crash-${w}-${n}.jpg`);
          const res = await staff('/api/admin/upload', { method: 'POST', body: form });
          if (res.status === 201) acknowledged.images.push({ url: (await res.json()).url, size: photo.length });
        } else {
          const size = 3 * 1024 * 1024;
          const res = await staff('/api/admin/upload-video', { method: 'POST', body: videoForm(`crash-${w}-${n}`, size, 1 + (w % 6)) });
          if (res.status === 201) acknowledged.videos.push({ url: (await res.json()).video.videoPath, size });
        }
      } catch {
        /* the server died mid-request: not acknowledged */
      }
    }
  };
  const workers = Array.from({ length: 8 }, (_, w) => worker(w));
  await new Promise((r) => setTimeout(r, 2500));
  await server.kill();
  running = false;
  await Promise.all(workers);
  const total = acknowledged.products.length + acknowledged.images.length + acknowledged.videos.length;
  console.log(
    `acknowledged before the kill: ${acknowledged.products.length} products, ${acknowledged.images.length} images, ${acknowledged.videos.length} videos`,
  );
  assert.ok(total > 10, 'the burst made too few writes to prove anything');

  const afterCrash = checkDataDir(dataDir).report;
  assert.equal(afterCrash.database, 'ok');
  assert.equal(afterCrash.auxDatabase, 'ok');
  assert.deepEqual(afterCrash.missingFiles, [], 'a recorded upload lost its bytes');
  // Uploads cut short leave only temporary files or unrecorded ones, which the next start sweeps.
  console.log(`debris of uploads cut short: ${afterCrash.unrecordedFiles.length} files`);

  server = await startServer({ dataDir });
  staff = await staffSession(server.baseURL);
  try {
    for (const slug of acknowledged.products) {
      assert.equal((await fetch(`${server.baseURL}/api/products/slug/${slug}`)).status, 200, `product ${slug}`);
    }
    // The last video at each position replaced the earlier ones: only those are expected.
    const videos = await (await staff('/api/admin/hero-videos')).json();
    const current = new Set(videos.map((v) => v.videoPath));
    for (const file of [...acknowledged.images, ...acknowledged.videos.filter((v) => current.has(v.url))]) {
      const res = await fetch(server.baseURL + file.url);
      assert.equal(res.status, 200, file.url);
      assert.equal((await res.arrayBuffer()).byteLength, file.size, `${file.url} is whole`);
    }
    for (const file of await (await staff('/api/admin/files')).json()) {
      const res = await fetch(server.baseURL + file.url);
      assert.equal(res.status, 200, `listed ${file.url}`);
      assert.equal((await res.arrayBuffer()).byteLength, file.size, `listed ${file.url} is whole`);
    }
  } finally {
    await server.stop({ keepData: true });
  }
  const afterRestart = checkDataDir(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  assert.deepEqual(afterRestart.report.unrecordedFiles, [], 'the restart left debris of cut uploads');
  assert.equal(afterRestart.status, 0);
});

test('a full disk during an upload gives a clear error and leaves nothing behind', async () => {
  const server = await startServer({ fileSizeLimitKB: 8 * 1024 }); // no file past 8 MB
  try {
    const staff = await staffSession(server.baseURL);
    const before = (await (await staff('/api/admin/files')).json()).length;
    const res = await staff('/api/admin/upload-video', { method: 'POST', body: videoForm('too-big-for-the-disk', 12 * 1024 * 1024, 1) });
    assert.equal(res.status, 507);
    assert.equal((await res.json()).message, "The server's storage is full: the video was not saved");
    assert.equal((await (await staff('/api/admin/files')).json()).length, before);
    assert.deepEqual(await (await staff('/api/admin/hero-videos')).json(), []);
    const small = await staff('/api/admin/upload-video', { method: 'POST', body: videoForm('fits', 1024 * 1024, 1) });
    assert.equal(small.status, 201, 'the server keeps working once the upload is refused');
  } finally {
    await server.stop({ keepData: true });
  }
  const { status, report } = checkDataDir(server.dataDir);
  rmSync(server.dataDir, { recursive: true, force: true });
  assert.deepEqual(report.unrecordedFiles, [], 'the partial video was left in storage');
  assert.equal(status, 0);
});
