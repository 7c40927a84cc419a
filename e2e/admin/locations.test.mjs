// The locations screen: add (with the URL rule), edit and delete a partner location.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, signIn, setup, untilGone } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

test('adds, edits and deletes a location', async () => {
  const { page, context, pageErrors } = env;
  await page.goto('/admin/locations', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Current Locations' }).waitFor();
  await page.getByRole('listitem', { name: 'Beacon Flower Collective' }).waitFor();

  await page.getByRole('button', { name: 'Add New Location' }).click();
  await page.getByLabel('Name', { exact: true }).fill('E2E Cornwall Cannabis');
  await page.getByLabel('Street address').fill('1 Main St');
  await page.getByLabel('City').fill('Cornwall');
  await page.getByLabel('ZIP code').fill('12518');
  await page.getByLabel('Phone').fill('(845) 555-0100');
  await page.getByLabel('Hours').fill('Monday: 10am - 8pm\nTuesday: 10am - 8pm');
  await page.getByLabel('Map URL').fill('not a link');
  await page.getByRole('button', { name: 'Add Location' }).click();
  await page.getByText('Must be a valid URL', { exact: true }).waitFor();
  await page.getByLabel('Map URL').fill('');
  await page.getByRole('button', { name: 'Add Location' }).click();
  await expectToast(page, 'Location added');
  const item = page.getByRole('listitem', { name: 'E2E Cornwall Cannabis' });
  await item.getByText('1 Main St, Cornwall, NY 12518').waitFor();

  const [location] = (await api(context, 'GET', `/api/admin/locations?filter=${encodeURIComponent('{"q":"E2E Cornwall"}')}`)).json;
  assert.match(location.mapUrl, /^https:\/\//, 'the server fills a blank map link');

  await item.getByRole('button', { name: 'Edit E2E Cornwall Cannabis' }).click();
  await page.getByRole('heading', { name: 'Edit Location' }).waitFor();
  await page.getByLabel('Phone').fill('(845) 555-0199');
  await page.getByRole('switch', { name: 'Featured' }).check();
  await page.getByRole('button', { name: 'Update Location' }).click();
  await expectToast(page, 'Location updated');
  await page.getByRole('heading', { name: 'Edit Location' }).waitFor({ state: 'detached' });
  await item.getByText('Featured').waitFor();
  const updated = (await api(context, 'GET', `/api/admin/locations/${location.id}`)).json;
  assert.equal(updated.phone, '(845) 555-0199');
  assert.equal(updated.featured, true);

  await item.getByRole('button', { name: 'Delete E2E Cornwall Cannabis' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Location deleted');
  await item.waitFor({ state: 'detached' });
  await untilGone(context, `/api/admin/locations/${location.id}`);
  await assertCleanPage(page, pageErrors);
});

test('has a way back to the dashboard', async () => {
  const { page } = env;
  await page.goto('/admin/locations', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.waitForURL(/\/admin\/?$/);
});
