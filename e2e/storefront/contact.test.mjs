// The contact form: the spec's validation messages, 'Sending...', the stored message,
// the error toast; and the toasts themselves (one at a time, F8, swipe to dismiss).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { staffSession } from '../lib/server.mjs';
import { assertNoProblems, eventually, useStorefront } from './harness.mjs';

const sf = useStorefront();

test('contact: validation messages, then the message is sent, stored and the form reset', async () => {
  const page = await sf.page();
  await page.goto('/contact');
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
  const form = page.getByRole('form', { name: 'Contact form' });
  const send = form.getByRole('button', { name: 'Send Message' });

  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/contact') && posts++);
  await form.getByLabel('Name').fill('J');
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByLabel('Message').fill('Too short');
  await send.click();
  await form.getByText('Name must be at least 2 characters').waitFor();
  await form.getByText('Please enter a valid email address').waitFor();
  await form.getByText('Message must be at least 10 characters').waitFor();
  assert.equal(posts, 0, 'nothing is sent while the form is invalid');
  const nameId = await form.getByLabel('Name').getAttribute('aria-describedby');
  assert.equal(await page.locator(`#${nameId}`).textContent(), 'Name must be at least 2 characters');

  // Fixing a field clears its message as the visitor types.
  await form.getByLabel('Name').fill('Jo Buyer');
  await form.getByText('Name must be at least 2 characters').waitFor({ state: 'detached' });
  await form.getByLabel('Email').fill('jo@kingston-green.example');
  await form.getByLabel('Message').fill('Do you have Headhunter for our December order?');
  // The honeypot is there, hidden from people and out of the tab order.
  const trap = page.locator('input[name="website"]');
  assert.equal(await trap.getAttribute('tabindex'), '-1');
  const trapBox = await trap.boundingBox();
  assert.ok(trapBox.x + trapBox.width <= 0, 'the honeypot is off screen');
  assert.equal(await trap.locator('xpath=ancestor::*[@aria-hidden="true"]').count(), 1, 'and hidden from assistive technology');

  let release;
  await page.route('**/api/contact', async (route) => {
    await new Promise((r) => (release = r));
    await route.continue();
  });
  await send.click();
  await form.getByRole('button', { name: 'Sending...' }).waitFor();
  assert.equal(await form.getByRole('button', { name: 'Sending...' }).isDisabled(), true);
  await eventually(() => typeof release === 'function');
  release();
  const toast = page.getByTestId('toast');
  await toast.getByText('Success').waitFor();
  await toast.getByText("Your message has been sent! We'll get back to you soon.").waitFor();
  assert.equal(await form.getByLabel('Name').inputValue(), '');
  assert.equal(await form.getByLabel('Message').inputValue(), '');

  const staff = await staffSession(sf.baseURL);
  const messages = await (await staff('/api/admin/contact-messages')).json();
  const stored = messages.find((m) => m.email === 'jo@kingston-green.example');
  assert.ok(stored, 'the message is stored');
  assert.equal(stored.name, 'Jo Buyer');
  assert.equal(stored.message, 'Do you have Headhunter for our December order?');
  assertNoProblems(page);
  await page.close();
});

test("a failed send shows an 'Error' toast with the server's message, or the spec's fallback", async () => {
  const page = await sf.page();
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Jo Buyer');
  await form.getByLabel('Email').fill('jo@kingston-green.example');
  await form.getByLabel('Message').fill('A perfectly good message.');

  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Too many requests, try again later.', data: {} }),
    }),
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  const toast = page.getByTestId('toast');
  await toast.getByText('Error').waitFor();
  await toast.getByText('Too many requests, try again later.').waitFor();
  assert.equal(await form.getByLabel('Name').inputValue(), 'Jo Buyer', 'the form keeps what was typed');

  await page.route('**/api/contact', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
  await form.getByRole('button', { name: 'Send Message' }).click();
  await toast.getByText('Failed to send message. Please try again.').waitFor();
  assert.equal(await toast.count(), 1, 'at most one toast at a time');
  await page.close();
});

test('toasts: F8 focuses the notification region; a swipe right of more than 50 px dismisses', async () => {
  const page = await sf.page();
  await page.goto('/products/farm-logo-tee');
  const add = page.getByRole('button', { name: 'Add to Cart: Farm Logo Tee, size S' });
  // Adding opens the cart (its code may still be on its way): close it once it is open.
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  const addAndCloseCart = async () => {
    await add.click();
    await cart.waitFor();
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'hidden' });
  };
  await addAndCloseCart();
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  const toast = region.getByTestId('toast');
  await toast.waitFor();

  await page.keyboard.press('F8');
  assert.ok(await page.evaluate(() => document.activeElement?.closest('[aria-label="Notifications (F8)"]') !== null));

  const drag = async (dx) => {
    const box = await toast.boundingBox();
    await page.mouse.move(box.x + 30, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 30 + dx / 2, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(box.x + 30 + dx, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
  };
  await drag(40);
  assert.equal(await toast.count(), 1, 'a 40 px swipe keeps the toast');
  await drag(90);
  await toast.waitFor({ state: 'detached' });

  // A toast goes by itself (not while hovered or focused). Its 5 seconds are checked on
  // a fake clock in Toaster.test.tsx: real time seen from here stretches under load.
  await addAndCloseCart();
  await toast.waitFor();
  await page.mouse.move(5, 5);
  await toast.waitFor({ state: 'detached', timeout: 30_000 });
  await page.close();
});
