// Merchandise to cart and the order request: badge, quantities, total, persistence,
// the drawer as a dialog, sizes as lines of their own, checkout validation, the stored
// order, a refusal by the server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { staffSession } from '../lib/server.mjs';
import { assertNoProblems, eventually, focusWalk, focusedText, getJson, useStorefront } from './harness.mjs';

const sf = useStorefront();

const badge = (page) => page.getByTestId('cart-count');
const drawer = (page) => page.getByRole('dialog', { name: 'Shopping Cart' });

/** Whether nothing covers the middle of `el` (toasts over a dialog let clicks through, so they are hit-tested as if they did not). */
const isTopmost = (el) => {
  const pointerEvents = el.style.pointerEvents;
  el.style.pointerEvents = 'auto';
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  el.style.pointerEvents = pointerEvents;
  return el.contains(hit);
};

test('adding merchandise opens the cart; quantities, removal and the total follow', async () => {
  const page = await sf.page();
  await page.goto('/products/farm-logo-tee?variant=m');
  assert.equal(await badge(page).count(), 0, 'no badge while the cart is empty');

  const addTee = page.getByRole('button', { name: 'Add to Cart: Farm Logo Tee, size M' });
  assert.equal(await addTee.textContent(), 'Add to Cart', 'the accessible name starts with the visible label');
  await addTee.click();
  const toast = page.getByTestId('toast');
  await toast.getByText('Added to cart').waitFor();
  await toast.getByText('Farm Logo Tee, size M has been added to your cart').waitFor();
  await drawer(page).waitFor();
  assert.equal(await drawer(page).getAttribute('aria-modal'), 'true');
  assert.ok(await toast.evaluate(isTopmost), 'the toast shows over the open drawer and its backdrop');
  assert.equal(await badge(page).textContent(), '1');
  await page.keyboard.press('Escape');
  await drawer(page).waitFor({ state: 'detached' });
  assert.equal(await focusedText(page), 'Add to Cart: Farm Logo Tee, size M', 'focus returns to what opened the cart');

  await page.goto('/products?category=swag');
  await page.getByRole('button', { name: 'Add to Cart: Sun-Grown Dad Hat' }).click();
  await drawer(page).waitFor();
  assert.equal(await badge(page).textContent(), '2');
  const lines = drawer(page).getByTestId('cart-line');
  assert.equal(await lines.count(), 2);
  const tee = lines.filter({ hasText: 'Farm Logo Tee' });
  assert.equal(await tee.getByTestId('line-size').textContent(), 'Size: M');
  await tee.getByRole('button', { name: 'Increase quantity of Farm Logo Tee, size M' }).click();
  assert.equal(await tee.getByTestId('line-quantity').textContent(), '2');
  assert.equal(await badge(page).textContent(), '3', 'the badge counts items, not lines');
  assert.equal(await drawer(page).getByTestId('cart-total').textContent(), '$80.00');
  await drawer(page).getByRole('button', { name: 'Checkout (3 items)' }).waitFor();

  const hat = lines.filter({ hasText: 'Sun-Grown Dad Hat' });
  assert.equal(await hat.getByTestId('line-size').count(), 0, 'a product without sizes shows none');
  assert.equal(
    await hat.getByRole('button', { name: 'Decrease quantity of Sun-Grown Dad Hat' }).isDisabled(),
    true,
    'minimum quantity is 1',
  );
  await hat.getByRole('button', { name: 'Remove Sun-Grown Dad Hat from cart' }).click();
  assert.equal(await lines.count(), 1);
  assert.equal(await drawer(page).getByTestId('cart-total').textContent(), '$56.00');
  await tee.getByRole('button', { name: 'Decrease quantity of Farm Logo Tee, size M' }).click();
  await drawer(page).getByRole('button', { name: 'Checkout (1 item)' }).waitFor();

  // The cart survives a reload (localStorage 'cart'), sizes included.
  await page.reload();
  await eventually(async () => (await badge(page).textContent()) === '1');
  await page.getByTestId('cart-button').click();
  await drawer(page).getByTestId('line-size').getByText('M').waitFor();
  await drawer(page).getByRole('button', { name: 'Remove Farm Logo Tee, size M from cart' }).click();
  await drawer(page).getByText('Your cart is empty').waitFor();
  assert.equal(await drawer(page).getByRole('button', { name: 'Checkout (0 items)' }).isDisabled(), true);
  assert.equal(await badge(page).count(), 0);

  // Focus never reaches the page behind the drawer.
  const reached = await focusWalk(page, 'cart-drawer', ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab']);
  assert.deepEqual(
    reached.filter((where) => where.startsWith('page')),
    [],
    'focus reached the page behind',
  );
  assert.ok(reached.includes('dialog'));
  assertNoProblems(page);
  await page.close();
});

test('a sized tee is ordered: sizes are lines of their own, sold-out sizes cannot be chosen, the server prices the size', async () => {
  const page = await sf.page();
  const staff = await staffSession(sf.baseURL);
  const tee = await getJson(sf.baseURL, '/api/products/slug/farm-logo-tee');
  const size = (name) => tee.variants.find((v) => v.name === name);
  assert.deepEqual(
    tee.variants.map((v) => v.name),
    ['S', 'M', 'L', 'XL', '2XL'],
    'sizes smallest first',
  );
  const setPrice = (name, price) =>
    staff(`/api/admin/products/${tee.id}/variants/${size(name).id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: sf.baseURL },
      body: JSON.stringify({ price }),
    });
  assert.equal((await setPrice('L', 30)).status, 200);
  try {
    // The card lists the sizes and leads to the page where one is chosen.
    await page.goto('/products?category=swag');
    const card = page.getByTestId('product-card').filter({ hasText: 'Farm Logo Tee' });
    assert.equal(await card.getByTestId('card-sizes').textContent(), 'Sizes: S M L XL 2XL (sold out)');
    assert.equal(await card.getByRole('button', { name: /Add to Cart/ }).count(), 0, 'no Add to Cart without a size');
    await card.getByRole('link', { name: 'Farm Logo Tee' }).click();
    await page.getByRole('heading', { level: 1, name: 'Farm Logo Tee' }).waitFor();

    const sizes = page.getByRole('group', { name: 'Size' });
    assert.equal(
      await sizes.getByRole('button', { name: '2XL, $31.00, unavailable' }).isDisabled(),
      true,
      'a sold-out size cannot be chosen',
    );
    await sizes.getByRole('button', { name: 'L, $30.00' }).click();
    await page.getByTestId('selected-variant').getByText('L', { exact: true }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('variant'), 'l');
    await page.getByRole('button', { name: 'Add to Cart: Farm Logo Tee, size L' }).click();
    await drawer(page).waitFor();
    await page.keyboard.press('Escape');
    await sizes.getByRole('button', { name: 'M, $28.00' }).click();
    await page.getByRole('button', { name: 'Add to Cart: Farm Logo Tee, size M' }).click();
    await drawer(page).getByRole('button', { name: 'Increase quantity of Farm Logo Tee, size M' }).click();

    const lines = drawer(page).getByTestId('cart-line');
    assert.deepEqual(await lines.getByTestId('line-size').allTextContents(), ['Size: L', 'Size: M'], 'a product and size is one line');
    assert.equal(await drawer(page).getByTestId('cart-total').textContent(), '$86.00');
    await drawer(page).getByRole('button', { name: 'Checkout (3 items)' }).click();
    const form = drawer(page).getByRole('form', { name: 'Request your order' });
    await form.getByLabel('Name').fill('Dana Buyer');
    await form.getByLabel('Email').fill('dana@riverside.example');
    await form.getByRole('radio', { name: /^Pick up at the farm/ }).check();
    await form.getByRole('button', { name: 'Send order request' }).click();
    const confirmation = drawer(page).getByTestId('order-confirmation');
    await confirmation.waitFor();
    assert.equal(await confirmation.getByTestId('order-total').textContent(), '$86.00');
    const number = await confirmation.getByTestId('order-number').textContent();

    const order = (await (await staff('/api/admin/orders')).json()).find((o) => String(o.number) === number);
    assert.ok(order, `order ${number} is stored`);
    assert.deepEqual(
      order.items.map((i) => [i.name, i.size, i.variantId, i.price, i.quantity]),
      [
        ['Farm Logo Tee', 'L', size('L').id, '30.00', 1],
        ['Farm Logo Tee', 'M', size('M').id, '28.00', 2],
      ],
    );
    assert.equal(order.total, '86.00');
  } finally {
    await setPrice('L', 28);
  }
  assertNoProblems(page);
  await page.close();
});

test('checkout sends an order request the staff can read; the cart empties', async () => {
  const page = await sf.page();
  await page.goto('/products/farm-logo-tee');
  await page.getByRole('button', { name: 'Add to Cart: Farm Logo Tee, size S' }).click();
  await drawer(page).getByRole('button', { name: 'Increase quantity of Farm Logo Tee, size S' }).click();
  await page.goto('/products?category=swag');
  await page.getByRole('button', { name: 'Add to Cart: Sun-Grown Dad Hat' }).click();
  await drawer(page).getByRole('button', { name: 'Checkout (3 items)' }).click();
  const form = drawer(page).getByRole('form', { name: 'Request your order' });
  await form.getByRole('button', { name: 'Send order request' }).click();
  await form.getByText('Name must be at least 2 characters').waitFor();
  await form.getByText('Please enter a valid email address').waitFor();
  // Shipping is the choice the form starts with: its address is required.
  await form.getByText('Street address is required').waitFor();
  await form.getByText('ZIP code is required').waitFor();
  assert.equal(await form.getByLabel('Name').getAttribute('aria-invalid'), 'true');
  await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('name') === 'name'), { timeout: 2000 });

  await form.getByLabel('Name').fill('Dana Buyer');
  await form.getByLabel('Email').fill('casey@hilltop.example');
  await form.getByLabel('Phone (optional)').fill('(845) 555-0199');
  await form.getByLabel('Street address').fill('40 Hilltop Rd');
  await form.getByLabel('City').fill('New Paltz');
  await form.getByLabel('State').selectOption('NY');
  await form.getByLabel('ZIP code').fill('12561');
  await form.getByLabel('Note (optional)').fill('Sizes L and M please.');
  await form.getByRole('button', { name: 'Send order request' }).click();

  const confirmation = drawer(page).getByTestId('order-confirmation');
  await confirmation.waitFor();
  const number = await confirmation.getByTestId('order-number').textContent();
  assert.equal(await confirmation.getByTestId('order-total').textContent(), '$80.00');
  // Customers' confirmations are on by default: one is queued (it waits: no mail here).
  // (An address of its own: an earlier test's order to Dana's took her one receipt in 10 minutes.)
  assert.equal(
    await confirmation.getByTestId('order-next-step').textContent(),
    "A confirmation email is on its way to casey@hilltop.example. We'll be in touch to confirm availability, payment and delivery.",
  );
  assert.equal(await badge(page).count(), 0, 'the cart is empty after the request');
  assert.equal(await page.evaluate(() => localStorage.getItem('cart')), '[]');

  const staff = await staffSession(sf.baseURL);
  const orders = await (await staff('/api/admin/orders')).json();
  const order = orders.find((o) => String(o.number) === number);
  assert.ok(order, `order ${number} is stored`);
  assert.equal(order.name, 'Dana Buyer');
  assert.equal(order.email, 'casey@hilltop.example');
  assert.equal(order.phone, '(845) 555-0199');
  assert.equal(order.note, 'Sizes L and M please.');
  assert.deepEqual(
    [order.fulfillment, order.street, order.city, order.state, order.zip],
    ['shipping', '40 Hilltop Rd', 'New Paltz', 'NY', '12561'],
  );
  assert.equal(order.total, '80.00');
  assert.deepEqual(order.items.map((i) => [i.name, i.size, i.quantity]).sort(), [
    ['Farm Logo Tee', 'S', 2],
    ['Sun-Grown Dad Hat', undefined, 1],
  ]);

  await drawer(page).getByRole('button', { name: 'Continue browsing' }).click();
  await drawer(page).waitFor({ state: 'detached' });
  assertNoProblems(page);
  await page.close();
});

test("the server's refusal (out of stock since it was added) is shown, and the cart is kept", async () => {
  const page = await sf.page();
  await page.goto('/products/sun-grown-dad-hat');
  await page.getByRole('button', { name: 'Add to Cart: Sun-Grown Dad Hat' }).click();

  const staff = await staffSession(sf.baseURL);
  const hat = await getJson(sf.baseURL, '/api/products/slug/sun-grown-dad-hat');
  const patch = (inStock) =>
    staff(`/api/admin/products/${hat.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: sf.baseURL },
      body: JSON.stringify({ inStock }),
    });
  assert.equal((await patch(false)).status, 200);
  try {
    await drawer(page).getByRole('button', { name: 'Checkout (1 item)' }).click();
    const form = drawer(page).getByRole('form', { name: 'Request your order' });
    await form.getByLabel('Name').fill('Dana Buyer');
    await form.getByLabel('Email').fill('dana@riverside.example');
    await form.getByRole('radio', { name: /^Pick up at the farm/ }).check();
    await form.getByRole('button', { name: 'Send order request' }).click();
    await drawer(page).getByTestId('checkout-error').getByText('Sun-Grown Dad Hat is out of stock').waitFor();
    await page.getByTestId('toast').getByText('Sun-Grown Dad Hat is out of stock').waitFor();
    // A toast over the open dialog is no part of the inert page: F8 reaches it.
    await page.keyboard.press('F8');
    assert.ok(await page.evaluate(() => document.activeElement?.closest('[aria-label="Notifications (F8)"]') !== null));
    await form.getByRole('button', { name: 'Back to cart' }).click();
    assert.equal(await drawer(page).getByTestId('cart-line').count(), 1);
  } finally {
    await patch(true);
  }
  await page.close();
});
