import type { Product, Variant } from './generated';
import { sortVariants } from './variants';

/** What the category rules read of a product. */
export type CategorizedProduct = Pick<Product, 'category' | 'images'> & {
  variants?: Pick<Variant, 'category' | 'images' | 'weight' | 'price' | 'name' | 'sortOrder'>[];
};

const sameCategory = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The spec's category filter: the product's own category or any of its variants' is the
 * chosen one, ignoring case; '' matches every product (backend/catalog's MatchesCategory).
 */
export function matchesCategory(product: CategorizedProduct, category: string): boolean {
  if (!category) return true;
  return sameCategory(product.category, category) || (product.variants ?? []).some((v) => sameCategory(v.category, category));
}

/**
 * The photos a product's card shows in a category: when the product is listed only
 * because one of its variants matches (Mimosa's pre-roll packs under Pre-Rolls), that
 * variant's photos (the first with photos, in the variants' order); otherwise the
 * product's own (backend/catalog's CardImages, which the server preloads).
 */
export function cardImages(product: CategorizedProduct, category: string): string[] {
  if (category && !sameCategory(product.category, category)) {
    const variant = sortVariants(product.variants ?? []).find((v) => sameCategory(v.category, category) && v.images.length > 0);
    if (variant) return variant.images;
  }
  return product.images;
}
