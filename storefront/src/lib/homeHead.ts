import { queryOptions, skipToken } from '@tanstack/react-query';
import type { BlogPost, Product } from '@farmsite/domain';
import { api } from '../api/client';

/**
 * What the home page's sections show before the full lists are in (catalog.HomeHead, backend/catalog/home.go):
 * the products of the catalogue they can show, in its order, and the newest post. Only the
 * server's render reads it (`serverRead`) and the page carries it, like the products
 * page's first screen: the browser never fetches it, and fetches the full lists once hydrated.
 */
export interface HomeHead {
  products: Product[];
  posts: BlogPost[];
}

export const homeHeadQuery = (serverRead = false) =>
  queryOptions<HomeHead>({
    queryKey: ['home', 'head'],
    queryFn: serverRead ? api.homeHead : skipToken,
    staleTime: Infinity,
  });
