import { limits } from '@farmsite/domain';
import type { Product } from '../dataProvider';
import type { FormValues } from '../lib/formValues';
import { blankToNull } from '../lib/validation';

/** The spec's defaults for a new product. */
export const productDefaults = {
    name: '',
    slug: '',
    description: '',
    price: limits.defaultProductPrice,
    category: 'Flower',
    images: [] as string[],
    strainTestUrl: null,
    thc: null,
    cbd: null,
    terps: null,
    inStock: true,
    featured: false,
    size: null,
    effects: [] as string[],
    terpenes: [] as string[],
    status: 'published',
};

const numberOrNull = (value: unknown) => {
    if (value === null || value === undefined || value === '') return null;
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
};

/**
 * What the form sends: prices and percentages as numbers (an empty percentage is null,
 * "unknown", never 0), blank optional texts as null, and none of the read-only fields.
 */
export function productPayload(data: FormValues<Product>) {
    const { id: _id, createdAt: _c, updatedAt: _u, variants: _v, ...fields } = data;
    return {
        ...fields,
        name: String(fields.name ?? '').trim(),
        price: numberOrNull(fields.price),
        thc: numberOrNull(fields.thc),
        cbd: numberOrNull(fields.cbd),
        terps: numberOrNull(fields.terps),
        strainTestUrl: blankToNull(typeof fields.strainTestUrl === 'string' ? fields.strainTestUrl.trim() : fields.strainTestUrl),
        size: blankToNull(typeof fields.size === 'string' ? fields.size.trim() : fields.size),
    };
}
