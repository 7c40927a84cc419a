import { matchesCategory, type BlogPost, type CategorizedProduct, type Product } from '@farmsite/domain';

type FilterableProduct = CategorizedProduct & Pick<Product, 'name'>;

/** The category from the address (spec section 5: lowercased); '' means all categories. */
export function categoryFromQuery(value: string | null): string {
  return (value ?? '').trim().toLowerCase();
}

/** Case-insensitive substring match on the name. */
export function matchesSearch(product: Pick<Product, 'name'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || product.name.toLowerCase().includes(q);
}

export function filterProducts<T extends FilterableProduct>(products: readonly T[], query: string, category: string): T[] {
  return products.filter((p) => matchesSearch(p, query) && matchesCategory(p, category));
}

/** Case-insensitive substring match on the title. */
export function filterPosts<T extends Pick<BlogPost, 'title'>>(posts: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  return q ? posts.filter((p) => p.title.toLowerCase().includes(q)) : [...posts];
}
