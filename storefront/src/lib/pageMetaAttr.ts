/**
 * Every head element the server (backend/seo) and lib/pageMeta.ts own carries this
 * attribute. Its own module, so usePageMeta can test for it without loading pageMeta.ts,
 * which is off the first load.
 */
export const PAGE_META_ATTR = 'data-page-meta';
