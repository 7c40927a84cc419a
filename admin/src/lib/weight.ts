/** The spec's ounce-to-gram factor. */
export const GRAMS_PER_OUNCE = 28.35;

const weightPattern = /^(\d+(?:\.\d+)?|\d+\/\d+|\.\d+)\s*(mg|g|gr|gram|grams|oz|ounce|ounces|lb|lbs)\.?$/;

/**
 * Parses a variant weight such as '3.5g', '3.5 g', '1 oz' or '1/8 oz' into grams
 * (the server's catalog.VariantWeightInGrams); null when the text holds no weight.
 */
export function variantWeightInGrams(weight: string | null | undefined): number | null {
    const match = weightPattern.exec((weight ?? '').trim().toLowerCase());
    if (!match) return null;
    const [, amountText, unit] = match;
    let amount: number;
    if (amountText.includes('/')) {
        const [num, den] = amountText.split('/').map(Number);
        if (!den) return null;
        amount = num / den;
    } else {
        amount = Number(amountText);
    }
    if (!(amount > 0)) return null;
    switch (unit) {
        case 'mg':
            return amount / 1000;
        case 'oz':
        case 'ounce':
        case 'ounces':
            return amount * GRAMS_PER_OUNCE;
        case 'lb':
        case 'lbs':
            return amount * 16 * GRAMS_PER_OUNCE;
        default:
            return amount;
    }
}

interface SortableVariant {
    weight?: string | null;
    price: string | number;
    name?: string;
}

/**
 * The admin's variant order: by weight in grams ascending; variants with no parseable
 * weight after them, ordered by price (highest first, as the storefront shows them).
 */
export function sortVariantsByWeight<T extends SortableVariant>(variants: readonly T[]): T[] {
    return [...variants].sort((a, b) => {
        const ga = variantWeightInGrams(a.weight);
        const gb = variantWeightInGrams(b.weight);
        if ((ga === null) !== (gb === null)) return ga === null ? 1 : -1;
        if (ga !== null && gb !== null && Math.abs(ga - gb) > 1e-9) return ga - gb;
        if (ga === null) {
            const byPrice = Number(b.price) - Number(a.price);
            if (byPrice !== 0) return byPrice;
        }
        return (a.name ?? '').localeCompare(b.name ?? '');
    });
}
