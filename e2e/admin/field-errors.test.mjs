// The spec's messages as the spec writes them, on each input that shows its own error
// (photos, a post's image link, a batch's certificate) and in the blog form's 'Date format
// invalid' toast: never react-admin's '@@react-admin@@' form they are kept in.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { assertCleanPage, setup, signIn } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

/** The error text an input shows, exactly, and no raw translation key anywhere. */
async function expectFieldError(page, text) {
  await page.getByText(text, { exact: true }).first().waitFor();
  assert.equal(await page.getByText('@@react-admin@@').count(), 0, 'a raw translation key is shown');
}

test("a product without photos: 'At least one image is required' under its photos", async () => {
  const { page } = env;
  await page.goto('/admin/products?create=1', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Name', { exact: true }).fill('E2E No Photos');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expectFieldError(page, 'At least one image is required');
  const photos = page.getByRole('group', { name: 'Product Images *' });
  assert.equal(await photos.getByRole('alert').textContent(), 'At least one image is required');
});

test("a post's image link that is not one: 'Must be a valid URL'; a missing date: the 'Date format invalid' toast", async () => {
  const { page, pageErrors } = env;
  await page.goto('/admin/blog?create=1', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Title', { exact: true }).fill('E2E Bad Link');
  await page.getByRole('textbox', { name: 'Content' }).fill('A post whose image link is not a link.');
  await page.getByLabel('Image URL').fill('not a link');
  await page.getByLabel('Published on').fill('');
  await page.getByRole('button', { name: 'Publish Post' }).click();
  await expectFieldError(page, 'Must be a valid URL');
  assert.equal(await page.locator('#blog-image-url-helper-text').textContent(), 'Must be a valid URL');

  // The spec's toast, with the field's message, in place of react-admin's generic one.
  const toast = page.locator('[data-toast]');
  await toast.filter({ hasText: 'Date format invalid' }).waitFor();
  assert.equal(await toast.textContent(), 'Date format invalidDate must be in YYYY-MM-DD format');
  await page.getByText('Date must be in YYYY-MM-DD format', { exact: true }).first().waitFor();
  assert.equal(await page.getByText('The form is not valid').count(), 0);
  await assertCleanPage(page, pageErrors);
});

test("a batch without its certificate: the certificate's message under it", async () => {
  const { page } = env;
  await page.goto('/admin/batches/create', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Add Batch', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: /^Lot/ }).fill('E2E-LOT-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(page, 'Certificate of analysis (PDF) is required');
});
