/**
 * TanStack Query options for every read, with the spec's rules (sections 7 and 9). The
 * client's defaults (no retries, never stale, no refetch on focus, no polling) are in
 * queryClient.ts; what differs is set here.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

export const queryKeys = {
  site: ['site'] as const,
  allProducts: ['products'] as const,
  products: ['products', 'list'] as const,
  featuredProducts: ['products', 'featured'] as const,
  productsWithVariants: ['products', 'with-variants'] as const,
  product: (slug: string) => ['products', 'slug', slug] as const,
  activeCategories: ['products', 'categories'] as const,
  allBlog: ['blog'] as const,
  blogPosts: ['blog', 'list'] as const,
  blogPost: (slug: string) => ['blog', 'slug', slug] as const,
  locations: ['locations'] as const,
  lotPage: (lot: string) => ['coa', lot] as const,
  carriedProducts: ['locations', 'products'] as const,
  productDetails: ['products', 'slug'] as const,
  heroVideos: ['hero-videos'] as const,
  pageMetaAll: ['page-meta'] as const,
  pageMeta: (path: string) => ['page-meta', path] as const,
  formAnswer: ['form-answer'] as const,
};

/** What a page's own form was answered: read only by the server's render of that page at ?answer (pb_hooks/contact_form.go). */
export const formAnswerQuery = queryOptions({ queryKey: queryKeys.formAnswer, queryFn: api.contactFormAnswer });

export const siteQuery = queryOptions({ queryKey: queryKeys.site, queryFn: api.site });

export const productsQuery = queryOptions({ queryKey: queryKeys.products, queryFn: api.products });

export const featuredProductsQuery = queryOptions({ queryKey: queryKeys.featuredProducts, queryFn: api.featuredProducts });

/**
 * Refetch when a page mounts, unless the data arrived a moment ago (it was fetched ahead
 * for this very page, while its code loaded).
 */
export const refetchUnlessJustFetched = (query: { state: { dataUpdatedAt: number } }) => Date.now() - query.state.dataUpdatedAt > 2000;

/** Listing: never cached by HTTP, refetched on mount and focus, 3 retries; polling is added by the page. */
export const productsWithVariantsQuery = queryOptions({
  queryKey: queryKeys.productsWithVariants,
  queryFn: api.productsWithVariants,
  staleTime: 0,
  refetchOnMount: refetchUnlessJustFetched,
  refetchOnWindowFocus: true,
  retry: 3,
});

export const productQuery = (slug: string) =>
  queryOptions({ queryKey: queryKeys.product(slug), queryFn: () => api.productBySlug(slug), retry: 1 });

export const activeCategoriesQuery = queryOptions({
  queryKey: queryKeys.activeCategories,
  queryFn: api.activeCategories,
  staleTime: 60_000,
});

export const blogPostsQuery = queryOptions({ queryKey: queryKeys.blogPosts, queryFn: api.blogPosts });

export const blogPostQuery = (slug: string) =>
  queryOptions({ queryKey: queryKeys.blogPost(slug), queryFn: () => api.blogPostBySlug(slug) });

export const lotPageQuery = (lot: string) => queryOptions({ queryKey: queryKeys.lotPage(lot), queryFn: () => api.lotPage(lot) });

export const locationsQuery = queryOptions({ queryKey: queryKeys.locations, queryFn: api.locations });

/** The published products partners carry: the locations page's filter by product. */
export const carriedProductsQuery = queryOptions({ queryKey: queryKeys.carriedProducts, queryFn: api.carriedProducts });

export const heroVideosQuery = queryOptions({ queryKey: queryKeys.heroVideos, queryFn: api.heroVideos });

export const pageMetaQuery = (path: string) => queryOptions({ queryKey: queryKeys.pageMeta(path), queryFn: () => api.pageMeta(path) });
