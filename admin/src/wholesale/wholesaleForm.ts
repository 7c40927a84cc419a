import type { VolumeBreak } from '../dataProvider';

/** Cents as the forms show them: 1800 is "18.00". */
export const centsToDollars = (cents: number | null | undefined): string =>
    cents == null || !Number.isFinite(cents) ? '' : (cents / 100).toFixed(2);

/** Dollars typed in a form as whole cents ("18" and "18.00" are 1800); NaN when unreadable. */
export function dollarsToCents(text: string | number | null | undefined): number {
    const s = String(text ?? '')
        .trim()
        .replace(/^\$/, '');
    if (!/^\d+(\.\d{1,2})?$/.test(s)) return NaN;
    return Math.round(Number(s) * 100);
}

/** A volume break as the form edits it: its price in dollars. */
export interface VolumeBreakRow {
    minUnits: number | string;
    unitPrice: string;
}

/** The server's price row from the form's values: prices in cents, breaks in ascending order as typed. */
export function priceRowPayload(values: {
    variant?: string;
    unitPrice?: string;
    caseSize?: number | string;
    minimumUnits?: number | string;
    incrementUnits?: number | string;
    active?: boolean;
    breaks?: VolumeBreakRow[];
}) {
    const whole = (v: number | string | undefined) => (v === '' || v == null ? 0 : Number(v));
    return {
        variant: values.variant,
        unitPriceCents: dollarsToCents(values.unitPrice),
        caseSize: whole(values.caseSize),
        minimumUnits: whole(values.minimumUnits),
        incrementUnits: whole(values.incrementUnits),
        active: values.active ?? true,
        volumeBreaks: (values.breaks ?? []).map((b): VolumeBreak => ({
            minUnits: Number(b.minUnits),
            unitPriceCents: dollarsToCents(b.unitPrice),
        })),
    };
}

/** The form's values of a saved price row. */
export function priceRowValues(row: { unitPriceCents: number; volumeBreaks: VolumeBreak[] }): {
    unitPrice: string;
    breaks: VolumeBreakRow[];
} {
    return {
        unitPrice: centsToDollars(row.unitPriceCents),
        breaks: (row.volumeBreaks ?? []).map((b) => ({ minUnits: b.minUnits, unitPrice: centsToDollars(b.unitPriceCents) })),
    };
}

/** "60+ units: $17.00, 120+ units: $16.00" (or "None"). */
export const breaksText = (breaks: VolumeBreak[] | undefined): string =>
    breaks?.length ? breaks.map((b) => `${b.minUnits}+ units: $${centsToDollars(b.unitPriceCents)}`).join(', ') : 'None';

/**
 * What the server will refuse in a row's breaks, checked as staff type (the server's
 * rule: ascending units above the minimum, each cheaper than the price and the break before).
 */
export function volumeBreaksProblem(unitPriceCents: number, minimumUnits: number, breaks: VolumeBreak[]): string | undefined {
    let lastUnits = minimumUnits;
    let lastCents = unitPriceCents;
    for (const b of breaks) {
        if (!Number.isInteger(b.minUnits) || !Number.isInteger(b.unitPriceCents) || b.minUnits < 1 || b.unitPriceCents < 1)
            return 'Each volume break needs whole units and a price';
        if (b.minUnits <= lastUnits) return 'Volume breaks must be in ascending order of units, each above the minimum order';
        if (b.unitPriceCents >= lastCents) return 'Each volume break must be cheaper than the unit price and than the break before it';
        lastUnits = b.minUnits;
        lastCents = b.unitPriceCents;
    }
    return undefined;
}

/** The price form's field of each server field whose name differs (prices are typed in dollars). */
const priceFormFieldOf: Record<string, string> = { unitPriceCents: 'unitPrice', volumeBreaks: 'breaks' };

/**
 * The server's field messages of a refused price row (react-admin's body.errors) on the
 * price form's own fields, so each shows under the input staff typed it in.
 */
export const priceFormErrors = (errors: Record<string, string> | undefined): Record<string, string> | undefined =>
    errors && Object.fromEntries(Object.entries(errors).map(([field, message]) => [priceFormFieldOf[field] ?? field, message]));

/** "$18.00 a unit · case of 6 · minimum 12 · in steps of 6": a price row in one line. */
export const priceRowText = (row: { unitPriceCents: number; caseSize: number; minimumUnits: number; incrementUnits: number }): string =>
    `$${centsToDollars(row.unitPriceCents)} a unit · case of ${row.caseSize} · minimum ${row.minimumUnits} · in steps of ${row.incrementUnits}`;

/** A new price row's form: one unit a case, on the menu, no breaks. */
export const priceDefaults = { caseSize: 1, active: true, breaks: [] as VolumeBreakRow[] };
