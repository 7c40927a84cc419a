// The blog screen: a post created with an uploaded image, edited, deleted; the image
// checks and the file-sharing link conversion.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, signIn, png, setup, untilGone } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

const findPost = async (context, q) =>
  (await api(context, 'GET', `/api/admin/blog?filter=${encodeURIComponent(JSON.stringify({ q }))}`)).json[0];

test('refuses an image of another type, and converts file-sharing links', async () => {
  const { page } = env;
  await page.goto('/admin/blog', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add New Blog Post' }).click();
  await page.getByRole('heading', { name: 'Add New Blog Post' }).waitFor();
  await page.getByLabel('Upload Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expectToast(page, 'Please select a valid image file (JPEG, PNG, GIF, WebP)');

  const url = page.getByLabel('Image URL');
  await url.fill('https://www.dropbox.com/s/abc123/harvest.jpg?dl=0');
  await url.blur();
  assert.equal(await url.inputValue(), 'https://www.dropbox.com/s/abc123/harvest.jpg?raw=1');
  await url.fill('');
});

test('creates, edits and deletes a post with an image', async () => {
  const { page, context, pageErrors } = env;
  await page.goto('/admin/blog', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add New Blog Post' }).click();
  await page.getByRole('heading', { name: 'Add New Blog Post' }).waitFor();
  await page.getByLabel('Title', { exact: true }).fill('E2E Harvest Notes');
  assert.equal(await page.getByLabel('Slug').inputValue(), 'e2e-harvest-notes');
  await page.getByLabel('Published on').fill('2024-11-01');
  await page.getByRole('textbox', { name: 'Content' }).fill('The first frost came late.\n\nWe cut the last plants on Friday.');
  await page.getByLabel('Upload Image').setInputFiles({ name: 'frost.png', mimeType: 'image/png', buffer: png(64, 36) });
  await expectToast(page, 'Image uploaded');
  await page.getByRole('img', { name: 'Post image preview' }).waitFor();
  await page.getByRole('button', { name: 'Publish Post' }).click();
  await expectToast(page, 'Blog post created');
  await page.getByRole('article', { name: 'E2E Harvest Notes' }).getByText('November 1, 2024').waitFor();

  const post = await findPost(context, 'E2E Harvest Notes');
  assert.equal(post.slug, 'e2e-harvest-notes');
  assert.equal(post.publishedAt, '2024-11-01');
  assert.match(post.image, /^\/uploads\//);
  assert.equal(post.author, 'Hudson Valley Farm Team', 'an empty author becomes the team name');

  await page.getByRole('button', { name: 'Edit E2E Harvest Notes' }).click();
  await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor();
  await page.getByLabel('Title', { exact: true }).fill('E2E Harvest Notes, Revised');
  assert.equal(await page.getByLabel('Slug').inputValue(), 'e2e-harvest-notes', 'editing keeps the slug');
  await page.getByText('Empty: search results show the title').waitFor();
  await page.getByLabel('Search title').fill('Harvest notes from the Hudson Valley');
  await page.getByText('36 / 60 characters').waitFor();
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expectToast(page, 'Blog post updated');
  await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor({ state: 'detached' });
  const updated = (await api(context, 'GET', `/api/admin/blog/${post.id}`)).json;
  assert.equal(updated.title, 'E2E Harvest Notes, Revised');
  assert.equal(updated.metaTitle, 'Harvest notes from the Hudson Valley');
  assert.equal(updated.metaDescription, null, 'an empty search description is none');
  assert.equal(updated.image, post.image);

  await page.getByRole('button', { name: 'Delete E2E Harvest Notes, Revised' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Blog post deleted');
  await untilGone(context, `/api/admin/blog/${post.id}`);
  await assertCleanPage(page, pageErrors);
});

test('requires a title and content', async () => {
  const { page } = env;
  await page.goto('/admin/blog', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add New Blog Post' }).click();
  await page.getByRole('heading', { name: 'Add New Blog Post' }).waitFor();
  await page.getByRole('button', { name: 'Publish Post' }).click();
  await page.getByText('Title is required', { exact: true }).waitFor();
  await page.getByText('Content is required', { exact: true }).waitFor();
});
