import {
    agingBucketKeys,
    type AgingBucket,
    type AgingBucketKey,
    dueAfterDelivery,
    type Invoice,
    type OverdueInvoice,
    type PaymentMethod,
    paymentStatusLabels,
    type PaymentStatus,
} from '@farmsite/domain';
import { centsToDollars, dollarsToCents } from '../wholesaleForm';

export const paymentStatusChoices = (Object.keys(paymentStatusLabels) as PaymentStatus[]).map((id) => ({
    id,
    name: paymentStatusLabels[id],
}));

export const paymentMethodLabels: Record<PaymentMethod, string> = { check: 'Check', ach: 'ACH', cash: 'Cash' };

export const paymentMethodChoices = (Object.keys(paymentMethodLabels) as PaymentMethod[]).map((id) => ({
    id,
    name: paymentMethodLabels[id],
}));

/** The aging's columns as the chart and the tables head them. */
export const agingBucketLabels: Record<AgingBucketKey, string> = {
    current: 'Current',
    '1-30': '1–30 days',
    '31-60': '31–60 days',
    '61-90': '61–90 days',
    'over-90': 'Over 90 days',
};

/** A due date as staff read it: the day, or the term's rule until the delivery sets it. */
export const dueText = (invoice: Pick<Invoice, 'dueOn' | 'termDays'>) => invoice.dueOn || dueAfterDelivery(invoice.termDays);

/** A payment as the dialog holds it: the amount in dollars as typed. */
export interface PaymentValues {
    method: PaymentMethod | '';
    reference: string;
    amount: string;
    receivedOn: string;
}

/** A credit note as the dialog holds it. */
export interface CreditNoteValues {
    amount: string;
    reason: string;
}

/** The field messages the dialog can give before asking the server (which checks all of it again). */
function amountProblem(amount: string): string | undefined {
    const cents = dollarsToCents(amount);
    if (Number.isNaN(cents)) return 'Enter an amount in dollars, such as 125.50';
    if (cents <= 0) return 'The amount must be more than $0.00';
    return undefined;
}

/** A payment's body for POST /api/admin/payments, or the fields to fix first. */
export function paymentBody(
    invoice: string,
    v: PaymentValues,
): { body: Record<string, unknown>; errors?: undefined } | { body?: undefined; errors: Record<string, string> } {
    const errors: Record<string, string> = {};
    const amount = amountProblem(v.amount);
    if (amount) errors.amount = amount;
    if (!v.method) errors.method = 'Choose how it was paid';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.receivedOn)) errors.receivedOn = 'Enter the day it was received';
    if (Object.keys(errors).length) return { errors };
    return {
        body: { invoice, method: v.method, reference: v.reference.trim(), amountCents: dollarsToCents(v.amount), receivedOn: v.receivedOn },
    };
}

/** A credit note's body for POST /api/admin/credit-notes, or the fields to fix first. */
export function creditNoteBody(
    invoice: string,
    v: CreditNoteValues,
): { body: Record<string, unknown>; errors?: undefined } | { body?: undefined; errors: Record<string, string> } {
    const errors: Record<string, string> = {};
    const amount = amountProblem(v.amount);
    if (amount) errors.amount = amount;
    if (!v.reason.trim()) errors.reason = 'Say why the invoice is credited';
    if (Object.keys(errors).length) return { errors };
    return { body: { invoice, amountCents: dollarsToCents(v.amount), reason: v.reason.trim() } };
}

/** The server's field names (amountCents) as the dialog's (amount). */
export const dialogFieldErrors = (errors: Record<string, string>): Record<string, string> =>
    Object.fromEntries(Object.entries(errors).map(([k, m]) => [k === 'amountCents' ? 'amount' : k, m]));

/** One CSV cell: quoted when it must be, and never read as a formula by a spreadsheet. */
export function csvCell(value: string | number): string {
    let s = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The overdue invoices as the CSV staff keep for OCM's report of buyers more than 30 days late. */
export function overdueCsv(rows: OverdueInvoice[]): string {
    const header = ['Invoice', 'Dispensary', 'Licence number', 'Issued', 'Due', 'Days late', 'Balance (USD)'];
    const lines = rows.map((r) =>
        [r.number, r.legalName, r.licenceNumber, r.issuedAt.slice(0, 10), r.dueOn, r.daysLate, centsToDollars(r.balanceCents)]
            .map(csvCell)
            .join(','),
    );
    return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The aging's columns in order, every one present (a bucket the answer lacks is $0, no invoice), named as the chart shows them. */
export function agingRows(
    buckets: AgingBucket[],
): { key: AgingBucketKey; label: string; cents: number; dollars: number; invoices: number }[] {
    return agingBucketKeys.map((key) => {
        const b = buckets.find((x) => x.key === key);
        const cents = b?.cents ?? 0;
        return { key, label: agingBucketLabels[key], cents, dollars: cents / 100, invoices: b?.invoices ?? 0 };
    });
}
