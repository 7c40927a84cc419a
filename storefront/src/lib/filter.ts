import { sortVariants, type BlogPost, type Product, type Variant } from '@farmsite/domain';

type FilterableProduct = Pick<Product, 'name' | 'category' | 'images'> & {
  variants?: Pick<Variant, 'category' | 'images' | 'weight' | 'price' | 'name' | 'sortOrder'>[];
};

/** The category from the address (spec section 5: lowercased); '' means all categories. */
export function categoryFromQuery(value: string | null): string {
  return (value ?? '').trim().toLowerCase();
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Case-insensitive substring match on the name. */
export function matchesSearch(product: Pick<Product, 'name'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || product.name.toLowerCase().includes(q);
}

/** True when the product's own category or any variant's category is the chosen one, ignoring case. */
export function matchesCategory(product: FilterableProduct, category: string): boolean {
  if (!category) return true;
  return sameText(product.category, category) || (product.variants ?? []).some((v) => sameText(v.category, category));
}

export function filterProducts<T extends FilterableProduct>(products: readonly T[], query: string, category: string): T[] {
  return products.filter((p) => matchesSearch(p, query) && matchesCategory(p, category));
}

/**
 * The photos a card shows: when the product is listed only because one of its variants
 * matches the chosen category (Mimosa's pre-roll packs under Pre-Rolls), that variant's
 * photos; otherwise the product's own.
 */
export function cardImages(product: FilterableProduct, category: string): string[] {
  if (category && !sameText(product.category, category)) {
    const variant = sortVariants(product.variants ?? []).find((v) => sameText(v.category, category) && v.images.length > 0);
    if (variant) return variant.images;
  }
  return product.images;
}

/** Case-insensitive substring match on the title. */
export function filterPosts<T extends Pick<BlogPost, 'title'>>(posts: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  return q ? posts.filter((p) => p.title.toLowerCase().includes(q)) : [...posts];
}
