/** The storefront's image rules: the head's preloads, the blog's retries and fallbacks
 * (width variants and file-sharing links: @farmsite/domain). */

import { widthVariant } from '@farmsite/domain';

/** An image the page's head preloads: its srcset and sizes. */
export interface ImagePreload {
  srcset: string;
  sizes: string;
}

/** On the server, the preloads the page's head will carry (there is no document to read). */
let serverImagePreloads: ImagePreload[] | null = null;

/** Sets the head's image preloads for the server's render of one page. */
export function setServerImagePreloads(preloads: ImagePreload[] | null): void {
  serverImagePreloads = preloads;
}

function headImagePreloads(doc: Document | undefined): ImagePreload[] {
  if (serverImagePreloads || !doc) return serverImagePreloads ?? [];
  return [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"][imagesrcset]')].map((link) => ({
    srcset: link.getAttribute('imagesrcset') ?? '',
    sizes: link.getAttribute('imagesizes') ?? '',
  }));
}

/**
 * The `sizes` the server's HTML preloaded an image with (its largest image), if it did. The
 * page uses the same, so the browser picks the very candidate it already fetched; the
 * server is the one source of that choice.
 */
export function preloadedSizes(src: string, doc: Document | undefined = globalThis.document): string | undefined {
  for (const link of headImagePreloads(doc)) {
    const candidates = link.srcset.split(',').map((c) => c.trim().split(/\s+/)[0]);
    if (candidates.some((c) => c === widthVariant(src, Number(new URLSearchParams(c.split('?')[1]).get('w'))))) {
      return link.sizes || undefined;
    }
  }
  return undefined;
}

/**
 * What a broken blog post image is retried as, each once and in this order (spec section 2):
 * the URL made absolute (from the site's root, not the page's folder), the origin prepended
 * for /uploads/ paths (an image recorded under another host), the URL without its query.
 * `pageUrl` is the page the image failed on; the caller ends with a placeholder.
 */
export function blogImageRetries(src: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const resolve = (u: string) => {
    try {
      return new URL(u, pageUrl).href;
    } catch {
      return u;
    }
  };
  const tried = new Set([resolve(src)]);
  const out: string[] = [];
  const push = (candidate: string | null) => {
    if (!candidate || tried.has(resolve(candidate))) return;
    tried.add(resolve(candidate));
    out.push(candidate);
  };

  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//');
  const absolute = hasScheme ? src : `${origin}/${src.replace(/^\/+/, '')}`;
  push(absolute);
  const uploadsAt = src.lastIndexOf('uploads/');
  const fromOrigin = uploadsAt >= 0 ? `${origin}/${src.slice(uploadsAt)}` : null;
  push(fromOrigin);
  push((fromOrigin ?? absolute).split(/[?#]/, 1)[0]);
  return out;
}

/** The blog's stock picture for a post: /images/fallback-blog-{1..5}.jpg, chosen from its id. */
export function fallbackBlogImage(id: string | number): string {
  const text = String(id);
  const n = /^\d+$/.test(text) ? Number(BigInt(text) % 5n) : [...text].reduce((sum, ch) => (sum + ch.charCodeAt(0)) % 5, 0);
  return `/images/fallback-blog-${n + 1}.jpg`;
}
