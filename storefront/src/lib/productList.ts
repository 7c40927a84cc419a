import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ProductListHead, ProductSort } from '@farmsite/domain';
import { api } from '../api/client';

/**
 * The products page's first screen in one category, for a name search, in an order
 * (catalog.ListHead on the server: the first productsPerScreen products and the whole
 * list's count). Only the server's render
 * reads it (`serverRead`), and the page carries it: the browser never fetches it, and the
 * page uses it until the full list is in. (Under the products' key, so a change to the
 * products marks it stale with the rest.)
 */
export const productListHeadQuery = (category: string, search: string, sort: ProductSort, serverRead = false) =>
  queryOptions<ProductListHead>({
    queryKey: ['products', 'list-head', category, search, sort],
    queryFn: serverRead ? () => api.productListHead(category, search, sort) : skipToken,
    staleTime: Infinity,
  });
