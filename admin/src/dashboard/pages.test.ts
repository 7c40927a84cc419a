import { describe, expect, it } from 'vitest';
import { STATIC_PAGES, websitePages } from './pages';

describe('websitePages', () => {
    it('lists the static pages, and products and posts by their published state, stock apart', () => {
        const pages = websitePages(
            [
                { id: 'p1', name: 'Headhunter', slug: 'headhunter', inStock: true, status: 'published' },
                { id: 'p2', name: 'Grape Gas', slug: 'grape-gas', inStock: false, status: 'published' },
                { id: 'p3', name: 'Night Owl', slug: 'night-owl', inStock: true, status: 'draft' },
            ],
            [
                { id: 'b1', title: 'Cover Crops', slug: 'cover-crops', publishedAt: '2024-01-01', status: 'published' },
                { id: 'b2', title: 'First Frost', slug: 'first-frost', publishedAt: '2030-01-01', status: 'scheduled' },
            ],
        );
        // The sitemap's static pages (content.SitemapPaths, which pb_hooks/sitesettings/sitemap_test.go checks
        // against the sitemap itself), every one of them.
        expect(pages.static.map((p) => p.url)).toEqual([
            '/',
            '/products',
            '/locations',
            '/about',
            '/blog',
            '/contact',
            '/wholesale',
            '/wholesale/apply',
            '/legal',
        ]);
        expect(pages.static.map((p) => p.name)).toEqual([
            'Home',
            'Products',
            'Locations',
            'About',
            'Blog',
            'Contact',
            'Wholesale',
            'Apply',
            'Legal',
        ]);
        expect(pages.product).toEqual([
            { kind: 'product', id: 'p1', name: 'Headhunter', url: '/products/headhunter', status: 'Published', stock: 'In stock' },
            { kind: 'product', id: 'p2', name: 'Grape Gas', url: '/products/grape-gas', status: 'Published', stock: 'Out of stock' },
            { kind: 'product', id: 'p3', name: 'Night Owl', url: '/products/night-owl', status: 'Draft', stock: 'In stock' },
        ]);
        expect(pages.blog.map((p) => [p.url, p.status])).toEqual([
            ['/blog/cover-crops', 'Published'],
            ['/blog/first-frost', 'Scheduled'],
        ]);
        expect(STATIC_PAGES.every((p) => p.status === 'Published')).toBe(true);
    });
});
