import { crumbLabel } from '@farmsite/domain';
import { pageRoutes } from '../pageRoutes';

export interface Crumb {
  label: string;
  /** The crumb's address; the last crumb has none (it is the current page), nor has a segment that is no page. */
  href?: string;
}

/** The addresses that are pages of their own (a segment such as /coa is not). */
const pagePaths = new Set(pageRoutes.map((route) => route.path));

/** Home, then one crumb per path segment, linked when its address is a page; empty on the home page. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  segments.forEach((segment, i) => {
    const address = '/' + segments.slice(0, i + 1).join('/');
    const last = i === segments.length - 1;
    crumbs.push({ label: crumbLabel(segment), href: last || !pagePaths.has(address) ? undefined : address });
  });
  return crumbs;
}
