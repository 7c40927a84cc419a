/**
 * The storefront's routes (spec section 2). Every page but home is its own chunk, loaded
 * on first visit; `preloadRoute` fetches a page's code and data early (on hover or focus of
 * a link, and for the first page while the app starts).
 */
import { lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  activeCategoriesQuery, blogPostQuery, blogPostsQuery, featuredProductsQuery, locationsQuery, productQuery,
  productsQuery, productsWithVariantsQuery, siteQuery,
} from './api/queries';

type PageModule = { default: ComponentType };

const loaders = {
  products: () => import('./pages/ProductsPage'),
  product: () => import('./pages/ProductDetailPage'),
  locations: () => import('./pages/LocationsPage'),
  about: () => import('./pages/AboutPage'),
  blog: () => import('./pages/BlogPage'),
  blogPost: () => import('./pages/BlogPostPage'),
  contact: () => import('./pages/ContactPage'),
  legal: () => import('./pages/LegalPage'),
  notFound: () => import('./pages/NotFoundPage'),
} satisfies Record<string, () => Promise<PageModule>>;

export const pages = {
  products: lazy(loaders.products),
  product: lazy(loaders.product),
  locations: lazy(loaders.locations),
  about: lazy(loaders.about),
  blog: lazy(loaders.blog),
  blogPost: lazy(loaders.blogPost),
  contact: lazy(loaders.contact),
  legal: lazy(loaders.legal),
  notFound: lazy(loaders.notFound),
};

/** Which page and data a path needs. */
function match(pathname: string): { load?: () => Promise<PageModule>; data: (qc: QueryClient) => void } {
  const path = pathname.replace(/\/+$/, '') || '/';
  const [, first = '', second, extra] = path.split('/');
  const prefetch = (qc: QueryClient, ...queries: Parameters<QueryClient['prefetchQuery']>[0][]) =>
    // Data younger than a few seconds is not fetched again just because a link was hovered.
    queries.forEach((q) => void qc.prefetchQuery({ ...q, staleTime: Math.max(q.staleTime === undefined || typeof q.staleTime === 'function' ? 0 : q.staleTime, 5_000) }));
  if (extra === undefined) {
    if (path === '/') return { data: (qc) => prefetch(qc, featuredProductsQuery, productsQuery, blogPostsQuery) };
    if (first === 'products' && second) return { load: loaders.product, data: (qc) => prefetch(qc, productQuery(decodeURIComponent(second))) };
    if (first === 'products') return { load: loaders.products, data: (qc) => prefetch(qc, productsWithVariantsQuery, activeCategoriesQuery) };
    if (first === 'blog' && second) return { load: loaders.blogPost, data: (qc) => prefetch(qc, blogPostQuery(decodeURIComponent(second))) };
    if (first === 'blog') return { load: loaders.blog, data: (qc) => prefetch(qc, blogPostsQuery) };
    if (second === undefined) {
      const single: Record<string, { load: () => Promise<PageModule>; data: (qc: QueryClient) => void }> = {
        locations: { load: loaders.locations, data: (qc) => prefetch(qc, locationsQuery) },
        about: { load: loaders.about, data: () => {} },
        contact: { load: loaders.contact, data: () => {} },
        legal: { load: loaders.legal, data: () => {} },
      };
      if (single[first]) return single[first];
    }
  }
  return { load: loaders.notFound, data: () => {} };
}

const preloaded = new Set<string>();

/** Starts loading a page's code and data; harmless to call often. */
export function preloadRoute(pathname: string, queryClient: QueryClient): void {
  const { load, data } = match(pathname);
  if (!preloaded.has(pathname)) {
    preloaded.add(pathname);
    void load?.().catch(() => preloaded.delete(pathname));
  }
  void queryClient.prefetchQuery(siteQuery);
  data(queryClient);
}
