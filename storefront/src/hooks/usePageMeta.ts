import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pageMetaQuery } from '../api/queries';
import { breadcrumbsFor } from '../lib/breadcrumbs';
import { PAGE_META_ATTR, applyPageMeta, fallbackTitle } from '../lib/pageMeta';
import { useSite } from './useSite';

/**
 * Keeps the head's title, description, canonical, Open Graph/Twitter tags and JSON-LD in
 * step with the route, from the server's /api/page-meta (the same source the server uses
 * for the HTML it sends). On the first page the server's tags are already there, so
 * nothing is fetched. If the metadata cannot be had, the page still gets a plain title.
 */
export function usePageMeta(pathname: string): void {
  const firstPath = useRef(pathname);
  const serverTagged = useRef(typeof document !== 'undefined' && document.head.querySelector(`[${PAGE_META_ATTR}]`) !== null);
  const useServerTags = serverTagged.current && pathname === firstPath.current;
  const { data, isError } = useQuery({ ...pageMetaQuery(pathname), enabled: !useServerTags });
  const { brandName } = useSite();

  useEffect(() => {
    if (useServerTags) return;
    // Leaving the first page: its server-sent tags are no longer true.
    serverTagged.current = false;
    if (data) applyPageMeta(data);
  }, [data, useServerTags]);

  useEffect(() => {
    if (useServerTags || data || !isError) return;
    const crumbs = breadcrumbsFor(pathname);
    document.title = fallbackTitle(crumbs.at(-1)?.label ?? null, brandName);
  }, [isError, data, pathname, brandName, useServerTags]);

  // A new page starts from its own title even before its metadata arrives.
  useEffect(() => {
    if (!document.title && !useServerTags) document.title = brandName;
  }, [brandName, useServerTags]);
}
