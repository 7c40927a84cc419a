import { describe, expect, it } from 'vitest';
import { STATIC_PAGES, websitePages } from './pages';

describe('websitePages', () => {
    it('lists the static pages, products by stock and posts as published', () => {
        const pages = websitePages(
            [
                { id: 'p1', name: 'Headhunter', slug: 'headhunter', inStock: true },
                { id: 'p2', name: 'Grape Gas', slug: 'grape-gas', inStock: false },
            ],
            [{ id: 'b1', title: 'Cover Crops', slug: 'cover-crops', publishedAt: '2024-01-01' }],
        );
        expect(pages.static.map((p) => p.url)).toEqual(['/', '/products', '/about', '/contact', '/blog', '/locations']);
        expect(pages.product).toEqual([
            { kind: 'product', id: 'p1', name: 'Headhunter', url: '/products/headhunter', status: 'Published' },
            { kind: 'product', id: 'p2', name: 'Grape Gas', url: '/products/grape-gas', status: 'Draft' },
        ]);
        expect(pages.blog[0]).toMatchObject({ url: '/blog/cover-crops', status: 'Published' });
        expect(STATIC_PAGES.every((p) => p.status === 'Published')).toBe(true);
    });
});
