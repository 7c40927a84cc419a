// Issue 40 on a 390x844 phone: a Swag order shipped to an address ends on a confirmation
// with its lines; toasts never cover the open drawer's heading, form or buttons; the
// contact form says it sent in place; nothing overflows at 320 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { staffSession } from '../lib/server.mjs';
import { assertNoProblems, eventually, useStorefront } from './harness.mjs';

const sf = useStorefront();
const PHONE = { width: 390, height: 844 };

const drawer = (page) => page.getByRole('dialog', { name: 'Shopping Cart' });

/**
 * Fails if the toast shares area with what the visitor sees of any of `targets` (locators):
 * their boxes as clipped by the scrolling areas they are in. The toast's own parts aside.
 */
async function assertToastCovers(page, targets) {
  const toast = page.getByTestId('toast');
  await toast.waitFor();
  for (const [name, locator] of Object.entries(targets)) {
    for (const target of await locator.all()) {
      const covered = await target.evaluate(
        (el, toastEl) => {
          if (toastEl.contains(el)) return null;
          const visible = (node) => {
            let box = node.getBoundingClientRect();
            let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
            for (let up = node.parentElement; up; up = up.parentElement) {
              if (getComputedStyle(up).overflow === 'visible') continue;
              box = up.getBoundingClientRect();
              [left, top, right, bottom] = [
                Math.max(left, box.left),
                Math.max(top, box.top),
                Math.min(right, box.right),
                Math.min(bottom, box.bottom),
              ];
            }
            return { left, top, right, bottom };
          };
          const a = visible(el);
          const b = toastEl.getBoundingClientRect();
          const shared =
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.right > a.left && a.bottom > a.top;
          return shared ? `${JSON.stringify(a)} under the toast ${JSON.stringify(b.toJSON())}` : null;
        },
        await toast.elementHandle(),
      );
      assert.equal(covered, null, `the toast covers ${name}`);
    }
  }
}

/** What of the drawer's panel reaches past its right edge (sr-only and off-screen elements aside). */
const overflowingTheDrawer = (page) =>
  drawer(page).evaluate((dialog) => {
    const panel = dialog.querySelector('h2').closest('.flex-col');
    const right = panel.getBoundingClientRect().right;
    return [...panel.querySelectorAll('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > right + 0.5 && box.left >= 0;
      })
      .map((el) => el.outerHTML.slice(0, 100));
  });

/** Fills the order form's customer and shipping address. */
async function fillShipping(form) {
  await form.getByLabel('Name').fill('Jamie Shopper');
  await form.getByLabel('Email').fill('jamie@example.com');
  await form.getByRole('radio', { name: /^Ship it to me/ }).check();
  await form.getByLabel('Street address').fill('12 Main St');
  await form.getByLabel('Apartment, suite, unit (optional)').fill('Apt 2');
  await form.getByLabel('City').fill('Kingston');
  await form.getByLabel('State').selectOption('NY');
  await form.getByLabel('ZIP code').fill('12401-1234');
}

test('a Swag order shipped to an address ends on a confirmation with its lines, the toast clear of the drawer', async () => {
  const page = await sf.page({ viewport: PHONE });
  await page.goto('/products/farm-logo-tee?variant=m');
  await page.getByRole('button', { name: 'Add to Cart: Farm Logo Tee, size M' }).click();
  await page.getByTestId('toast').getByText('Added to cart').waitFor();
  const cart = drawer(page);
  await cart.getByTestId('cart-line').waitFor();
  // 'Added to cart' sits in the drawer under its heading, over none of it.
  await assertToastCovers(page, {
    heading: cart.getByRole('heading', { name: 'Shopping Cart' }),
    'close button': cart.getByRole('button', { name: 'Close', exact: true }),
    line: cart.getByTestId('cart-line'),
    buttons: cart.getByRole('button'),
  });
  assert.ok(await cart.getByTestId('toast').count(), 'the toast is inside the drawer');

  await cart.getByRole('button', { name: 'Increase quantity of Farm Logo Tee, size M' }).click();
  await cart.getByRole('button', { name: 'Checkout (2 items)' }).click();
  const form = cart.getByRole('form', { name: 'Request your order' });
  await fillShipping(form);
  await form.getByRole('button', { name: 'Send order request' }).click();

  const confirmation = cart.getByTestId('order-confirmation');
  await confirmation.waitFor();
  const number = await confirmation.getByTestId('order-number').textContent();
  assert.match(number, /^\d{6}$/);
  const line = confirmation.getByTestId('order-line');
  assert.equal(await line.count(), 1);
  const text = async (locator) => (await locator.innerText()).replace(/\n+/g, '\n');
  assert.equal(await text(line), 'Farm Logo Tee\nSize: M\n2 × $28.00\n$56.00');
  assert.equal(await confirmation.getByTestId('order-total').textContent(), '$56.00');
  assert.equal(await text(confirmation.getByTestId('order-delivery')), 'Shipping to\n12 Main St\nApt 2\nKingston, NY 12401-1234');
  // The address in the next step is whole on its line: it does not wrap mid-word at 390 px.
  const email = confirmation.getByTestId('order-next-step').getByText('jamie@example.com');
  assert.equal(await email.evaluate((el) => el.getClientRects().length), 1, 'the email address is broken across lines');

  // Staff read the same order, with where it goes.
  const staff = await staffSession(sf.baseURL);
  const order = (await (await staff('/api/admin/orders')).json()).find((o) => String(o.number) === number);
  assert.ok(order, `order ${number} is stored`);
  assert.deepEqual(
    [order.fulfillment, order.street, order.street2, order.city, order.state, order.zip],
    ['shipping', '12 Main St', 'Apt 2', 'Kingston', 'NY', '12401-1234'],
  );
  assert.deepEqual(
    order.items.map((i) => [i.name, i.size, i.quantity, i.lineTotal]),
    [['Farm Logo Tee', 'M', 2, '56.00']],
  );
  assertNoProblems(page);
  await page.close();
});

test('at 320 px the cart, the order form with its errors and the confirmation fit the screen', async () => {
  const page = await sf.page({ viewport: { width: 320, height: 640 } });
  await page.goto('/products/sun-grown-dad-hat');
  await page.getByRole('button', { name: 'Add to Cart: Sun-Grown Dad Hat' }).click();
  const cart = drawer(page);
  await cart.getByTestId('cart-line').waitFor();
  assert.deepEqual(await overflowingTheDrawer(page), [], 'the cart');
  await cart.getByRole('button', { name: 'Checkout (1 item)' }).click();
  const form = cart.getByRole('form', { name: 'Request your order' });
  await form.getByLabel('ZIP code').fill('1240');
  await form.getByRole('button', { name: 'Send order request' }).click();
  await form.getByText('ZIP code must be 5 digits, or ZIP+4 such as 12401-1234').waitFor();
  await form.getByText('State is required').waitFor();
  assert.deepEqual(await overflowingTheDrawer(page), [], 'the order form with its errors');

  await fillShipping(form);
  await form.getByLabel('Email').fill('jamie.with.a.rather.long.address@hudson-valley-example.com');
  await form.getByRole('button', { name: 'Send order request' }).click();
  await cart.getByTestId('order-confirmation').waitFor();
  assert.deepEqual(await overflowingTheDrawer(page), [], 'the confirmation');
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    'the page scrolls sideways',
  );
  assertNoProblems(page);
  await page.close();
});

test("a toast after Checkout covers neither 'Request your order' nor the form's fields and buttons", async () => {
  const page = await sf.page({ viewport: PHONE });
  await page.goto('/products/sun-grown-dad-hat');
  await page.getByRole('button', { name: 'Add to Cart: Sun-Grown Dad Hat' }).click();
  const cart = drawer(page);
  await cart.getByRole('button', { name: 'Checkout (1 item)' }).click();
  const form = cart.getByRole('form', { name: 'Request your order' });
  await fillShipping(form);
  await page.route('**/api/orders', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Too many requests, try again later.', data: {} }),
    }),
  );
  await form.getByRole('button', { name: 'Send order request' }).click();
  await page.getByTestId('toast').getByText('Too many requests, try again later.').waitFor();
  await assertToastCovers(page, {
    'drawer heading': cart.getByRole('heading', { name: 'Shopping Cart' }),
    'form heading': form.getByRole('heading', { name: 'Request your order' }),
    fields: form.locator('input:not([name="website"]), select, textarea'),
    buttons: cart.getByRole('button', { name: /^(Send order request|Back to cart|Close)$/ }),
  });
  await page.close();
});

test("the contact form says it sent where the visitor is looking, beside the spec's toast", async () => {
  const page = await sf.page({ viewport: PHONE });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Jo Buyer');
  await form.getByLabel('Email').fill('jo@phone.example');
  await form.getByLabel('Message').fill('Do you deliver to Rhinebeck on Fridays?');
  const send = form.getByRole('button', { name: 'Send Message' });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  await page.getByTestId('toast').getByText('Success').waitFor();
  const sent = form.getByTestId('contact-sent');
  await sent.waitFor();
  assert.equal(await sent.textContent(), "Your message has been sent! We'll get back to you soon.");
  // In view, beside the Send button, and not under the toast.
  await eventually(async () => {
    const box = await sent.boundingBox();
    return box.y >= 0 && box.y + box.height <= PHONE.height;
  });
  await assertToastCovers(page, { 'the message sent': sent });
  const [sentBox, sendBox] = [await sent.boundingBox(), await send.boundingBox()];
  assert.ok(sendBox.y - (sentBox.y + sentBox.height) < 40, 'the message is next to the Send button');
  assert.equal(await form.getByLabel('Message').inputValue(), '', 'the form is reset');
  // Writing again puts it away.
  await form.getByLabel('Name').fill('Jo');
  await sent.waitFor({ state: 'detached' });
  assertNoProblems(page);
  await page.close();
});
