export interface Crumb {
  label: string;
  /** The crumb's address; the last crumb has none (it is the current page). */
  href?: string;
}

/** A path segment as a label: capitalised words, 'FAQ' for the faq segment (spec section 2). */
export function crumbLabel(segment: string): string {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    text = segment;
  }
  if (text.toLowerCase() === 'faq') return 'FAQ';
  return text
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Home, then one crumb per path segment; empty on the home page. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    crumbs.push({ label: crumbLabel(segment), href: last ? undefined : '/' + segments.slice(0, i + 1).join('/') });
  });
  return crumbs;
}
