import type { PublicBlogPost, PublicProduct } from '../dataProvider';

export type PageKind = 'static' | 'product' | 'blog';

export interface SitePage {
    kind: PageKind;
    id: string;
    name: string;
    url: string;
    status: 'Published' | 'Draft';
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

/** Every page of the website grouped static, product and blog (products in stock are 'Published'). */
export function websitePages(products: PublicProduct[], posts: PublicBlogPost[]): Record<PageKind, SitePage[]> {
    return {
        static: STATIC_PAGES,
        product: products.map((p) => ({
            kind: 'product',
            id: p.id,
            name: p.name,
            url: `/products/${p.slug}`,
            status: p.inStock ? 'Published' : 'Draft',
        })),
        blog: posts.map((p) => ({ kind: 'blog', id: p.id, name: p.title, url: `/blog/${p.slug}`, status: 'Published' })),
    };
}
