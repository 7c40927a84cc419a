// Contact messages and swag order requests as staff work them, with no mail server
// configured (emails wait): the dashboard's What needs doing, each item's emails with Resend and
// Discard, replies kept with the message, the handled and read flags, order statuses,
// delete; the screens pass axe's serious checks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, seriousViolations, setup, signIn } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  await signIn(env.context);
  const saved = await api(env.context, 'PATCH', '/api/admin/notification-settings', { notifyEmails: ['sales@farm.example'] });
  assert.equal(saved.status, 200);
  // What visitors send, through the storefront's public routes.
  const visitor = env.context.request;
  const sent = await visitor.post('/api/contact', {
    data: { name: 'Dana Visitor', email: 'dana@example.com', message: 'Do you sell to dispensaries in Beacon?' },
  });
  assert.ok(sent.ok(), `contact: ${sent.status()}`);
  const tee = await (await visitor.get('/api/products/slug/farm-logo-tee')).json();
  const size = tee.variants.find((v) => v.name === 'M');
  const order = await visitor.post('/api/orders', {
    data: {
      name: 'Sam Buyer',
      email: 'sam@example.com',
      note: 'Gift wrap please',
      fulfillment: 'shipping',
      street: '12 Main St',
      street2: 'Apt 2',
      city: 'Kingston',
      state: 'NY',
      zip: '12401',
      items: [{ productId: tee.id, variantId: size.id, quantity: 2 }],
    },
  });
  assert.equal(order.status(), 201, await order.text());
});
after(async () => {
  await env?.close();
});

test('the dashboard shows the leads to handle and that mail is not configured', async () => {
  const { page, pageErrors } = env;
  await page.goto('/admin', { waitUntil: 'domcontentloaded' });
  const waits = page.getByRole('region', { name: 'What needs doing' });
  await waits.getByTestId('waiting-messages').waitFor();
  assert.equal(await waits.getByTestId('waiting-messages').textContent(), '1 message to handle');
  assert.equal(await waits.getByTestId('waiting-orders').textContent(), '1 order to confirm');
  const warning = waits.locator('[data-mail-warning="not-configured"]');
  assert.match(await warning.textContent(), /3 emails are waiting\. Ask whoever runs the website to set up mail\./);
  // How to set it up is the operator's: the owner reads it behind Details.
  await waits.getByRole('button', { name: 'Details' }).click();
  await waits.getByText(/superuser UI \(\/_\/\) under Settings > Mail settings, or with the SMTP_HOST/).waitFor();
  assert.deepEqual(await seriousViolations(page), []);

  // The count leads to the messages still to handle.
  await waits.getByTestId('waiting-messages').click();
  await page.waitForURL(/\/admin\/contact-messages\?.*filter=/);
  await page.getByRole('cell', { name: 'Dana Visitor', exact: true }).waitFor();
  await assertCleanPage(page, pageErrors);
});

test('replies to a message, keeps the thread, marks it handled; discards and resends an email', async () => {
  const { page, context, pageErrors } = env;
  // No filter: the dashboard's link left the list on messages to handle.
  await page.goto(`/admin/contact-messages?filter=${encodeURIComponent('{}')}`, { waitUntil: 'domcontentloaded' });
  const row = page.getByRole('row').filter({ hasText: 'Dana Visitor' });
  await row.getByText('Email pending').waitFor();
  await row.getByText('To handle').waitFor();
  await page.getByRole('cell', { name: 'Dana Visitor', exact: true }).click();
  const conversation = page.getByRole('list', { name: 'Conversation with Dana Visitor' });
  await conversation.getByText('Do you sell to dispensaries in Beacon?').waitFor();
  await page.getByRole('group', { name: 'Staff notification: Pending' }).getByText('Pending, next attempt now').waitFor();

  // An empty reply is refused here; a real one goes out through the outbox.
  await page.getByRole('button', { name: 'Send reply' }).click();
  await page.getByText('Reply is required').waitFor();
  await page.getByLabel('Reply to Dana Visitor').fill('Yes, Dana: we deliver to Beacon every Tuesday.\nCall us to set it up.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expectToast(page, 'Reply queued');
  await conversation.getByText('Yes, Dana: we deliver to Beacon every Tuesday.').waitFor();
  await row.getByText('Handled', { exact: true }).waitFor();
  let [message] = (await api(context, 'GET', '/api/admin/contact-messages')).json;
  assert.equal(message.handled, true);
  const reply = message.emails.find((e) => e.kind === 'reply_to_visitor');
  assert.deepEqual(reply.to, ['dana@example.com']);
  assert.equal(reply.text, 'Yes, Dana: we deliver to Beacon every Tuesday.\nCall us to set it up.');
  assert.equal(reply.status, 'pending');

  // Discard the reply that waits, then send it after all.
  const replyEmail = conversation.getByRole('group', { name: 'Reply: Pending' });
  await replyEmail.getByRole('button', { name: 'Discard the reply of the message from Dana Visitor' }).click();
  await expectToast(page, 'Email discarded');
  await conversation.getByRole('group', { name: 'Reply: Discarded' }).waitFor();
  assert.equal(
    (await api(context, 'GET', `/api/admin/contact-messages/${message.id}`)).json.emails.find((e) => e.id === reply.id).status,
    'discarded',
  );
  await conversation.getByRole('button', { name: 'Resend the reply of the message from Dana Visitor' }).click();
  await expectToast(page, 'Email queued');
  await conversation.getByRole('group', { name: 'Reply: Pending' }).waitFor();
  assert.deepEqual(await seriousViolations(page), []);

  // The flags (a reply marked it read and handled): not handled after all, and unread.
  assert.equal(message.read, true);
  await page.getByRole('button', { name: 'Mark message from Dana Visitor as not handled' }).click();
  await expectToast(page, 'Marked as not handled');
  await page.getByRole('button', { name: 'Mark message from Dana Visitor as unread' }).click();
  await expectToast(page, 'Marked as unread');
  [message] = (await api(context, 'GET', '/api/admin/contact-messages')).json;
  assert.equal(message.read, false);
  assert.equal(message.handled, false);
  await row.getByText('To handle').waitFor();

  await page.getByRole('button', { name: 'Delete message from Dana Visitor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Message deleted');
  await page.getByText('No messages yet.').waitFor();
  assert.equal((await api(context, 'GET', '/api/admin/contact-messages')).json.length, 0);
  await assertCleanPage(page, pageErrors);
});

test('confirms an order request, which emails the customer, and deletes it', async () => {
  const { page, context, pageErrors } = env;
  const [order] = (await api(context, 'GET', '/api/admin/orders')).json;
  await page.goto('/admin/orders', { waitUntil: 'domcontentloaded' });
  await page.getByRole('cell', { name: 'Sam Buyer', exact: true }).click();
  await page
    .getByRole('table', { name: `Items of order ${order.number}` })
    .getByRole('row', { name: new RegExp(`^Total\\s*\\$${order.total}$`) })
    .waitFor();
  await page.getByText('Gift wrap please', { exact: false }).waitFor();
  // Where it goes: the list says it in short, the order in full.
  await page.getByRole('row').filter({ hasText: 'Sam Buyer' }).getByRole('cell', { name: 'Ship to NY 12401' }).waitFor();
  // innerText puts a blank line after a paragraph in some layouts: the lines are what count.
  const deliveryLines = (await page.getByTestId('order-delivery').innerText()).split('\n').filter(Boolean);
  assert.deepEqual(deliveryLines, ['Ship to:', 'Sam Buyer', '12 Main St', 'Apt 2', 'Kingston, NY 12401']);
  await page
    .getByRole('table', { name: `Items of order ${order.number}` })
    .getByRole('cell', { name: 'Farm Logo Tee, size M' })
    .waitFor();
  const emails = page.getByRole('region', { name: `Emails of order ${order.number}` });
  await emails.getByRole('group', { name: 'Staff notification: Pending' }).waitFor();
  await emails.getByRole('group', { name: 'Confirmation to the customer: Pending' }).waitFor();

  await page.getByRole('combobox', { name: `Status of order ${order.number}` }).click();
  for (const status of ['New', 'Confirmed', 'Fulfilled', 'Cancelled']) await page.getByRole('option', { name: status }).waitFor();
  await page.getByRole('option', { name: 'Confirmed' }).click();
  await expectToast(page, 'sam@example.com will be emailed');
  const confirmed = (await api(context, 'GET', `/api/admin/orders/${order.id}`)).json;
  assert.equal(confirmed.status, 'confirmed');
  assert.deepEqual(confirmed.emails.map((e) => e.kind).sort(), ['order_status_to_customer', 'order_to_customer', 'order_to_staff']);
  await emails.getByRole('group', { name: 'Status update to the customer: Pending' }).waitFor();

  await page.getByRole('combobox', { name: `Status of order ${order.number}` }).click();
  await page.getByRole('option', { name: 'Fulfilled' }).click();
  await expectToast(page, `Order ${order.number} is fulfilled.`);
  assert.equal((await api(context, 'GET', `/api/admin/orders/${order.id}`)).json.emails.length, 3, 'fulfilment sends nothing');
  assert.deepEqual(await seriousViolations(page), []);

  await page.getByRole('button', { name: `Delete order ${order.number}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Order deleted');
  assert.equal((await api(context, 'GET', `/api/admin/orders/${order.id}`)).status, 404);
  await assertCleanPage(page, pageErrors);
});
