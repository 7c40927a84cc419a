import { batchDefaults } from '@farmsite/domain';

/** A new batch's form values, from the server's schema. */
export { batchDefaults };

const numberOrNull = (value: unknown) => {
    if (value === null || value === undefined || value === '') return null;
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
};

const text = (value: unknown) => String(value ?? '').trim();

/**
 * What the form sends: the fields staff set, the lot in capitals (the server's form), an
 * empty harvest date as null and the figures as numbers or null (unknown, never 0).
 */
export function batchPayload(data: Record<string, unknown>) {
    return {
        productId: data.productId,
        lot: text(data.lot).toUpperCase(),
        harvestDate: text(data.harvestDate) || null,
        testDate: text(data.testDate),
        labName: text(data.labName),
        labLicense: text(data.labLicense),
        coa: text(data.coa),
        thc: numberOrNull(data.thc),
        cbd: numberOrNull(data.cbd),
        terps: numberOrNull(data.terps),
    };
}
