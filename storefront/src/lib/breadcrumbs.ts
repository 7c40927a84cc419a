import { crumbLabel } from '@farmsite/domain';

export interface Crumb {
  label: string;
  /** The crumb's address; the last crumb has none (it is the current page). */
  href?: string;
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
