// A dispensary's application as the site's form sends it, for the back office's wholesale tests.
import assert from 'node:assert/strict';
import { superuserAuth } from '../lib/server.mjs';
import { api } from './helpers.mjs';

export const licencePdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export const applicant = { legalName: 'Green Leaf Retail LLC', licenceNumber: 'OCM-RETL-24-000123', email: 'jo@greenleaf.example.com' };

/** Sends an application as the site's form does and records an active manual check; returns the account as staff read it. */
export async function appliedAccount(context, baseURL) {
  const response = await context.request.post('/api/wholesale/applications', {
    headers: { Origin: baseURL },
    multipart: {
      legalName: applicant.legalName,
      dba: 'Green Leaf',
      licenceNumber: applicant.licenceNumber,
      licenceType: 'retail-dispensary',
      licenceExpiry: '2030-06-30',
      premisesStreet: '12 Main Street',
      premisesCity: 'Kingston',
      premisesState: 'NY',
      premisesZip: '12401',
      contactName: 'Jo Rivera',
      contactEmail: applicant.email,
      contactPhone: '(845) 555-0100',
      website: '',
      licenceDocument: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: licencePdf },
    },
  });
  assert.equal(response.status(), 201, await response.text());
  const accounts = (await api(context, 'GET', '/api/admin/buyer-accounts')).json;
  const account = accounts.find((a) => a.licenceNumber === applicant.licenceNumber);
  const check = await api(context, 'POST', `/api/admin/buyer-accounts/${account.id}/licence-checks`, {
    result: 'active',
    note: "Seen on OCM's verification page",
  });
  assert.equal(check.status, 201);
  return account;
}

/** The password approvedBuyer gives the applicant's buyer. */
export const buyerPassword = 'a-long-buyer-password';

/** An applied, checked and approved account whose buyer has a password (set by the operator's superuser); returns the buyer's session. */
export async function approvedBuyer(context, baseURL) {
  const account = await appliedAccount(context, baseURL);
  assert.equal((await api(context, 'POST', `/api/admin/buyer-accounts/${account.id}/approve`)).status, 200);
  const superuser = await superuserAuth(baseURL);
  const found = await fetch(`${baseURL}/api/collections/buyers/records?filter=${encodeURIComponent(`email="${applicant.email}"`)}`, {
    headers: superuser,
  });
  const [buyer] = (await found.json()).items;
  const set = await fetch(`${baseURL}/api/collections/buyers/records/${buyer.id}`, {
    method: 'PATCH',
    headers: { ...superuser, 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: buyerPassword, passwordConfirm: buyerPassword }),
  });
  assert.equal(set.status, 200, await set.text());
  const signedIn = await fetch(`${baseURL}/api/collections/buyers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ identity: applicant.email, password: buyerPassword }),
  });
  const session = await signedIn.json();
  assert.equal(signedIn.status, 200, JSON.stringify(session));
  return { Authorization: session.token };
}

/** Puts two Headhunter variants on the price list with stock in its lot; returns the variants and the lot. */
export async function pricedHeadhunter(context) {
  const headhunter = (await api(context, 'GET', '/api/admin/products')).json.find((p) => p.slug === 'headhunter');
  const [lot] = (await api(context, 'GET', `/api/admin/batches?filter=${encodeURIComponent(JSON.stringify({ productId: headhunter.id }))}`))
    .json;
  const variants = headhunter.variants.slice(0, 2);
  for (const v of variants) {
    const price = await api(context, 'POST', '/api/admin/wholesale-prices', { variant: v.id, unitPriceCents: 1800, caseSize: 6 });
    assert.equal(price.status, 201, JSON.stringify(price.json));
    const stock = await api(context, 'POST', '/api/admin/lot-stock', { variant: v.id, batch: lot.id, onHand: 120 });
    assert.equal(stock.status, 201, JSON.stringify(stock.json));
  }
  return { variants, lot };
}

/**
 * An approved buyer's order of 12 units of each of two variants, taken by staff's API from
 * submitted to delivered today (shipping issues its invoice); returns the order as staff
 * read it (with its invoice) and the buyer's session.
 */
export async function deliveredOrder(context, baseURL) {
  const { variants, lot } = await pricedHeadhunter(context);
  const buyer = await approvedBuyer(context, baseURL);
  const days = await (await fetch(`${baseURL}/api/wholesale/delivery-days`, { headers: buyer })).json();
  const placed = await fetch(`${baseURL}/api/wholesale/orders`, {
    method: 'POST',
    headers: { ...buyer, 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({
      poNumber: 'PO-9001',
      deliveryDay: days.days[0],
      lines: variants.map((v) => ({ variantId: v.id, lot: lot.lot, units: 12 })),
    }),
  });
  const order = await placed.json();
  assert.equal(placed.status, 201, JSON.stringify(order));
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  for (const move of [
    { to: 'accepted' },
    { to: 'packed' },
    { to: 'shipped', manifestNumber: 'MAN-2026-0099' },
    { to: 'delivered', deliveredOn: today },
  ]) {
    const moved = await api(context, 'POST', `/api/admin/wholesale-orders/${order.id}/transition`, move);
    assert.equal(moved.status, 200, `${move.to}: ${JSON.stringify(moved.json)}`);
  }
  const delivered = (await api(context, 'GET', `/api/admin/wholesale-orders/${order.id}`)).json;
  assert.equal(delivered.state, 'delivered');
  assert.ok(delivered.invoice, 'shipping issued the invoice');
  return { order: delivered, buyer };
}
