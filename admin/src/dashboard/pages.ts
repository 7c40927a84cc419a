import type { PagePost, PageProduct } from '../dataProvider';
import { STATUS_LABELS, storefrontUrl } from '../common/publishing';
import pageTable from '../../../content/pages.json' with { type: 'json' };

export type PageKind = 'static' | 'product' | 'blog';

export interface SitePage {
    kind: PageKind;
    id: string;
    name: string;
    url: string;
    /** Whether visitors see the page: a draft or scheduled page is staff-only until published. */
    status: 'Published' | 'Draft' | 'Scheduled';
    /** Products only: stock, which says nothing of whether the page is public. */
    stock?: 'In stock' | 'Out of stock';
}

/** The storefront's static pages: the page table's (content/pages.json), as the sitemap lists them. */
export const STATIC_PAGES: SitePage[] = pageTable
    .filter((page) => 'sitemap' in page && page.sitemap)
    .map((page) => ({
        kind: 'static',
        id: page.path === '/' ? 'home' : page.path.slice(1),
        name: ('name' in page && page.name) || page.path,
        url: page.path,
        status: 'Published',
    }));

/** Every page of the website, drafts included, grouped static, product and blog. */
export function websitePages(products: PageProduct[], posts: PagePost[]): Record<PageKind, SitePage[]> {
    return {
        static: STATIC_PAGES,
        product: products.map((p) => ({
            kind: 'product',
            id: p.id,
            name: p.name,
            url: storefrontUrl('product', p.slug),
            status: STATUS_LABELS[p.status],
            stock: p.inStock ? 'In stock' : 'Out of stock',
        })),
        blog: posts.map((p) => ({
            kind: 'blog',
            id: p.id,
            name: p.title,
            url: storefrontUrl('blog', p.slug),
            status: STATUS_LABELS[p.status],
        })),
    };
}
