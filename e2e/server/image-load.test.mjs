// The built binary asked for every variant of several large photos at once: image work
// is bounded (the server's resident memory stays under the hostile bench's 96 MB), what
// is past capacity is answered 503 with Retry-After, and every variant comes out right.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { startServer, staffSession } from '../lib/server.mjs';
import { flatBlockJPEG } from '../lib/jpeg.mjs';

const BUDGET_MB = 96;
// A server past this is killed, so that a regression fails the test without taking
// the machine's memory with it.
const SAFETY_MB = 1536;
const MASTER_SIDE = 1920;
/** The server's image widths, as the domain core generates them for the apps (backend/catalog). */
const IMAGE_WIDTHS = JSON.parse(
  readFileSync(new URL('../../packages/domain/src/generated.ts', import.meta.url), 'utf8').match(/imageWidths = (\[[\d,\s]+\])/)[1],
);

let server;
let staff;
before(async () => {
  // Image work runs in one slot per core: two, as on the machine the budget is for.
  server = await startServer({ env: { GOMAXPROCS: '2' } });
  staff = await staffSession(server.baseURL);
});
after(async () => {
  await server?.stop();
});

const memoryMB = (field) => Number(readFileSync(`/proc/${server.pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))[1]) / 1024;

/** Samples the server's resident memory every 10 ms; stop() returns the highest seen. */
function watchMemory() {
  let peak = 0;
  let killed = false;
  const timer = setInterval(() => {
    if (killed) return;
    const rss = memoryMB('VmRSS');
    peak = Math.max(peak, rss);
    if (rss > SAFETY_MB && !killed) {
      killed = true;
      server.kill();
    }
  }, 10);
  return {
    stop: () => {
      clearInterval(timer);
      return { peak, killed };
    },
  };
}

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

async function upload(name, bytes) {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/jpeg' }), name);
  const res = await staff('/api/admin/upload', { method: 'POST', body: form });
  assert.equal(res.status, 201);
  return (await res.json()).url;
}

/** w x h scaled to width (never up), the height rounded as the server rounds it. */
const scaled = ({ width, height }, w) =>
  w && w < width ? { width: w, height: Math.max(1, Math.floor((height * w) / width + 0.5)) } : { width, height };

/**
 * The size of ?rotate=&w= of a photo: unturned, the photo scaled to w (its common widths
 * are made from it at upload); turned, its master (at most MASTER_SIDE on its longest
 * side, what visitors' variants of a large photo are made from) turned, then scaled.
 */
function expectedSize(photo, rotate, w) {
  if (!rotate) return scaled(photo, w);
  const master =
    photo.width >= photo.height
      ? scaled(photo, Math.min(photo.width, MASTER_SIDE))
      : scaled(photo, Math.floor((photo.width * MASTER_SIDE) / photo.height + 0.5));
  return scaled(rotate === 180 ? master : { width: master.height, height: master.width }, w);
}

const REFUSAL_MESSAGE = 'The server is busy preparing images. Please try again shortly.';

/** Every ?rotate= and ?w= of each photo (uploaded at urls[i]). */
function variantRequests(photos, urls) {
  const requests = [];
  for (const [i, url] of urls.entries()) {
    for (const rotate of [0, 90, 180, 270]) {
      for (const w of [0, ...IMAGE_WIDTHS]) {
        const query = [rotate && `rotate=${rotate}`, w && `w=${w}`].filter(Boolean).join('&');
        requests.push({ photo: photos[i], rotate, w, path: query ? `${url}?${query}` : url });
      }
    }
  }
  return requests;
}

/** Asks for r until it is served, again after each 503's Retry-After (pushed to refusals). */
async function askUntilServed(r, refusals) {
  for (;;) {
    const answer = await fetch(server.baseURL + r.path);
    const body = new Uint8Array(await answer.arrayBuffer());
    if (answer.status !== 503) {
      assert.equal(answer.status, 200, r.path);
      assert.equal(answer.headers.get('content-type'), 'image/jpeg', r.path);
      return { ...r, size: jpegSize(body) };
    }
    const retryAfter = Number(answer.headers.get('retry-after'));
    refusals.push(retryAfter);
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 30, `Retry-After ${answer.headers.get('retry-after')}`);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assert.equal(JSON.parse(new TextDecoder().decode(body)).message, REFUSAL_MESSAGE);
    await new Promise((ok) => setTimeout(ok, retryAfter * 1000));
  }
}

test(`every variant of three 12-megapixel photos at once: under ${BUDGET_MB} MB resident, 503 with Retry-After past capacity, each variant right`, async () => {
  const photos = [
    { width: 4000, height: 3000 },
    { width: 3000, height: 4000 },
    { width: 4000, height: 3000 },
  ];
  const bytes = photos.map(({ width, height }, i) => flatBlockJPEG(width, height, i));
  // Writing 5 to clear_refs resets the kernel's peak (VmHWM), so start-up does not count.
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  const idleMB = memoryMB('VmRSS');
  const refusals = [];
  let requests;
  let served;
  let failure;
  const watch = watchMemory();
  try {
    const urls = [];
    for (const [i, photo] of bytes.entries()) urls.push(await upload(`field-${i}.jpg`, photo));
    requests = variantRequests(photos, urls);
    served = await Promise.all(requests.map((r) => askUntilServed(r, refusals)));
  } catch (err) {
    failure = err;
  }
  const { peak: sampledMB, killed } = watch.stop();
  assert.ok(!killed, `the server passed ${SAFETY_MB} MB resident and was killed`);
  if (failure) throw failure;

  const peakMB = Math.max(sampledMB, memoryMB('VmHWM'));
  console.log(
    `${requests.length} variants of ${photos.length} 12 MP photos: idle ${idleMB.toFixed(1)} MB, peak ${peakMB.toFixed(1)} MB resident, ${refusals.length} answers 503 (Retry-After ${Math.min(...refusals)}-${Math.max(...refusals)} s)`,
  );
  assert.ok(peakMB < BUDGET_MB, `peak resident memory ${peakMB.toFixed(1)} MB`);
  assert.ok(refusals.length > 0, 'nothing was refused: every variant was made at once');
  for (const { photo, rotate, w, path, size } of served) {
    assert.deepEqual(size, expectedSize(photo, rotate, w), path);
  }
});
