/** Every call the storefront makes (spec section 7), in one typed place. */
import type {
  BlogPost,
  CarriedProduct,
  ContactFormAnswer,
  ContactRequest,
  ContactResult,
  HeroVideo,
  Location,
  LotPage,
  OrderRequest,
  OrderResult,
  PageMeta,
  Product,
  ProductDetail,
  ProductListHead,
  ProductSort,
  ProductWithVariants,
  Site,
} from '@farmsite/domain';
import { paths } from '@farmsite/domain';
import type { HomeHead } from '../lib/homeHead';
import { fresh } from './freshness';

/** A failed call: `message` is what the visitor may read; `fields` holds per-field messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const jsonHeaders = { Accept: 'application/json' };

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(path, { credentials: 'include', ...init, headers: { ...jsonHeaders, ...init.headers } });
}

/** Spec section 8's generic failure: "{status}: {body text or status text}". */
async function genericError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  return new ApiError(`${res.status}: ${text || res.statusText}`, res.status);
}

async function getJson<T>(path: string, failure?: string, init?: RequestInit): Promise<T> {
  const res = await send(fresh(path), init);
  if (!res.ok) throw failure ? new ApiError(failure, res.status) : await genericError(res);
  return res.json() as Promise<T>;
}

/** The server's {message, data: {field: {message}}} as an ApiError; fallback when it says nothing. */
export function apiErrorFrom(body: unknown, status: number, fallback: string): ApiError {
  const { message, data } = (body ?? {}) as { message?: unknown; data?: Record<string, { message?: unknown }> };
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(data ?? {})) {
    if (value && typeof value.message === 'string') fields[field] = value.message;
  }
  return new ApiError(typeof message === 'string' && message ? message : fallback, status, fields);
}

/** Reads the server's {message, data: {field: {message}}} from a refused write. */
export async function writeError(res: Response, fallback: string): Promise<ApiError> {
  let body: unknown = {};
  try {
    body = await res.json();
  } catch {
    /* not JSON: keep the fallback */
  }
  return apiErrorFrom(body, res.status, fallback);
}

async function postJson<T>(path: string, payload: unknown, fallback: string): Promise<T> {
  let res: Response;
  try {
    res = await send(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
  } catch {
    throw new ApiError(fallback, 0);
  }
  if (!res.ok) throw await writeError(res, fallback);
  return res.json() as Promise<T>;
}

const noCache: RequestInit = { cache: 'no-store', headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } };

export const api = {
  site: () => getJson<Site>(paths.site),
  products: () => getJson<Product[]>(paths.products),
  featuredProducts: () => getJson<ProductWithVariants[]>(paths.featuredProducts),
  productsWithVariants: () => getJson<ProductWithVariants[]>(paths.productsWithVariants, 'Failed to fetch items', noCache),
  /** The server's page render only: no route answers it (see productListHeadQuery). */
  productListHead: (category: string, search: string, sort: ProductSort) =>
    getJson<ProductListHead>(`${paths.productListHead}?${new URLSearchParams({ category, q: search, sort })}`),
  /** The server's page render only, as productListHead (see homeHeadQuery). */
  homeHead: () => getJson<HomeHead>(paths.homeHead),
  /** The server's page render only: what the contact page's own form was answered, where no script ran. */
  contactFormAnswer: () => getJson<ContactFormAnswer>(paths.formAnswer),
  productBySlug: (slug: string) => getJson<ProductDetail>(paths.productBySlug(slug), 'Failed to fetch product'),
  lotPage: (lot: string) => getJson<LotPage>(paths.lotPage(lot), 'Certificate not found'),
  activeCategories: () => getJson<string[]>(paths.activeCategories),
  blogPosts: () => getJson<BlogPost[]>(paths.blogPosts),
  blogPostBySlug: (slug: string) => getJson<BlogPost>(paths.blogPostBySlug(slug), 'Blog post not found'),
  locations: () => getJson<Location[]>(paths.locations),
  carriedProducts: () => getJson<CarriedProduct[]>(paths.carriedProducts),
  heroVideos: () => getJson<HeroVideo[]>(paths.heroVideos),
  pageMeta: async (path: string) => {
    // An unknown path answers 404 with the not-found page's metadata, which is what to show.
    const res = await send(fresh(`${paths.pageMeta}?path=${encodeURIComponent(path)}`));
    if (!res.ok && res.status !== 404) throw await genericError(res);
    return res.json() as Promise<PageMeta>;
  },
  /** failure is what to say when the server says nothing (the spec's message, which the contact page's forms module holds). */
  sendContactMessage: (payload: ContactRequest, failure: string) => postJson<ContactResult>(paths.contact, payload, failure),
  requestOrder: (payload: OrderRequest) =>
    postJson<OrderResult>(paths.orders, payload, 'Failed to send your order request. Please try again.'),
};
