// The site's emails against a real SMTP server on loopback: a contact message sent in the
// browser reaches the staff (recipients, reply-to, content, the link to it), and an order
// request emails the staff and the customer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { staffCredentials } from '../lib/server.mjs';
import { eventually, json, messageOf, startMailingSite, staffAddresses, useMailbox, withSubject } from './mail-helpers.mjs';

const h = useMailbox();

test('a contact message sent in the browser reaches the staff with the visitor as reply-to', async () => {
  const site = await startMailingSite(h.mailbox);
  try {
    const context = await h.browser.newContext({ baseURL: site.baseURL });
    await context.addInitScript(() => localStorage.setItem('age-verified', 'true'));
    const page = await context.newPage();
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' }); // the form works from then on
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Dana Visitor');
    await form.getByLabel('Email').fill('dana@riverside.example');
    await form.getByLabel('Message').fill('Do you sell <b>pre-rolls</b> to dispensaries in Beacon?\nWe open in March.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('toast').getByText("Your message has been sent! We'll get back to you soon.").waitFor();

    const [email] = await h.mailbox.waitFor(withSubject('New message from Dana Visitor'));
    assert.deepEqual([...email.to].sort(), [...staffAddresses].sort(), 'the envelope goes to the staff addresses');
    assert.deepEqual(email.parsed.to.value.map((a) => a.address).sort(), [...staffAddresses].sort());
    assert.equal(email.parsed.replyTo.value[0].address, 'dana@riverside.example');
    assert.equal(email.parsed.from.value[0].address, 'shop@farm.example');
    assert.equal(email.parsed.from.value[0].name, 'Hudson Valley Farm');
    assert.match(email.parsed.text, /Dana Visitor <dana@riverside\.example> wrote through the contact form:/);
    assert.match(email.parsed.text, /> Do you sell <b>pre-rolls<\/b> to dispensaries in Beacon\?\n> We open in March\./);
    assert.match(email.parsed.html, /Do you sell &lt;b&gt;pre-rolls&lt;\/b&gt;/, "the visitor's words are escaped in the HTML part");
    assert.doesNotMatch(email.parsed.html, /<b>pre-rolls/);

    // The link in the email opens the message in the back office.
    const link = email.parsed.text.match(/http:\/\/\S+\/admin\/contact-messages\/(\w+)\/show/);
    assert.ok(link, 'the email links to the message');
    assert.ok(link[0].startsWith(site.baseURL), `the link is on the site's origin: ${link[0]}`);
    // The site records the send once the mail server has answered.
    const stored = await eventually(
      async () => {
        const m = await messageOf(site, link[1]);
        return m.emails[0]?.status === 'sent' && m;
      },
      { what: 'the send recorded' },
    );
    assert.equal(stored.name, 'Dana Visitor');
    assert.equal(stored.emails[0].attempts, 1);
    await context.request.post('/api/admin/login', { data: staffCredentials });
    await page.goto(link[0], { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Message from Dana Visitor', level: 1 }).waitFor();
    await page.getByRole('group', { name: 'Staff notification: Sent' }).waitFor();
    await context.close();
    assert.equal(h.mailbox.messages.filter(withSubject('New message from Dana Visitor')).length, 1);
  } finally {
    await site.stop();
  }
});

test('an order request emails the staff and confirms to the customer', async () => {
  const site = await startMailingSite(h.mailbox, { demo: true });
  try {
    const tee = await (await fetch(`${site.baseURL}/api/products/slug/farm-logo-tee`)).json();
    const size = tee.variants.find((v) => v.name === 'M');
    const res = await fetch(
      `${site.baseURL}/api/orders`,
      json({
        name: 'Sam Shopper',
        email: 'sam@example.com',
        phone: '(845) 555-0100',
        note: 'Gift wrap please',
        fulfillment: 'shipping',
        street: '12 Main St',
        street2: '',
        city: 'Kingston',
        state: 'NY',
        zip: '12401',
        items: [{ productId: tee.id, variantId: size.id, quantity: 2 }],
      }),
    );
    assert.equal(res.status, 201);
    const order = await res.json();
    assert.equal(order.confirmationEmailed, true);

    const [staff] = await h.mailbox.waitFor(withSubject(`New order request ${order.number} from Sam Shopper`));
    assert.deepEqual([...staff.to].sort(), [...staffAddresses].sort());
    assert.equal(staff.parsed.replyTo.value[0].address, 'sam@example.com');
    assert.match(staff.parsed.text, /2 x {2}Farm Logo Tee, size M {2}\$28\.00 each {2}\$56\.00/);
    assert.match(staff.parsed.text, /Total {4}\$56\.00/);
    assert.match(staff.parsed.text, /Phone: \(845\) 555-0100\nShip to:\n12 Main St\nKingston, NY 12401\nNote: Gift wrap please/);
    assert.ok(staff.parsed.text.includes(`${site.baseURL}/admin/orders/${order.id}/show`));

    const [customer] = await h.mailbox.waitFor(
      (m) => m.to.includes('sam@example.com') && m.parsed.subject.startsWith(`Your order request ${order.number}`),
    );
    assert.deepEqual(customer.to, ['sam@example.com']);
    assert.match(
      customer.parsed.text,
      new RegExp(`^We received your order request ${order.number}\\. Thank you! Here is what you asked for:`),
    );
    assert.ok(
      !/Sam Shopper|Gift wrap|555-0100|Main St|Kingston/.test(customer.parsed.subject + customer.parsed.text + customer.parsed.html),
      'the receipt quotes the visitor',
    );
    assert.match(customer.parsed.text, /Farm Logo Tee, size M/);
    assert.match(customer.parsed.text, /Total {4}\$56\.00/);
    assert.match(customer.parsed.text, /What happens next/);
    assert.match(customer.parsed.text, /Delivery: shipped to the address you gave, in NY 12401\./);

    // Staff confirm it: the customer hears of it.
    const patched = await site.staff(`/api/admin/orders/${order.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'confirmed' }),
    });
    assert.equal(patched.status, 200);
    const [confirmed] = await h.mailbox.waitFor(withSubject(`Your order ${order.number} is confirmed`));
    assert.deepEqual(confirmed.to, ['sam@example.com']);
  } finally {
    await site.stop();
  }
});
