import type { PagePost, PageProduct } from '../dataProvider';
import { STATUS_LABELS, storefrontUrl } from '../common/publishing';

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

/** The storefront's static pages, as the sitemap lists them. */
export const STATIC_PAGES: SitePage[] = [
    { kind: 'static', id: 'home', name: 'Home', url: '/', status: 'Published' },
    { kind: 'static', id: 'products', name: 'Products', url: '/products', status: 'Published' },
    { kind: 'static', id: 'about', name: 'About', url: '/about', status: 'Published' },
    { kind: 'static', id: 'contact', name: 'Contact', url: '/contact', status: 'Published' },
    { kind: 'static', id: 'blog', name: 'Blog', url: '/blog', status: 'Published' },
    { kind: 'static', id: 'locations', name: 'Locations', url: '/locations', status: 'Published' },
];

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
