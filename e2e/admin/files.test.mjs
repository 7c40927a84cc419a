// The File Manager: search, the kind toggles, select all and a confirmed bulk delete;
// where files are used, the in use / unused filter, deleting a file in use; a failed
// Verify & Recover Images.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, signIn, mp4, png, setup, webm } from './helpers.mjs';

let env;
const uploaded = [];
before(async () => {
  env = await setup();
  await signIn(env.context);
  for (const n of [1, 2, 3]) {
    const res = await env.context.request.post('/api/admin/upload', {
      multipart: { image: { name: `bulk-e2e-${n}.png`, mimeType: 'image/png', buffer: png(16 + n, 16) } },
    });
    assert.equal(res.status(), 201);
    uploaded.push((await res.json()).url);
  }
  const video = await env.context.request.post('/api/admin/upload-video', {
    multipart: {
      position: '6',
      title: 'bulk-e2e clip',
      description: '',
      videoFile: { name: 'bulk-e2e-clip.mp4', mimeType: 'video/mp4', buffer: mp4() },
    },
  });
  assert.equal(video.status(), 201);
});
after(async () => {
  await env?.close();
});

test('searches, filters by kind, selects all and deletes in bulk', async () => {
  const { page, context, pageErrors } = env;
  const total = (await api(context, 'GET', '/api/admin/files')).json.length;
  await page.goto('/admin/files', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'File Manager', level: 1 }).waitFor();
  const imagesOnly = page.getByLabel('Images only');
  const includeVideos = page.getByLabel('Include videos');
  assert.equal(await imagesOnly.isChecked(), true, 'images only by default');

  await page.getByLabel('Search files').fill('BULK-E2E');
  await page.getByText(`Showing 3 of ${total} files`).waitFor();
  await includeVideos.check();
  assert.equal(await imagesOnly.isChecked(), false, 'the toggles exclude each other');
  await page.getByText(`Showing 4 of ${total} files`).waitFor();
  const clip = page.getByRole('article', { name: 'bulk-e2e-clip.mp4' });
  await clip.getByText('Hero Video', { exact: true }).waitFor();
  assert.match(
    await clip.getByRole('link', { name: 'View bulk-e2e-clip.mp4' }).getAttribute('href'),
    /^\/admin\/files\/play\?src=%2Fuploads%2F/,
  );
  await imagesOnly.check();
  assert.equal(await includeVideos.isChecked(), false);
  await page.getByText(`Showing 3 of ${total} files`).waitFor();
  await page
    .getByRole('article', { name: 'bulk-e2e-1.png' })
    .getByText(/^\d+\.\d\d B · /)
    .waitFor();

  await page.getByRole('button', { name: 'Select All', exact: true }).click();
  await page.getByRole('button', { name: 'Delete Selected (3)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Delete 3 files?').waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Files deleted');
  await page.getByText('No files found').waitFor();
  await page.getByText('matching "BULK-E2E"').waitFor();
  await page.getByRole('button', { name: 'Delete Selected (0)' }).waitFor();

  const left = (await api(context, 'GET', '/api/admin/files')).json;
  assert.equal(left.length, total - 3);
  for (const url of uploaded) assert.ok(!left.some((f) => f.url === url), `${url} is gone`);
  await assertCleanPage(page, pageErrors);
});

test('deletes one file after confirmation and says when nothing is selected', async () => {
  const { page, context } = env;
  await page.goto('/admin/files', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Include videos').check();
  await page.getByLabel('Search files').fill('bulk-e2e-clip');
  await page.getByRole('button', { name: 'Delete Selected (0)' }).click();
  await expectToast(page, 'No files selected');
  const clip = page.getByRole('article', { name: 'bulk-e2e-clip.mp4' });
  await clip.getByTestId('file-usage').getByText('Hero video “bulk-e2e clip”').waitFor();
  await clip.getByRole('button', { name: 'Delete bulk-e2e-clip.mp4' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('It is used in 1 place:').waitFor();
  await dialog.getByRole('listitem').filter({ hasText: 'Hero video “bulk-e2e clip”' }).waitFor();
  await dialog.getByRole('button', { name: 'Delete and remove from 1 place' }).click();
  await expectToast(page, 'File deleted');
  assert.ok(!(await api(context, 'GET', '/api/admin/files')).json.some((f) => f.originalName === 'bulk-e2e-clip.mp4'));
  assert.ok(
    !(await api(context, 'GET', '/api/admin/hero-videos')).json.some((v) => v.title === 'bulk-e2e clip'),
    'the hero video playing it went with it',
  );
});

test('a file in use: its places are listed and filtered; deleting it, confirmed, takes it out of every page', async () => {
  const { page, context, pageErrors } = env;
  const upload = async (name) => {
    const res = await context.request.post('/api/admin/upload', {
      multipart: { image: { name, mimeType: 'image/png', buffer: png(24, 24) } },
    });
    assert.equal(res.status(), 201);
    return (await res.json()).url;
  };
  const inUse = await upload('in-use-e2e.png');
  await upload('spare-e2e.png');
  const [headhunter] = (
    await api(context, 'GET', `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ slug: 'headhunter' }))}`)
  ).json;
  assert.equal(
    (await api(context, 'PATCH', `/api/admin/products/${headhunter.id}`, { images: [...headhunter.images, inUse] })).status,
    200,
  );
  const [post] = (
    await api(context, 'GET', `/api/admin/blog?filter=${encodeURIComponent(JSON.stringify({ slug: 'why-we-grow-under-the-sun' }))}`)
  ).json;
  assert.equal((await api(context, 'PATCH', `/api/admin/blog/${post.id}`, { image: inUse })).status, 200);

  await page.goto('/admin/files', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Search files').fill('-e2e.png');
  const usage = page.getByRole('group', { name: 'Filter by use' });
  await usage.getByRole('button', { name: 'Unused' }).click();
  await page.getByRole('article', { name: 'spare-e2e.png' }).getByText('Unused').waitFor();
  await page.getByText(/^Showing 1 of \d+ files/).waitFor();
  assert.equal(await page.getByRole('article', { name: 'in-use-e2e.png' }).count(), 0, 'a file in use is not unused');
  await usage.getByRole('button', { name: 'In use' }).click();
  const card = page.getByRole('article', { name: 'in-use-e2e.png' });
  await card.getByText('Used in 2 places:').waitFor();
  // The places in the registry's order of collections: which comes first is not the point.
  assert.deepEqual((await card.getByTestId('file-usage').getByRole('listitem').allTextContents()).sort(), [
    'Blog post “Why We Grow Under the Sun”',
    'Product “Headhunter”',
  ]);
  assert.equal(await page.getByRole('article', { name: 'spare-e2e.png' }).count(), 0);

  await card.getByRole('button', { name: 'Delete in-use-e2e.png' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('It is used in 2 places:').waitFor();
  assert.deepEqual((await dialog.getByRole('listitem').allTextContents()).sort(), [
    'Blog post “Why We Grow Under the Sun”',
    'Product “Headhunter”',
  ]);
  await dialog.getByRole('button', { name: 'Delete and remove from 2 places' }).click();
  await expectToast(page, 'File deleted');
  await page.getByText('No files found').waitFor();

  assert.deepEqual(
    (await api(context, 'GET', `/api/admin/products/${headhunter.id}`)).json.images,
    headhunter.images,
    'the product lost the photo',
  );
  assert.equal((await api(context, 'GET', `/api/admin/blog/${post.id}`)).json.image, null, 'the post lost its image');
  const verified = await api(context, 'POST', '/api/admin/verify-images', { force: true });
  assert.equal(verified.json.success, true, 'no page points at a missing file');
  await assertCleanPage(page, pageErrors);
});

test("a product's only photo is refused even when confirmed, with the server's reason", async () => {
  const { page, context } = env;
  await page.goto('/admin/files', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Search files').fill('product-grape-gas');
  const card = page.getByRole('article', { name: 'product-grape-gas.jpg' });
  await card.getByRole('button', { name: 'Delete product-grape-gas.jpg' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('listitem').filter({ hasText: 'Product “Grape Gas”' }).waitFor();
  await dialog.getByRole('button', { name: 'Delete and remove from 1 place' }).click();
  await expectToast(
    page,
    '“product-grape-gas.jpg” is the only photo of Product “Grape Gas”: add another photo to it before deleting this file.',
  );
  assert.ok(
    (await api(context, 'GET', '/api/admin/files')).json.some((f) => f.originalName === 'product-grape-gas.jpg'),
    'the file is kept',
  );
});

test('Verify & Recover Images fails, with the count and the places, while a page shows a missing image', async () => {
  const { page, context } = env;
  const [mimosa] = (await api(context, 'GET', `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ slug: 'mimosa' }))}`)).json;
  assert.equal(
    (
      await api(context, 'PATCH', `/api/admin/products/${mimosa.id}`, {
        images: [...mimosa.images, '/uploads/never_uploaded_abcdefghij.png'],
      })
    ).status,
    200,
  );
  try {
    await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('region', { name: 'Image storage' });
    await card.getByRole('button', { name: /^Image storage: / }).click();
    await card.getByRole('button', { name: 'Verify & Recover Images' }).click();
    await expectToast(page, 'Image Verification Failed');
    const failed = card.getByTestId('image-verification-failed');
    await failed.getByText('Image Verification Failed').waitFor();
    await failed.getByText(/1 image is missing where pages show them: Product “Mimosa”\./).waitFor();
    await failed.getByRole('listitem').filter({ hasText: 'Product “Mimosa”: /uploads/never_uploaded_abcdefghij.png' }).waitFor();
    await card.getByText('Missing: 1').waitFor();
  } finally {
    await api(context, 'PATCH', `/api/admin/products/${mimosa.id}`, { images: mimosa.images });
  }
});

test('plays a video in the minimal player page', async () => {
  const { page, context } = env;
  const res = await context.request.post('/api/admin/upload-video', {
    multipart: {
      position: '5',
      title: 'player',
      description: '',
      videoFile: { name: 'player.webm', mimeType: 'video/webm', buffer: webm() },
    },
  });
  const { video } = await res.json();
  await page.goto(`/admin/files/play?src=${encodeURIComponent(video.videoPath)}`, { waitUntil: 'domcontentloaded' });
  assert.equal(await page.locator('video').getAttribute('src'), video.videoPath);
  await page.goto('/admin/files/play?src=https%3A%2F%2Fevil.example%2Fx.mp4', { waitUntil: 'domcontentloaded' });
  await page.getByText('No video to play.').waitFor();
});
