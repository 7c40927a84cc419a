import { imageWidths } from './generated';

/** Our own stored images; only these get a srcset (absolute outside URLs are used as they are). */
export function isUploadUrl(src: string | null | undefined): src is string {
  return typeof src === 'string' && src.startsWith('/uploads/');
}

/**
 * The URL of an image's width variant (the server makes imageWidths of an /uploads/ image,
 * ?w=): w set in the URL's query, replacing any w it had, the other parameters (a stored
 * ?rotate=90) kept as they are, a fragment dropped. The server's catalog.WidthVariant is
 * the same rule (rule_cases.json): its preloads and this srcset must name the same URLs.
 */
export function widthVariant(src: string, width: number): string {
  const hashAt = src.indexOf('#');
  const base = hashAt >= 0 ? src.slice(0, hashAt) : src;
  const queryAt = base.indexOf('?');
  if (queryAt < 0) return `${base}?w=${width}`;
  const pairs: string[] = [];
  let placed = false;
  for (const pair of base.slice(queryAt + 1).split('&')) {
    if (pair === '') continue;
    if (pair.split('=', 1)[0] !== 'w') pairs.push(pair);
    else if (!placed) {
      pairs.push(`w=${width}`);
      placed = true;
    }
  }
  if (!placed) pairs.push(`w=${width}`);
  return `${base.slice(0, queryAt)}?${pairs.join('&')}`;
}

/** "…?w=320 320w, …?w=640 640w, …" for /uploads/ images; undefined otherwise. */
export function buildSrcSet(src: string | null | undefined, widths: readonly number[] = imageWidths): string | undefined {
  if (!isUploadUrl(src)) return undefined;
  return widths.map((w) => `${widthVariant(src, w)} ${w}w`).join(', ');
}

/** An image's alt text: what staff wrote for it (the record's imageAlts, by URL), else
 * fallback, the product's or post's name. The server's catalog.ImageAlt is the same rule. */
export function imageAlt(alts: Readonly<Record<string, string>> | null | undefined, src: string, fallback: string): string {
  return alts?.[src] || fallback;
}

/** The alt text of one of a product's photos: the product's own, or one of its variants'
 * (a gallery or a card shows both), else the product's name. */
export function productImageAlt(
  product: {
    name: string;
    imageAlts?: Readonly<Record<string, string>> | null;
    variants?: readonly { imageAlts?: Readonly<Record<string, string>> | null }[];
  },
  src: string,
): string {
  for (const alts of [product.imageAlts, ...(product.variants ?? []).map((v) => v.imageAlts)]) {
    if (alts?.[src]) return alts[src];
  }
  return product.name;
}
