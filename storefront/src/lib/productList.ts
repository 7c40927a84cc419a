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
