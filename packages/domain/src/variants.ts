import { swagSizes, weightPattern, weightUnits } from './generated';

const weight = new RegExp(weightPattern);
const edgeSpaces = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;

/** Grams in a weight such as "3.5g", "3.5 g", "1 oz" or "1/8 oz"; null when it holds no weight. */
export function variantWeightInGrams(text: string | null | undefined): number | null {
  const match = weight.exec((text ?? '').toLowerCase().replace(edgeSpaces, ''));
  if (!match) return null;
  const [, amountText, unit] = match;
  let amount: number;
  if (amountText.includes('/')) {
    const [num, den] = amountText.split('/').map(Number);
    if (den === 0) return null;
    amount = num / den;
  } else {
    amount = Number(amountText);
  }
  if (!(amount > 0)) return null;
  return amount * weightUnits[unit as keyof typeof weightUnits];
}

/** What the order of variants depends on. */
export interface SortableVariant {
  name: string;
  weight?: string | null;
  price: string | number;
  sortOrder?: number;
}

/** The rank of a variant that is a Swag size (a name of swagSizes, no weight), or -1. */
export function sizeRank(variant: Pick<SortableVariant, 'name' | 'weight'>): number {
  if (variant.weight) return -1;
  return (swagSizes as readonly string[]).indexOf(variant.name);
}

/**
 * The order variants are shown in (spec section 4), everywhere: weighted ones first by
 * grams ascending, then sizes smallest first, then the other unweighted ones by price,
 * highest first; ties by sortOrder, then name.
 */
export function sortVariants<T extends SortableVariant>(variants: readonly T[]): T[] {
  return [...variants].sort((a, b) => {
    const ga = variantWeightInGrams(a.weight);
    const gb = variantWeightInGrams(b.weight);
    if ((ga === null) !== (gb === null)) return ga === null ? 1 : -1;
    if (ga !== null && gb !== null && Math.abs(ga - gb) > 1e-9) return ga - gb;
    if (ga === null) {
      const ra = sizeRank(a);
      const rb = sizeRank(b);
      if (ra >= 0 !== rb >= 0) return ra >= 0 ? -1 : 1;
      if (ra !== rb) return ra - rb;
      if (ra < 0) {
        const byPrice = Number(b.price) - Number(a.price);
        if (byPrice !== 0) return byPrice;
      }
    }
    const bySortOrder = (a.sortOrder ?? 0) - (b.sortOrder ?? 0);
    if (bySortOrder !== 0) return bySortOrder;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
}
