import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ProductWithVariants } from '@farmsite/domain';
import { filterProducts } from './filter';

/** Cards the products page shows at first, and adds with each 'Show more products': six rows of the widest grid. */
export const PRODUCTS_PER_SCREEN = 24;

/**
 * The first screen of the products list in one category ('' for all), with the number
 * of products the whole list holds: what the server renders the page with and sends
 * along, instead of the whole catalogue. The page's search, filters and further screens
 * work on the full list, which the browser fetches once the page is hydrated.
 */
export interface ProductListHead {
  category: string;
  products: ProductWithVariants[];
  total: number;
}

export function productListHead(all: readonly ProductWithVariants[], category: string): ProductListHead {
  const shown = filterProducts(all, '', category);
  return { category, products: shown.slice(0, PRODUCTS_PER_SCREEN), total: shown.length };
}

/**
 * The head as a query, only ever filled from the page the server rendered: nothing fetches
 * it, and the page uses it until the full list is in. (Under the products' key, so a
 * change to the products marks it stale with the rest.)
 */
export const productListHeadQuery = (category: string) =>
  queryOptions<ProductListHead>({ queryKey: ['products', 'list-head', category], queryFn: skipToken, staleTime: Infinity });
