import type { Variant } from '../api/types';
import { parsePrice } from './format';

/** The spec's ounce-to-gram factor. */
export const GRAMS_PER_OUNCE = 28.35;

// Mirrors the server's catalog.VariantWeightInGrams so both order variants alike.
const weightPattern = /^(\d+(?:\.\d+)?|\d+\/\d+|\.\d+)\s*(mg|g|gr|gram|grams|oz|ounce|ounces|lb|lbs)\.?$/;

/** Grams in a weight such as "3.5g", "3.5 g", "1 oz" or "1/8 oz"; null when it holds no weight. */
export function variantWeightInGrams(weight: string | null | undefined): number | null {
  const m = weightPattern.exec((weight ?? '').trim().toLowerCase());
  if (!m) return null;
  let amount: number;
  if (m[1].includes('/')) {
    const [num, den] = m[1].split('/').map(Number);
    if (den === 0) return null;
    amount = num / den;
  } else {
    amount = Number(m[1]);
  }
  if (!(amount > 0)) return null;
  switch (m[2]) {
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

type SortableVariant = Pick<Variant, 'weight' | 'price' | 'name'> & { sortOrder?: number };

/**
 * Spec section 4: weighted variants first, by grams ascending; unweighted ones after,
 * by price descending. Ties by sortOrder then name, as the server does, so the order is stable.
 */
export function sortVariants<T extends SortableVariant>(variants: readonly T[]): T[] {
  return [...variants].sort((a, b) => {
    const ga = variantWeightInGrams(a.weight);
    const gb = variantWeightInGrams(b.weight);
    if ((ga === null) !== (gb === null)) return ga === null ? 1 : -1;
    if (ga !== null && gb !== null && Math.abs(ga - gb) > 1e-9) return ga - gb;
    if (ga === null) {
      const pa = parsePrice(a.price);
      const pb = parsePrice(b.price);
      if (pa !== pb) return pb - pa;
    }
    const oa = a.sortOrder ?? 0;
    const ob = b.sortOrder ?? 0;
    if (oa !== ob) return oa - ob;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
}

export interface PriceRange {
  min: number;
  max: number;
}

/** The lowest and highest price over the variants, or the product's own price when it has none. */
export function priceRange(price: string, variants: readonly Pick<Variant, 'price'>[] = []): PriceRange {
  if (variants.length === 0) {
    const p = parsePrice(price);
    return { min: p, max: p };
  }
  const prices = variants.map((v) => parsePrice(v.price));
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The variant chosen when the visitor has chosen none: the first available one in display order. */
export function defaultVariant<T extends Pick<Variant, 'inStock'>>(sorted: readonly T[]): T | undefined {
  return sorted.find((v) => v.inStock) ?? sorted[0];
}

/**
 * The detail gallery: the product's photos, then the chosen variant's own ones (no repeats),
 * so the main photo is stable and a variant's photo is one step away.
 */
export function galleryImages(productImages: readonly string[], variant?: Pick<Variant, 'images'>): string[] {
  return [...new Set([...productImages, ...(variant?.images ?? [])].filter(Boolean))];
}
