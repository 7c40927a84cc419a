import {
  matchesCategory,
  matchesSearch,
  sortFromQuery,
  type BlogPost,
  type CategorizedProduct,
  type Product,
  type ProductSort,
} from '@farmsite/domain';

export { matchesSearch };

type FilterableProduct = CategorizedProduct & Pick<Product, 'name'>;

/** The category from the address (spec section 5: lowercased); '' means all categories. */
export function categoryFromQuery(value: string | null): string {
  return (value ?? '').trim().toLowerCase();
}

/** What the products page's address holds: ?category=, the name search ?q= (trimmed) and the order ?sort=. */
export interface ProductListState {
  category: string;
  search: string;
  sort: ProductSort;
}

export function productListState(params: URLSearchParams): ProductListState {
  return {
    category: categoryFromQuery(params.get('category')),
    search: (params.get('q') ?? '').trim(),
    sort: sortFromQuery(params.get('sort')),
  };
}

export function filterProducts<T extends FilterableProduct>(products: readonly T[], query: string, category: string): T[] {
  return products.filter((p) => matchesSearch(p, query) && matchesCategory(p, category));
}

/** Case-insensitive substring match on the title. */
export function filterPosts<T extends Pick<BlogPost, 'title'>>(posts: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  return q ? posts.filter((p) => p.title.toLowerCase().includes(q)) : [...posts];
}
