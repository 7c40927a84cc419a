// A dispensary's application as the site's form sends it, for the back office's wholesale tests.
import assert from 'node:assert/strict';
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
