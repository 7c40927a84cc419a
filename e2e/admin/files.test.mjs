// The File Manager: search, the kind toggles, select all and a confirmed bulk delete.
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
  await clip.getByText('Hero Video').waitFor();
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
  await page.getByRole('button', { name: 'Delete bulk-e2e-clip.mp4' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'File deleted');
  assert.ok(!(await api(context, 'GET', '/api/admin/files')).json.some((f) => f.originalName === 'bulk-e2e-clip.mp4'));
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
