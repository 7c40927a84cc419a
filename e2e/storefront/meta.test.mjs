// Page metadata (the server's HTML and the app's head on navigation) and live updates
// (through realtime; the spec's 3 s polling only while realtime is down).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { staffSession } from '../lib/server.mjs';
import { assertNoProblems, eventually, getJson, useStorefront } from './harness.mjs';

const sf = useStorefront();

const headOf = (page) =>
  page.evaluate(() => ({
    title: document.title,
    titles: document.querySelectorAll('title').length,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.content),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.href),
    ogTitles: [...document.querySelectorAll('meta[property="og:title"]')].map((m) => m.content),
    ogImages: [...document.querySelectorAll('meta[property="og:image"]')].map((m) => m.content),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent)),
  }));
const types = (jsonLd) => jsonLd.map((j) => j['@type']).sort();

test("the server's HTML for a product carries its title, description, image and Product JSON-LD", async () => {
  const res = await fetch(`${sf.baseURL}/products/headhunter`);
  assert.equal(res.status, 200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(head, /<title data-page-meta>Headhunter \| Hudson Valley Sun Farm<\/title>/);
  assert.match(head, /<meta data-page-meta name="description" content="Our flagship cultivar[^"]*">/);
  assert.match(
    head,
    /<meta data-page-meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/product_headhunter_\w+\.jpg\?w=1280">/,
  );
  // Open Graph comes before the app's scripts and styles.
  assert.ok(head.indexOf('og:title') < head.indexOf('<script type="module"'));
  const ld = [...head.matchAll(/<script data-page-meta type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
  const product = ld.find((j) => j['@type'] === 'Product');
  assert.equal(product.name, 'Headhunter');
  // The farm sells cannabis only to licensed businesses: the product is described, not offered.
  assert.equal(product.offers, undefined);
  assert.equal(product.additionalProperty.find((p) => p.name === 'THC').value, 27.4);
  assert.match(head, /<meta data-page-meta name="twitter:image:alt" content="Headhunter">/);
  assert.ok(ld.some((j) => j['@type'] === 'BreadcrumbList'));
  // The page's main photo is preloaded with the srcset and sizes the gallery uses.
  assert.match(head, /<link data-page-meta rel="preload" as="image" [^>]*imagesizes="\(min-width: 1024px\) 50vw, 100vw"/);
  // The app adds no fallback <title> of its own.
  assert.equal((head.match(/<title/g) || []).length, 1);
});

test('moving between pages replaces the head tags, never duplicating them (under a strict CSP)', async () => {
  const page = await sf.page({ csp: true });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  let head = await headOf(page);
  assert.deepEqual(types(head.jsonLd), ['Organization', 'WebSite']);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await page.getByTestId('product-card').filter({ hasText: 'Headhunter' }).getByRole('link', { name: 'Headhunter' }).click();
  await page.getByRole('heading', { level: 1, name: 'Headhunter' }).waitFor();
  await eventually(async () => (await page.title()) === 'Headhunter | Hudson Valley Sun Farm');
  head = await headOf(page);
  assert.equal(head.titles, 1);
  assert.equal(head.descriptions.length, 1);
  assert.match(head.descriptions[0], /^Our flagship cultivar/);
  assert.deepEqual(head.canonicals, [`${sf.baseURL}/products/headhunter`]);
  assert.equal(head.ogTitles.length, 1);
  assert.deepEqual(types(head.jsonLd), ['BreadcrumbList', 'Product']);

  // The legal page's FAQ is the one its FAQPage JSON-LD describes.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Legal' }).click();
  await page.getByRole('heading', { level: 1, name: 'Legal Terms' }).waitFor();
  await eventually(async () => types((await headOf(page)).jsonLd).includes('FAQPage'));
  head = await headOf(page);
  assert.deepEqual(types(head.jsonLd), ['BreadcrumbList', 'FAQPage', 'Organization', 'WebPage']);
  const faqLd = head.jsonLd.find((j) => j['@type'] === 'FAQPage').mainEntity.map((q) => [q.name, q.acceptedAnswer.text]);
  const shown = await page
    .locator('#faq ~ dl > div')
    .evaluateAll((items) => items.map((d) => [d.querySelector('dt').textContent, d.querySelector('dd').textContent]));
  assert.deepEqual(shown, faqLd);

  // Back to the first page: its tags again, once.
  for (let i = 0; i < 3; i++) await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Grown under the Hudson Valley sun' }).waitFor();
  await eventually(async () => types((await headOf(page)).jsonLd).join() === 'Organization,WebSite');
  assert.equal((await headOf(page)).canonicals.length, 1);
  assertNoProblems(page);
  await page.close();
});

test('the breadcrumb data names what the visible breadcrumb shows', async () => {
  const page = await sf.page();
  for (const path of ['/products/apple-fritters', '/blog/terpenes-101-where-the-aroma-comes-from', '/legal']) {
    await page.goto(path);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await eventually(async () => (await crumbs.count()) > 1);
    const shown = (await crumbs.allTextContents()).filter(Boolean);
    const list = (await headOf(page)).jsonLd.find((j) => j['@type'] === 'BreadcrumbList');
    assert.deepEqual(
      list.itemListElement.map((i) => i.name),
      shown,
      path,
    );
  }
  assertNoProblems(page);
  await page.close();
});

async function renameProduct(slug, name) {
  const staff = await staffSession(sf.baseURL);
  const product = await getJson(sf.baseURL, `/api/products/slug/${slug}`);
  const res = await staff(`/api/admin/products/${product.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Origin: sf.baseURL },
    body: JSON.stringify({ name }),
  });
  assert.equal(res.status, 200);
}

test('a staff change shows on an open page through realtime, without polling', async () => {
  const page = await sf.page();
  const listings = [];
  // By path: a refetch that realtime starts carries the change's token (?fresh=…).
  page.on('request', (r) => new URL(r.url()).pathname === '/api/products/with-variants' && listings.push(Date.now()));
  const subscribed = page.waitForResponse((r) => r.url().endsWith('/api/realtime') && r.request().method() === 'POST' && r.ok(), {
    timeout: 15_000,
  });
  await page.goto('/products');
  await page.getByTestId('product-card').filter({ hasText: 'Grape Gas' }).waitFor();
  await subscribed;
  await page.waitForTimeout(300);

  const before = listings.length;
  await page.waitForTimeout(3500);
  assert.equal(listings.length, before, 'the listing is not polled while realtime is connected');

  const changedAt = Date.now();
  await renameProduct('grape-gas', 'Grape Gas Reserve');
  await page.getByRole('link', { name: 'Grape Gas Reserve' }).waitFor({ timeout: 5000 });
  // Nothing polls while realtime is connected (asserted above), so the refetch that
  // brought the change was the realtime event's; no wall-clock bound (a loaded machine).
  assert.ok(
    listings.some((t) => t >= changedAt),
    'the listing was refetched after the change',
  );
  await renameProduct('grape-gas', 'Grape Gas');
  assertNoProblems(page);
  await page.close();
});

test('with realtime down, the listing polls every 3 seconds and still shows the change', async () => {
  const page = await sf.page();
  // The page's own clock: each step of 3 s is run at once, so a loaded machine cannot
  // stretch the gaps. The listing's fetches are stamped with the page's (fake) time, and
  // window.__listingRead(n) resolves once the app has read n of their answers.
  await page.addInitScript(() => {
    const original = window.fetch;
    window.__listingFetches = [];
    let read = 0;
    const waiters = [];
    window.__listingRead = (n) => new Promise((resolve) => (read >= n ? resolve() : waiters.push({ n, resolve })));
    window.fetch = function (input, init) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const answer = original.call(this, input, init);
      if (new URL(url, location.href).pathname !== '/api/products/with-variants') return answer;
      window.__listingFetches.push(Date.now());
      return answer.then((res) => {
        const json = res.json.bind(res);
        res.json = () =>
          json().then((value) => {
            read++;
            for (const w of waiters.filter((w) => read >= w.n)) w.resolve();
            return value;
          });
        return res;
      });
    };
  });
  await page.clock.install();
  await page.route('**/api/realtime', (route) => route.abort());
  await page.goto('/products');
  await page.getByTestId('product-card').filter({ hasText: 'Mimosa' }).waitFor();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await renameProduct('mimosa', 'Mimosa Sunrise');
  // The first step settles the cadence after the page's own first fetches.
  const polls = 3;
  for (let i = 0; i <= polls; i++) {
    // Every fetch so far read, so the query is idle: a step's poll is a request of its own,
    // not one joined to a fetch still in flight on a loaded machine.
    const started = await page.evaluate(() => window.__listingFetches.length);
    await page.evaluate((n) => window.__listingRead(n), started);
    await page.clock.runFor(3000);
    await page.evaluate((n) => window.__listingRead(n), started + 1);
  }
  await page.getByRole('link', { name: 'Mimosa Sunrise' }).waitFor();
  const stamps = (await page.evaluate(() => window.__listingFetches)).slice(-polls);
  const gaps = stamps.slice(1).map((t, i) => t - stamps[i]);
  assert.deepEqual(gaps, [3000, 3000], `the listing's fetches at ${stamps}`);
  await renameProduct('mimosa', 'Mimosa');
  await page.close();
});

/** Records a short WebM clip in the browser (canvas + MediaRecorder): a real, playable video. */
async function recordClip(page, hue) {
  const base64 = await page.evaluate(async (h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const c = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    let frame = 0;
    const draw = setInterval(() => {
      c.fillStyle = `hsl(${h + frame++ * 10}, 60%, 50%)`;
      c.fillRect(0, 0, 160, 90);
    }, 60);
    recorder.start(100);
    await new Promise((r) => setTimeout(r, 900));
    recorder.stop();
    await new Promise((r) => (recorder.onstop = r));
    clearInterval(draw);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  }, hue);
  return Buffer.from(base64, 'base64');
}

test('hero videos play muted and inline in position order, over the photos; reduced motion gets a still photo', async () => {
  const staff = await staffSession(sf.baseURL);
  const recorder = await sf.page();
  await recorder.goto('/about');
  const clips = [await recordClip(recorder, 0), await recordClip(recorder, 180)];
  await recorder.close();
  const upload = async (bytes, position, title) => {
    const form = new FormData();
    form.append('position', String(position));
    form.append('title', title);
    form.append('videoFile', new Blob([bytes], { type: 'video/webm' }), `${title}.webm`);
    const res = await staff('/api/admin/upload-video', { method: 'POST', body: form, headers: { Origin: sf.baseURL } });
    assert.equal(res.status, 201, await res.clone().text());
    return (await res.json()).video;
  };
  // Uploaded out of order: position decides.
  const second = await upload(clips[1], 2, 'Dusk');
  const first = await upload(clips[0], 1, 'Dawn');
  try {
    const page = await sf.page();
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await video.waitFor({ timeout: 8000 });
    assert.equal(await video.getAttribute('src'), first.videoPath);
    const state = () =>
      video.evaluate((v) => ({ muted: v.muted, inline: v.playsInline, paused: v.paused, poster: v.poster, src: v.getAttribute('src') }));
    await eventually(async () => !(await state()).paused, { timeout: 8000 });
    const s = await state();
    assert.equal(s.muted, true);
    assert.equal(s.inline, true);
    assert.match(s.poster, /\/uploads\/farm_01_\w+\.jpg/, 'the first photo is the poster');
    // The photos stay underneath as the fallback.
    assert.ok((await page.locator('[data-testid="hero-photos"] img').count()) >= 1);
    // When the first ends, the next position plays.
    await eventually(async () => (await state()).src === second.videoPath, { timeout: 10_000 });

    // A visitor who prefers less motion gets no video and no slideshow.
    const still = await sf.page({ reducedMotion: 'reduce' });
    await still.goto('/');
    await still.getByRole('heading', { level: 1 }).waitFor();
    await still.waitForTimeout(3000);
    assert.equal(await still.getByTestId('hero-video').count(), 0);
    await still.close();

    // Pausing stops the video and the slideshow.
    await page.getByRole('button', { name: 'Pause background slideshow' }).click();
    assert.equal(await video.count(), 0);
    assertNoProblems(page);
    await page.close();
  } finally {
    for (const v of [first, second]) await staff(`/api/admin/hero-videos/${v.id}`, { method: 'DELETE', headers: { Origin: sf.baseURL } });
  }
});

const webmHeaderOnly = '1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810242858102';

test('a hero video the browser cannot play falls back to the photos', async () => {
  const staff = await staffSession(sf.baseURL);
  const form = new FormData();
  form.append('position', '1');
  form.append(
    'videoFile',
    // A WebM's EBML header (DocType "webm"), so the server's sniffing accepts it, and then
    // nothing a browser can decode.
    new Blob([Buffer.concat([Buffer.from(webmHeaderOnly, 'hex'), Buffer.alloc(4096, 7)])], {
      type: 'video/webm',
    }),
    'broken.webm',
  );
  const res = await staff('/api/admin/upload-video', { method: 'POST', body: form, headers: { Origin: sf.baseURL } });
  assert.equal(res.status, 201, await res.clone().text());
  const { video } = await res.json();
  try {
    const page = await sf.page();
    const videoRequested = page.waitForRequest((r) => r.url().endsWith(video.videoPath), { timeout: 10_000 });
    await page.goto('/');
    await videoRequested;
    await eventually(async () => (await page.getByTestId('hero-video').count()) === 0, { timeout: 8000 });
    const photo = page.locator('[data-testid="hero-photos"] img').first();
    assert.equal(await photo.evaluate((img) => img.complete && img.naturalWidth > 0), true);
    await page.close();
  } finally {
    await staff(`/api/admin/hero-videos/${video.id}`, { method: 'DELETE', headers: { Origin: sf.baseURL } });
  }
});
