// Contact messages and swag order requests as staff see them: read flag, status, delete.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, assertCleanPage, expectToast, setup, signIn } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
  // What visitors send, through the storefront's public routes.
  const visitor = env.context.request;
  const sent = await visitor.post('/api/contact', {
    data: { name: 'Dana Visitor', email: 'dana@example.com', message: 'Do you sell to dispensaries in Beacon?' },
  });
  assert.ok(sent.ok(), `contact: ${sent.status()}`);
  const products = await (await visitor.get('/api/products')).json();
  const swag = products.find((p) => p.category === 'Swag' && p.inStock);
  const order = await visitor.post('/api/orders', {
    data: { name: 'Sam Buyer', email: 'sam@example.com', note: 'Gift wrap please', items: [{ productId: swag.id, quantity: 2 }] },
  });
  assert.equal(order.status(), 201, await order.text());
  await signIn(env.context);
});
after(async () => {
  await env?.close();
});

test('marks a contact message read and deletes it', async () => {
  const { page, context } = env;
  await page.goto('/admin/contact-messages', { waitUntil: 'domcontentloaded' });
  await page.getByRole('cell', { name: 'Dana Visitor', exact: true }).click();
  await page.getByText('Do you sell to dispensaries in Beacon?').last().waitFor();
  await page.getByRole('button', { name: 'Mark message from Dana Visitor as read' }).click();
  await expectToast(page, 'Marked as read');
  const [message] = (await api(context, 'GET', '/api/admin/contact-messages')).json;
  assert.equal(message.read, true);
  await page.getByRole('button', { name: 'Delete message from Dana Visitor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Message deleted');
  await page.getByText('No messages yet.').waitFor();
  assert.equal((await api(context, 'GET', '/api/admin/contact-messages')).json.length, 0);
});

test('processes an order request and deletes it', async () => {
  const { page, context, pageErrors } = env;
  const [order] = (await api(context, 'GET', '/api/admin/orders')).json;
  await page.goto('/admin/orders', { waitUntil: 'domcontentloaded' });
  await page.getByRole('cell', { name: 'Sam Buyer', exact: true }).click();
  await page
    .getByRole('table', { name: `Items of order ${order.number}` })
    .getByRole('row', { name: new RegExp(`^Total\\s*\\$${order.total}$`) })
    .waitFor();
  await page.getByText('Gift wrap please', { exact: false }).waitFor();
  await page.getByRole('combobox', { name: `Status of order ${order.number}` }).click();
  await page.getByRole('option', { name: 'Processed' }).click();
  await expectToast(page, 'Order updated');
  assert.equal((await api(context, 'GET', `/api/admin/orders/${order.id}`)).json.status, 'processed');
  await page.getByRole('button', { name: `Delete order ${order.number}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Order deleted');
  assert.equal((await api(context, 'GET', `/api/admin/orders/${order.id}`)).status, 404);
  await assertCleanPage(page, pageErrors);
});
