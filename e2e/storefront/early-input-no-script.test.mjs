// Issue 24: where the app never runs (JavaScript off, or its code never arrives), the
// contact form is sent by the browser itself and the server answers with a page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { holdRequests } from '../lib/browser.mjs';
import { staffSession } from '../lib/server.mjs';
import { appCode, useStorefront } from './harness.mjs';

const sf = useStorefront();

test('the contact form sent without JavaScript: problems shown with what was typed, then stored and thanked', async () => {
  const page = await sf.page({ javaScriptEnabled: false });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('No Script Visitor');
  await form.getByLabel('Email').fill('no-script@hudson-greens.example');
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Message must be at least 10 characters').waitFor();
  assert.equal(new URL(page.url()).pathname, '/contact');
  assert.equal(await page.getByLabel('Name').inputValue(), 'No Script Visitor', 'what was typed is kept');
  assert.equal(await page.getByLabel('Message').inputValue(), 'Too short');

  await page.getByLabel('Message').fill('Sent by the browser itself, no script ran.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('status').getByText("Your message has been sent! We'll get back to you soon.").waitFor();
  const staff = await staffSession(sf.baseURL);
  const messages = await (await staff('/api/admin/contact-messages')).json();
  const stored = messages.filter((m) => m.email === 'no-script@hudson-greens.example');
  assert.equal(stored.length, 1);
  assert.equal(stored[0].message, 'Sent by the browser itself, no script ran.');
  // The form sent back with its problems is answered 400, which the browser logs.
  assert.deepEqual(
    page.problems.filter((p) => !/status of 400 .*\/contact\)$/.test(p)),
    [],
  );
  await page.close();
});

test("the contact form sent while the app's code was on its way, which then never came: the browser sends it", async () => {
  const page = await sf.page();
  const failApp = await holdRequests(page, [appCode]);
  const posts = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));
  await page.gotoVisible('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Stranded Visitor');
  await form.getByLabel('Email').fill('stranded@hudson-greens.example');
  await form.getByLabel('Message').fill('Sent while the app was still on its way.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  assert.equal(await page.locator('html[data-hydrated]').count(), 0, 'sent before the app took the page over');
  assert.deepEqual(posts, [], 'held until the app takes the page over');
  await failApp((route) => route.abort());
  await page.getByRole('status').getByText("Your message has been sent! We'll get back to you soon.").waitFor();
  assert.deepEqual(posts, ['/contact'], 'sent once, by the browser');
  const staff = await staffSession(sf.baseURL);
  const messages = await (await staff('/api/admin/contact-messages')).json();
  const stored = messages.filter((m) => m.email === 'stranded@hudson-greens.example');
  assert.deepEqual(
    stored.map((m) => [m.name, m.message]),
    [['Stranded Visitor', 'Sent while the app was still on its way.']],
  );
  await page.close();
});
