import { orderableCategory, productSorts, type Product, type ProductSort, type Variant } from './generated';
import { parsePrice } from './prices';

/**
 * The products page's list rules, as backend/catalog's product_list.go applies them to the
 * first screen it renders (rule_cases.json: productSearches, productSorts).
 */

/** The spec's product search: a case-insensitive substring of the name. */
export function matchesSearch(product: Pick<Product, 'name'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || product.name.toLowerCase().includes(q);
}

/** The order the address asks for (?sort=), the default (by name) when it names none of productSorts. */
export function sortFromQuery(value: string | null): ProductSort {
  return (productSorts as readonly string[]).includes(value ?? '') ? (value as ProductSort) : 'name';
}

type Sortable = Pick<Product, 'price' | 'thc' | 'category'> & { variants?: readonly Pick<Variant, 'price'>[] };

/** The lowest price a card shows: its sizes' lowest, else its own. */
function lowestPrice(p: Sortable): number {
  return p.variants && p.variants.length > 0 ? Math.min(...p.variants.map((v) => parsePrice(v.price))) : parsePrice(p.price);
}

/** By THC: the figure, and below every figure a product without one (merchandise, unknown). */
const thcRank = (p: Sortable) => (p.thc === null || p.category === orderableCategory ? -1 : p.thc);

/**
 * The list in sort's order, keeping the listing's order (by name) among equals: by price,
 * the lowest price first; by THC, the highest first.
 */
export function sortProducts<T extends Sortable>(products: readonly T[], sort: ProductSort): T[] {
  const list = [...products];
  if (sort === 'price') list.sort((a, b) => lowestPrice(a) - lowestPrice(b));
  if (sort === 'thc') list.sort((a, b) => thcRank(b) - thcRank(a));
  return list;
}
