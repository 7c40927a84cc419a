import { describe, expect, it } from 'vitest';
import { agingRows, creditNoteBody, csvCell, dialogFieldErrors, dueText, overdueCsv, paymentBody } from './invoiceMoney';

describe('paymentBody', () => {
    const ok = { method: 'check' as const, reference: ' 1042 ', amount: '125.5', receivedOn: '2026-11-20' };
    it('sends the amount in cents and the reference trimmed', () => {
        expect(paymentBody('inv1', ok).body).toEqual({
            invoice: 'inv1',
            method: 'check',
            reference: '1042',
            amountCents: 12550,
            receivedOn: '2026-11-20',
        });
        expect(paymentBody('inv1', { ...ok, amount: '$1000.00' }).body?.amountCents).toBe(100000);
    });
    it('names each field to fix and sends nothing', () => {
        expect(paymentBody('inv1', { method: '', reference: '', amount: '12.345', receivedOn: '' }).errors).toEqual({
            amount: 'Enter an amount in dollars, such as 125.50',
            method: 'Choose how it was paid',
            receivedOn: 'Enter the day it was received',
        });
        expect(paymentBody('inv1', { ...ok, amount: '0' }).errors).toEqual({ amount: 'The amount must be more than $0.00' });
    });
});

describe('creditNoteBody', () => {
    it('needs an amount and a reason', () => {
        expect(creditNoteBody('inv1', { amount: '', reason: ' ' }).errors).toEqual({
            amount: 'Enter an amount in dollars, such as 125.50',
            reason: 'Say why the invoice is credited',
        });
        expect(creditNoteBody('inv1', { amount: '40', reason: ' Damaged case ' }).body).toEqual({
            invoice: 'inv1',
            amountCents: 4000,
            reason: 'Damaged case',
        });
    });
});

it("puts the server's amountCents message on the amount field", () => {
    expect(dialogFieldErrors({ amountCents: "A payment cannot be more than the invoice's balance ($12.34)", reference: 'x' })).toEqual({
        amount: "A payment cannot be more than the invoice's balance ($12.34)",
        reference: 'x',
    });
});

it('says the term until delivery sets the due date', () => {
    expect(dueText({ dueOn: '', termDays: 45 })).toBe('Due 45 days after delivery');
    expect(dueText({ dueOn: '2026-12-30', termDays: 30 })).toBe('2026-12-30');
});

describe('overdueCsv', () => {
    it('writes one row per invoice, quoted where needed, with no formulas', () => {
        const csv = overdueCsv([
            {
                invoice: 'i1',
                number: 'INV-2026-00001',
                account: 'a1',
                legalName: 'Green, "Leaf" LLC',
                licenceNumber: 'OCM-RETL-24-000123',
                issuedAt: '2026-09-01 14:00:00.000Z',
                dueOn: '2026-10-03',
                daysLate: 57,
                balanceCents: 123456,
            },
        ]);
        expect(csv).toBe(
            'Invoice,Dispensary,Licence number,Issued,Due,Days late,Balance (USD)\r\n' +
                'INV-2026-00001,"Green, ""Leaf"" LLC",OCM-RETL-24-000123,2026-09-01,2026-10-03,57,1234.56\r\n',
        );
        expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
        expect(csvCell(-5)).toBe('-5');
    });
});

it('gives the aging every column in order, named, a missing one as $0', () => {
    const rows = agingRows([
        { key: 'over-90', label: 'over 90', cents: 5000, invoices: 1 },
        { key: 'current', label: 'current', cents: 123456, invoices: 2 },
    ]);
    expect(rows.map((r) => [r.label, r.cents, r.dollars, r.invoices])).toEqual([
        ['Current', 123456, 1234.56, 2],
        ['1–30 days', 0, 0, 0],
        ['31–60 days', 0, 0, 0],
        ['61–90 days', 0, 0, 0],
        ['Over 90 days', 5000, 50, 1],
    ]);
});
