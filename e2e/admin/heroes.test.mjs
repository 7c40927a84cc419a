// Hero videos: upload with progress, the Manage list (move, toggle, reindex, delete) and
// the client-side checks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, mp4, setup, signIn, webm } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

const heroes = async (context) => (await api(context, 'GET', '/api/admin/hero-videos')).json;
const byTitle = async (context, title) => (await heroes(context)).find((v) => v.title === title);

test('refuses a file that is not a video before uploading', async () => {
  const { page } = env;
  await page.goto('/admin/heroes', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Manage Hero Videos', level: 1 }).waitFor();
  await page.getByLabel('Video file').setInputFiles({ name: 'clip.avi', mimeType: 'video/x-msvideo', buffer: mp4() });
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expectToast(page, 'Please select a video file (MP4, MOV, or WEBM)...');
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expectToast(page, 'Invalid file type');
});

test('uploads two videos, moves, toggles, reindexes and deletes', async () => {
  const { page, context, pageErrors } = env;
  await page.goto('/admin/heroes', { waitUntil: 'domcontentloaded' });
  const position = page.getByRole('combobox', { name: 'Position' });
  await position.click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await page.getByLabel('Title (optional)').fill('E2E Dawn');
  await page.getByLabel('Description (optional)').fill('Sunrise over the rows');
  await page.getByLabel('Video file').setInputFiles({ name: 'dawn.mp4', mimeType: 'video/mp4', buffer: mp4(64 * 1024) });
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expectToast(page, 'Video uploaded');
  // Success opens the Manage tab.
  await page.getByRole('tab', { name: 'Manage Videos', selected: true }).waitFor();
  await page.getByRole('listitem', { name: 'Position 1: E2E Dawn' }).waitFor();

  await page.getByRole('tab', { name: 'Upload New Videos' }).click();
  assert.equal((await position.textContent()).trim(), '2', 'the next position is one further');
  await page.getByLabel('Video file').setInputFiles({ name: 'dusk.webm', mimeType: 'video/webm', buffer: webm() });
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expectToast(page, 'Video uploaded');
  await page.getByRole('listitem', { name: 'Position 2: Video 2' }).waitFor();

  await page.getByRole('button', { name: 'Move E2E Dawn down' }).click();
  await page.getByRole('listitem', { name: 'Position 2: E2E Dawn' }).waitFor();
  assert.equal((await byTitle(context, 'E2E Dawn')).position, 2);
  assert.equal((await byTitle(context, 'Video 2')).position, 1);
  await page.getByRole('button', { name: 'Move Video 2 up' }).click();
  await expectToast(page, 'Already at top');
  await page.getByRole('button', { name: 'Move E2E Dawn down' }).click();
  await expectToast(page, 'Already at bottom');

  const dawn = page.getByRole('listitem', { name: 'Position 2: E2E Dawn' });
  // The switch follows the server's answer (pessimistic), so click and wait for it.
  await dawn.getByLabel('Active').click();
  await expectToast(page, 'Video deactivated');
  await dawn.getByText('Inactive').waitFor();
  assert.equal((await byTitle(context, 'E2E Dawn')).active, false);

  // Two videos on one position: the amber warning, then Reindex Positions fixes it.
  const dusk = await byTitle(context, 'Video 2');
  assert.equal((await api(context, 'PATCH', `/api/admin/hero-videos/${dusk.id}`, { position: 4 })).status, 200);
  const dawnRecord = await byTitle(context, 'E2E Dawn');
  assert.equal((await api(context, 'PATCH', `/api/admin/hero-videos/${dawnRecord.id}`, { position: 4 })).status, 200);
  const warning = page.getByText('More than one video is in position 4.', { exact: false });
  await warning.waitFor({ timeout: 10_000 }); // the list refreshes every 2 s
  await page.getByRole('button', { name: 'Reindex Positions' }).click();
  await expectToast(page, 'Positions reindexed');
  await warning.waitFor({ state: 'detached' });
  assert.deepEqual((await heroes(context)).map((v) => v.position).sort(), [1, 2]);

  await page.getByRole('button', { name: 'Edit E2E Dawn' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('E2E Sunrise');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Video updated');
  assert.ok(await byTitle(context, 'E2E Sunrise'));

  await page.getByRole('button', { name: 'Delete E2E Sunrise' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Video deleted');
  assert.equal(await byTitle(context, 'E2E Sunrise'), undefined);
  assert.equal((await heroes(context)).length, 1);
  await assertCleanPage(page, pageErrors);
});

test('the preview says when the browser cannot play a video', async () => {
  const { page } = env;
  await page.goto('/admin/heroes', { waitUntil: 'domcontentloaded' });
  await page.getByRole('tab', { name: 'Manage Videos' }).click();
  await page.getByRole('button', { name: 'Preview Video 2' }).click();
  // The test file is a few KB of filler after its header: no browser can decode it.
  await page.getByRole('dialog').getByText('Video Format Not Supported').waitFor();
});

test('the Instructions tab gives the guidance', async () => {
  const { page } = env;
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Instructions' }).click();
  for (const text of ['10-30 seconds', 'under 10MB if possible', '16:9', 'H.264'])
    await page.getByText(text, { exact: false }).first().waitFor();
});
