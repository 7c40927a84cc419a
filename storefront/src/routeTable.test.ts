import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import HomePage from './pages/HomePage';
import { pageRoutes } from './pageRoutes';
import { loadPage, matchPage, pageRouteObjects, preloadRoute, routeQueries } from './routeTable';

const pageFiles = Object.keys(import.meta.glob('/src/pages/*.tsx')).map((file) => file.slice(1));

describe('the route table', () => {
  it('routes every page of src/pages, once', () => {
    const modules = pageRoutes.map((route) => route.module);
    expect([...modules].sort()).toEqual([...pageFiles].sort());
  });

  it("is react-router's view of pageRoutes: each path with its page", () => {
    expect(pageRouteObjects.map((route) => route.path)).toEqual(pageRoutes.map((route) => route.path));
    expect(pageRouteObjects.every((route) => typeof route.Component === 'function')).toBe(true);
  });

  it('loads the home page on demand too, like every page', async () => {
    expect(pageRouteObjects[0].Component).not.toBe(HomePage);
    expect(await loadPage('src/pages/HomePage.tsx')).toBe(HomePage);
  });

  it("loads each route's page code", async () => {
    for (const { module } of pageRoutes) {
      expect(typeof (await loadPage(module)), module).toBe('function');
    }
    await expect(loadPage('src/pages/NoSuchPage.tsx')).rejects.toThrow('No page module');
  });

  it.each([
    ['/', 'src/pages/HomePage.tsx', {}],
    ['/products', 'src/pages/ProductsPage.tsx', {}],
    ['/products/', 'src/pages/ProductsPage.tsx', {}],
    ['/products/grape-gas', 'src/pages/ProductDetailPage.tsx', { slug: 'grape-gas' }],
    ['/products/a%20b', 'src/pages/ProductDetailPage.tsx', { slug: 'a b' }],
    ['/products/grape-gas/more', 'src/pages/NotFoundPage.tsx', { '*': 'products/grape-gas/more' }],
    ['/locations', 'src/pages/LocationsPage.tsx', {}],
    ['/about', 'src/pages/AboutPage.tsx', {}],
    ['/about/x', 'src/pages/NotFoundPage.tsx', { '*': 'about/x' }],
    ['/blog', 'src/pages/BlogPage.tsx', {}],
    ['/blog/cover-crops', 'src/pages/BlogPostPage.tsx', { slug: 'cover-crops' }],
    ['/contact', 'src/pages/ContactPage.tsx', {}],
    ['/legal', 'src/pages/LegalPage.tsx', {}],
    ['/nothing-here', 'src/pages/NotFoundPage.tsx', { '*': 'nothing-here' }],
  ])('shows %s with %s', (pathname, module, params) => {
    const match = matchPage(pathname);
    expect(match.route.module).toBe(module);
    expect(match.params).toEqual(params);
  });
});

describe('the data a page starts with', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The addresses the queries fetch. */
  async function fetched(run: () => Promise<unknown>): Promise<string[]> {
    const fetch = vi.fn(async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    await run();
    return fetch.mock.calls.map((call: unknown[]) => String(call[0]));
  }

  // The server preloads `data` from the built route manifest; the browser reuses that answer
  // only if the page's first query asks for exactly that address.
  it.each(pageRoutes.flatMap((route) => (route.data ? [[route.path, route.data]] : [])))(
    "%s's first query fetches its data address %s",
    async (path, data) => {
      const pathname = path.replace(':slug', 'cover-crops');
      const { first } = routeQueries(pathname);
      const urls = await fetched(() => (first[0].queryFn as () => Promise<unknown>)());
      expect(urls).toEqual([data.replace(':slug', 'cover-crops')]);
    },
  );

  it('preloadRoute fetches the site settings and the first screen, and starts what is further down', async () => {
    const urls = await fetched(() => preloadRoute('/products/grape-gas', new QueryClient()));
    expect(urls.sort()).toEqual(['/api/products/slug/grape-gas', '/api/site']);
    const home = await fetched(() => preloadRoute('/', new QueryClient()));
    expect(home.sort()).toEqual(['/api/blog', '/api/products', '/api/products/featured', '/api/site']);
  });

  it('for a page the server rendered, preloadRoute leaves the first screen to the data that came with it, and the rest to after hydration', async () => {
    const products = await fetched(() => preloadRoute('/products', new QueryClient(), { rendered: true }));
    expect(products).toEqual(['/api/site']);
    // Home came with its featured products; the full lists its sections show are its queries' to fetch, once hydrated.
    const home = await fetched(() => preloadRoute('/', new QueryClient(), { rendered: true }));
    expect(home).toEqual(['/api/site']);
  });
});
