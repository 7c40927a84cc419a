/**
 * The route table: the pages of pageRoutes.ts (the page table) as react-router route objects, with their
 * code and the queries their first screen needs. Every page is its own chunk, loaded on first
 * visit (the server preloads the first page's: see the route manifest plugin).
 * `preloadRoute` starts a page's code and data early: for the first page while the app
 * starts (main.tsx waits briefly for them, so the first paint is the whole page, not a
 * skeleton), and for a link's page when it is hovered or focused.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import {
  activeCategoriesQuery,
  blogPostQuery,
  blogPostsQuery,
  carriedProductsQuery,
  featuredProductsQuery,
  locationsQuery,
  lotPageQuery,
  productQuery,
  productsQuery,
  productsWithVariantsQuery,
  siteQuery,
} from './api/queries';
import { pageRoutes, type PagePath } from './pageRoutes';

type PageModule = { default: ComponentType };

/** Every page's code, loaded on demand (each its own chunk), by module from the root. */
const lazyPages = import.meta.glob<PageModule>('/src/pages/*Page.tsx');

/** Pages whose code has arrived. */
const loaded = new Map<string, ComponentType>();

/** A page's component, once its code is in. */
export function loadPage(module: string): Promise<ComponentType> {
  const page = loaded.get(module);
  if (page) return Promise.resolve(page);
  const load = lazyPages[`/${module}`];
  if (!load) return Promise.reject(new Error(`No page module ${module}`));
  return load().then(({ default: component }) => {
    loaded.set(module, component);
    return component;
  });
}

/** Adds pages whose code is already here, by path from the root (the server entry has them all). */
export function registerPages(modules: Record<string, PageModule>): void {
  for (const [path, { default: component }] of Object.entries(modules)) loaded.set(path.replace(/^\//, ''), component);
}

/** A lazily loaded page that, once its code is in, renders without a Suspense fallback first. */
function lazyPage(module: string): ComponentType {
  const Lazy = lazy(() => loadPage(module).then((component) => ({ default: component })));
  const Page = () => createElement(loaded.get(module) ?? Lazy);
  Page.displayName = `Page(${module})`;
  return Page;
}

/** The pages as react-router route objects (for `useRoutes`). */
export const pageRouteObjects: RouteObject[] = pageRoutes.map(({ path, module }) => ({
  path,
  Component: lazyPage(module),
}));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQuery = FetchQueryOptions<any, any, any, any>;

/** The data a page's first screen needs, and data it shows further down. */
export interface PageQueries {
  first: AnyQuery[];
  later?: AnyQuery[];
}

const pageQueries: { [P in PagePath]?: (params: Params) => PageQueries } = {
  // Home: the hero (from the site settings every page loads) and the featured products; the
  // server renders the rest from a few products and the newest post (homeHeadQuery).
  '/': () => ({ first: [featuredProductsQuery], later: [productsQuery, blogPostsQuery] }),
  '/products': () => ({ first: [productsWithVariantsQuery, activeCategoriesQuery] }),
  '/products/:slug': ({ slug = '' }) => ({ first: [productQuery(slug)] }),
  '/locations': () => ({ first: [locationsQuery, carriedProductsQuery] }),
  '/about': () => ({ first: [locationsQuery] }),
  '/blog': () => ({ first: [blogPostsQuery] }),
  '/blog/:slug': ({ slug = '' }) => ({ first: [blogPostQuery(slug)] }),
  '/coa/:slug': ({ slug = '' }) => ({ first: [lotPageQuery(slug)] }),
};

const matchable = pageRoutes.map((route) => ({ ...route }));

/** The route a path shows (the not-found page when no other matches), with its params. */
export function matchPage(pathname: string): { route: (typeof matchable)[number]; params: Params } {
  const [match] = matchRoutes(matchable, pathname) ?? [];
  return { route: match!.route, params: match!.params };
}

/** The page module a path shows, and the queries of its first screen and further down. */
export function routeQueries(pathname: string): PageQueries & { module: string } {
  const { route, params } = matchPage(pathname);
  return { module: route.module, ...(pageQueries[route.path]?.(params) ?? { first: [] }) };
}

/**
 * Starts loading a path's page code and data (and the site settings); resolves when they
 * are in, whether they succeeded or not. Data younger than a few seconds is not fetched again.
 * For a page the server rendered (`rendered`), its first screen's data came with it: what the
 * page needs beyond that (the products page's full list, home's `later` lists) its queries
 * fetch once hydrated, so that hydration starts from exactly the server's data, never waits
 * for more, and shares neither the line nor the processor with those reads.
 */
export function preloadRoute(pathname: string, queryClient: QueryClient, { rendered = false } = {}): Promise<unknown> {
  const { module, first: firstScreen, later = [] } = routeQueries(pathname);
  const first = rendered ? [] : firstScreen;
  const code = loaded.has(module) ? undefined : loadPage(module).catch(() => undefined);
  const prefetch = (q: AnyQuery) => {
    const staleTime = typeof q.staleTime === 'number' ? q.staleTime : 0;
    return queryClient.prefetchQuery({ ...q, staleTime: Math.max(staleTime, 5_000) });
  };
  if (!rendered) later.forEach(prefetch);
  return Promise.all([code, ...[siteQuery, ...first].map(prefetch)]);
}
