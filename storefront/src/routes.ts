/**
 * The storefront's pages (spec section 2). Every page but home is its own chunk, loaded on
 * first visit. `preloadRoute` starts a page's code and data early: for the first page while
 * the app starts (main.tsx waits briefly for them, so the first paint is the whole page, not
 * a skeleton), and for a link's page when it is hovered or focused.
 */
import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  activeCategoriesQuery,
  blogPostQuery,
  blogPostsQuery,
  featuredProductsQuery,
  locationsQuery,
  productQuery,
  productsQuery,
  productsWithVariantsQuery,
  siteQuery,
} from './api/queries';

type PageModule = { default: ComponentType };
type PageName = keyof typeof loaders;

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

/** Pages whose code has arrived: rendered directly, without a Suspense fallback first. */
const loaded: Partial<Record<PageName, ComponentType>> = {};

function loadPage(name: PageName): Promise<PageModule> {
  return loaders[name]().then((module) => {
    loaded[name] = module.default;
    return module;
  });
}

function page(name: PageName): FunctionComponent {
  const Lazy = lazy(() => loadPage(name));
  const Page = () => createElement(loaded[name] ?? Lazy);
  Page.displayName = `Page(${name})`;
  return Page;
}

export const pages = {
  products: page('products'),
  product: page('product'),
  locations: page('locations'),
  about: page('about'),
  blog: page('blog'),
  blogPost: page('blogPost'),
  contact: page('contact'),
  legal: page('legal'),
  notFound: page('notFound'),
};

/** Fetches one query's data unless it is younger than a few seconds. */
type Prefetch = (queryClient: QueryClient) => Promise<void>;

function prefetch<TData, TKey extends QueryKey>(query: FetchQueryOptions<TData, Error, TData, TKey>): Prefetch {
  const staleTime = typeof query.staleTime === 'number' ? query.staleTime : 0;
  return (queryClient) => queryClient.prefetchQuery({ ...query, staleTime: Math.max(staleTime, 5_000) });
}

/** Which page a path shows, the data its first screen needs, and data it shows further down. */
export function routeFor(pathname: string): { page?: PageName; queries: Prefetch[]; later?: Prefetch[] } {
  const path = pathname.replace(/\/+$/, '') || '/';
  const [, first = '', second, extra] = path.split('/');
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  if (extra === undefined) {
    // Home's first screen is the hero, drawn from the site settings every page loads.
    if (path === '/') return { queries: [], later: [prefetch(featuredProductsQuery), prefetch(productsQuery), prefetch(blogPostsQuery)] };
    if (first === 'products' && second) return { page: 'product', queries: [prefetch(productQuery(decode(second)))] };
    if (first === 'products') return { page: 'products', queries: [prefetch(productsWithVariantsQuery), prefetch(activeCategoriesQuery)] };
    if (first === 'blog' && second) return { page: 'blogPost', queries: [prefetch(blogPostQuery(decode(second)))] };
    if (first === 'blog') return { page: 'blog', queries: [prefetch(blogPostsQuery)] };
    if (second === undefined) {
      if (first === 'locations') return { page: 'locations', queries: [prefetch(locationsQuery)] };
      if (first === 'about' || first === 'contact' || first === 'legal') return { page: first, queries: [] };
    }
  }
  return { page: 'notFound', queries: [] };
}

/**
 * Starts loading a path's page code and data (and the site settings); resolves when they
 * are in, whether they succeeded or not. Data younger than a few seconds is not fetched again.
 */
export function preloadRoute(pathname: string, queryClient: QueryClient): Promise<unknown> {
  const { page: name, queries, later = [] } = routeFor(pathname);
  const code = name && !loaded[name] ? loadPage(name).catch(() => undefined) : undefined;
  later.forEach((load) => load(queryClient));
  return Promise.all([code, ...[prefetch(siteQuery), ...queries].map((load) => load(queryClient))]);
}
