import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pageMetaQuery } from '../api/queries';
import { breadcrumbsFor } from '../lib/breadcrumbs';
import { PAGE_META_ATTR } from '../lib/pageMetaAttr';
import { useSite } from './useSite';

/** The head updater, off the first load. */
const loadPageMeta = () => import('../lib/pageMeta');

/**
 * Keeps the head's title, description, canonical, Open Graph/Twitter tags and JSON-LD in
 * step with the route, from the server's /api/page-meta (the same source the server uses
 * for the HTML it sends). On the first page the server's tags are already there, so
 * nothing is fetched. If the metadata cannot be had, the page still gets a plain title.
 */
export function usePageMeta(pathname: string): void {
  // The path whose tags the server sent, until the visitor leaves it: then they are no longer true.
  const [serverTaggedPath, setServerTaggedPath] = useState(() =>
    typeof document !== 'undefined' && document.head.querySelector(`[${PAGE_META_ATTR}]`) !== null ? pathname : null,
  );
  if (serverTaggedPath !== null && pathname !== serverTaggedPath) setServerTaggedPath(null);
  const useServerTags = pathname === serverTaggedPath;
  const { data, isError } = useQuery({ ...pageMetaQuery(pathname), enabled: !useServerTags });
  const { brandName } = useSite();

  useEffect(() => {
    if (useServerTags || !data) return;
    let current = true;
    void loadPageMeta().then(({ applyPageMeta }) => current && applyPageMeta(data));
    return () => {
      current = false;
    };
  }, [data, useServerTags]);

  useEffect(() => {
    if (useServerTags || data || !isError) return;
    const crumbs = breadcrumbsFor(pathname);
    let current = true;
    void loadPageMeta().then(({ fallbackTitle }) => {
      if (current) document.title = fallbackTitle(crumbs.at(-1)?.label ?? null, brandName);
    });
    return () => {
      current = false;
    };
  }, [isError, data, pathname, brandName, useServerTags]);

  // A new page starts from its own title even before its metadata arrives.
  useEffect(() => {
    if (!document.title && !useServerTags) document.title = brandName;
  }, [brandName, useServerTags]);
}
