import type { PageMeta } from '@farmsite/domain';
import { PAGE_META_ATTR } from './pageMetaAttr';

type Tag =
  { tag: 'meta'; attrs: Record<string, string> } | { tag: 'link'; attrs: Record<string, string> } | { tag: 'script'; json: object };

/** The head elements a page's metadata stands for (title aside), in the server's order. */
export function pageMetaTags(meta: PageMeta): Tag[] {
  const tags: Tag[] = [];
  const add = (key: 'name' | 'property', name: string, content: string | null | undefined) => {
    if (content) tags.push({ tag: 'meta', attrs: { [key]: name, content } });
  };
  add('property', 'og:title', meta.title);
  add('property', 'og:description', meta.description);
  add('property', 'og:type', meta.type);
  add('property', 'og:url', meta.canonical);
  add('property', 'og:site_name', meta.siteName);
  add('property', 'og:locale', meta.locale);
  if (meta.image) {
    add('property', 'og:image', meta.image);
    add('property', 'og:image:alt', meta.imageAlt);
  }
  add('name', 'description', meta.description);
  if (meta.canonical) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: meta.canonical } });
  add('name', 'robots', meta.robots);
  add('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary');
  add('name', 'twitter:title', meta.title);
  add('name', 'twitter:description', meta.description);
  if (meta.image) {
    add('name', 'twitter:image', meta.image);
    add('name', 'twitter:image:alt', meta.imageAlt);
  }
  // The image preload only helps the first page; after that the page is already running.
  for (const json of meta.jsonLd ?? []) tags.push({ tag: 'script', json });
  return tags;
}

/**
 * Puts a page's metadata into `doc.head`, replacing the elements the server sent (or a
 * previous page set), never adding a second copy.
 */
export function applyPageMeta(meta: PageMeta, doc: Document = document): void {
  const head = doc.head;
  const old = [...head.querySelectorAll(`[${PAGE_META_ATTR}]`)].filter((el) => el.tagName !== 'TITLE');
  let title = head.querySelector('title');
  if (!title) {
    title = doc.createElement('title');
    title.setAttribute(PAGE_META_ATTR, '');
    const viewport = head.querySelector('meta[name="viewport"]');
    if (viewport) viewport.after(title);
    else head.prepend(title);
  }
  title.textContent = meta.title;

  const anchor = old[0] ?? title;
  const fragment = doc.createDocumentFragment();
  for (const t of pageMetaTags(meta)) {
    const el = doc.createElement(t.tag);
    el.setAttribute(PAGE_META_ATTR, '');
    if (t.tag === 'script') {
      el.setAttribute('type', 'application/ld+json');
      el.textContent = JSON.stringify(t.json);
    } else {
      for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
    }
    fragment.append(el);
  }
  if (anchor === title) title.after(fragment);
  else anchor.before(fragment);
  old.forEach((el) => el.remove());
}

/** A title for when the server's metadata cannot be had: the page's label and the brand. */
export function fallbackTitle(pageLabel: string | null, brand: string): string {
  return pageLabel ? `${pageLabel} | ${brand}` : brand;
}
