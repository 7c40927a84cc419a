/**
 * The storefront's pages (spec section 2), declared once: each route's path, the module of
 * the page it shows, and the API answer that page starts with (`:name` taken from the path).
 *
 * Plain data, so that the build reads it too: routeTable.ts adds each page's code and
 * queries, and the route manifest plugin (scripts/vite-plugins.mjs) turns it into
 * dist/.vite/routes.json, from which the server preloads a page's code and data and knows
 * which paths are pages. `*` is the not-found page.
 */
export interface PageRouteData {
  /** A react-router path: static segments and `:name` segments, or `*`. */
  path: string;
  /** The page's module, from the storefront's root. */
  module: string;
  /** The API address the page's first screen reads, when the server can start it early. */
  data?: string;
}

export const pageRoutes = [
  { path: '/', module: 'src/pages/HomePage.tsx' },
  // The product list reads its answer with `cache: 'no-store'`, which a preload cannot serve.
  { path: '/products', module: 'src/pages/ProductsPage.tsx' },
  { path: '/products/:slug', module: 'src/pages/ProductDetailPage.tsx', data: '/api/products/slug/:slug' },
  { path: '/locations', module: 'src/pages/LocationsPage.tsx', data: '/api/locations' },
  { path: '/about', module: 'src/pages/AboutPage.tsx' },
  { path: '/blog', module: 'src/pages/BlogPage.tsx', data: '/api/blog' },
  { path: '/blog/:slug', module: 'src/pages/BlogPostPage.tsx', data: '/api/blog/slug/:slug' },
  { path: '/contact', module: 'src/pages/ContactPage.tsx' },
  { path: '/legal', module: 'src/pages/LegalPage.tsx' },
  { path: '*', module: 'src/pages/NotFoundPage.tsx' },
] as const satisfies readonly PageRouteData[];

export type PagePath = (typeof pageRoutes)[number]['path'];
