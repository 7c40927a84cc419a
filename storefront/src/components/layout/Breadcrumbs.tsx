import { Fragment } from 'react';
import { Link } from 'react-router';
import { breadcrumbsFor } from '../../lib/breadcrumbs';
import { ChevronRightIcon } from '../ui/Icons';

/** Home, then one entry per path segment, the last (and any that is no page) as plain text. Not shown on the home page. */
export function Breadcrumbs({ pathname }: { pathname: string }) {
  const crumbs = breadcrumbsFor(pathname);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="container-page pt-5 pb-1">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {crumbs.map((crumb, i) => (
          <Fragment key={i}>
            {i > 0 && (
              <li aria-hidden="true" className="text-forest-900/40">
                <ChevronRightIcon width={14} height={14} />
              </li>
            )}
            <li className="min-w-0">
              {crumb.href ? (
                <Link to={crumb.href} className="rounded px-0.5 py-1 underline-offset-4 hover:text-forest-900 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span
                  aria-current={i === crumbs.length - 1 ? 'page' : undefined}
                  className="block truncate px-0.5 font-medium text-forest-900"
                >
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
