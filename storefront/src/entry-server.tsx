/**
 * The storefront's server entry: the Go server (backend/render) runs this bundle in its
 * embedded JavaScript engine to turn a page's address into HTML, with the data the page
 * was rendered with, which the browser hydrates (main.tsx). Built by `vite build --ssr`
 * into dist-server/ and embedded in the binary; the engine runs dist-server/polyfills.js
 * (src/server/polyfills.ts) first.
 */
import { renderToString } from 'react-dom/server.browser';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { ApiError } from './api/client';
import { createQueryClient } from './api/queryClient';
import { formAnswerQuery, productsWithVariantsQuery, siteQuery } from './api/queries';
import { AppTree } from './AppTree';
import { Footer } from './components/layout/Footer';
import { registerFooter } from './components/layout/LazyFooter';
import { setServerImagePreloads, type ImagePreload } from './lib/images';
import { productListState } from './lib/filter';
import { homeHeadQuery } from './lib/homeHead';
import { productListHeadQuery } from './lib/productList';
import { matchPage, registerPages, routeQueries, type AnyQuery } from './routeTable';

// Every page and the footer are in this bundle, ready: a server render never waits for code.
registerPages(import.meta.glob('/src/pages/*Page.tsx', { eager: true }));
registerFooter(Footer);

/**
 * Renders the page at url (a path with its query) after reading the data its first
 * screen shows; imagePreloads is JSON of the head's image preloads ([{srcset, sizes}]), which
 * the page's images match. Resolves to {html, state}, state being TanStack Query's dehydrated cache as JSON.
 * A read that fails fails the render, so the server sends its plain shell instead of
 * a page the browser would render differently.
 */
export async function render(url: string, imagePreloads: string): Promise<{ html: string; state: string }> {
  setServerImagePreloads(JSON.parse(imagePreloads) as ImagePreload[]);
  const queryClient = createQueryClient();
  const pathname = url.split(/[?#]/)[0];
  // The data of what the page shows, no more: the home page's sections and the products
  // page's list from their first few items (homeHeadQuery, productListHeadQuery).
  // No retries: a read in process fails for good (a missing product's 404).
  await Promise.all(
    [siteQuery, ...firstScreenQueries(url, pathname)].map((query) => queryClient.prefetchQuery({ ...query, retry: false })),
  );
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'success');
  // An unknown product or post (the server sends it with 404): its page's not-found state.
  const missing = failed.length > 0 && failed.every((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
  if (failed.length > 0 && !missing) {
    throw new Error(
      `could not read ${failed.map((query) => `${JSON.stringify(query.queryKey)} (${String(query.state.error)})`).join(', ')}`,
    );
  }
  const Router = ({ children }: { children: React.ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const html = renderToString(<AppTree queryClient={queryClient} router={Router} notFound={missing ? pathname : null} />);
  return { html, state: JSON.stringify(dehydrate(queryClient)) };
}

/**
 * The queries the page is rendered from. The home page's sections read the few products
 * and the post they show, not the catalogue and every post. The products page's is the first screen of the
 * list the address chooses, not the whole catalogue (940 KB of JSON with 500 products,
 * which the engine would parse for 24 cards): the browser fetches the full list for the
 * search and further screens once it has hydrated.
 */
function firstScreenQueries(url: string, pathname: string): AnyQuery[] {
  const { first: pageQueries } = routeQueries(pathname);
  // A page answering its own form (no script ran) is rendered with the answer.
  const first = new URLSearchParams(url.split('?')[1] ?? '').has('answer') ? [...pageQueries, formAnswerQuery] : pageQueries;
  const page = matchPage(pathname).route.path;
  if (page === '/') return [...first, homeHeadQuery(true)];
  if (page !== '/products') return first;
  const { category, search, sort } = productListState(new URLSearchParams(url.split('?')[1] ?? ''));
  return first.map((query) => (query === productsWithVariantsQuery ? productListHeadQuery(category, search, sort, true) : query));
}
