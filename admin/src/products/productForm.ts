import { productFields } from '@farmsite/domain';
import type { Product } from '../dataProvider';
import type { FormValues } from '../lib/formValues';
import { blankToNull } from '../lib/validation';

/** The spec's defaults for a new product, from the server's schema. */
export { productDefaults } from '@farmsite/domain';

const numberOrNull = (value: unknown) => {
    if (value === null || value === undefined || value === '') return null;
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
};

/** The product's optional texts, which the API stores as null when blank. */
const nullableTexts = Object.entries(productFields)
    .filter(([, field]) => field.kind === 'text' && 'nullable' in field && field.nullable)
    .map(([name]) => name);

const trimmedOrNull = (value: unknown) => blankToNull(typeof value === 'string' ? value.trim() : value);

/**
 * What the form sends: prices and percentages as numbers (an empty percentage is null,
 * "unknown", never 0), blank optional texts as null, and none of the read-only fields.
 */
export function productPayload(data: FormValues<Product>) {
    const { id: _id, createdAt: _c, updatedAt: _u, variants: _v, ...fields } = data;
    const optionalTexts = Object.fromEntries(
        nullableTexts.filter((name) => name in fields).map((name) => [name, trimmedOrNull(fields[name as keyof typeof fields])]),
    );
    return {
        ...fields,
        ...optionalTexts,
        name: String(fields.name ?? '').trim(),
        price: numberOrNull(fields.price),
        thc: numberOrNull(fields.thc),
        cbd: numberOrNull(fields.cbd),
        terps: numberOrNull(fields.terps),
    };
}
