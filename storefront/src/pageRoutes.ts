/**
 * The storefront's pages (spec section 2), as the app sees the page table
 * (content/pages.json, each page declared once): each route's path, the module of the page
 * it shows, the API answer that page starts with (`:name` taken from the path), and its
 * name in the navigation and footer. `*` is the not-found page.
 *
 * The build keeps only these fields of the table (BROWSER_PAGE_FIELDS, with the
 * page-table-fields plugin of packages/vite-plugins): titles, descriptions, the sitemap
 * and what each page shows are the server's, and would only weigh on the first load. The
 * route manifest plugin turns the table into dist/.vite/routes.json, from which the server
 * preloads a page's code and data.
 */
import pageTable from '../../content/pages.json' with { type: 'json' };

export interface PageRouteData {
  /** A react-router path: static segments and `:name` segments, or `*`. */
  path: string;
  /** The page's module, from the storefront's root. */
  module: string;
  /** The API address the page's first screen reads, when the server can start it early. */
  data?: string;
  /** The page's link text in the navigation and footer. */
  name?: string;
  /** Whether the navigation bar and the footer link to the page. */
  nav?: boolean;
  footer?: boolean;
}

/** The fields of the page table the app is built with. */
export const BROWSER_PAGE_FIELDS = ['path', 'module', 'data', 'name', 'nav', 'footer'] as const satisfies readonly (keyof PageRouteData)[];

export const pageRoutes: readonly PageRouteData[] = pageTable;

export type PagePath = string;
