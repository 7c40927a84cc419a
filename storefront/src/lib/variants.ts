import { parsePrice, type Variant } from '@farmsite/domain';

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
