import { describe, expect, it } from 'vitest';
import { BROWSER_PAGE_FIELDS, pageRoutes } from '../../pageRoutes';
import { FOOTER_LINKS, NAV_LINKS } from './navigation';

describe('the navigation and footer links', () => {
  it("are the page table's nav and footer pages, in its order", () => {
    expect(NAV_LINKS).toEqual([
      { to: '/', label: 'Home' },
      { to: '/products', label: 'Products' },
      { to: '/locations', label: 'Locations' },
      { to: '/about', label: 'About' },
      { to: '/blog', label: 'Blog' },
      { to: '/contact', label: 'Contact' },
    ]);
    expect(FOOTER_LINKS.map((l) => l.to)).toEqual(['/products', '/locations', '/about', '/blog', '/contact', '/wholesale', '/legal']);
    expect(FOOTER_LINKS.map((l) => l.label)).toEqual(['Products', 'Locations', 'About', 'Blog', 'Contact', 'Wholesale', 'Legal']);
  });
});

describe("the app's page table", () => {
  it('carries only the fields the browser needs, not the titles and descriptions the server sends', () => {
    const allowed: readonly string[] = BROWSER_PAGE_FIELDS;
    for (const page of pageRoutes) expect(Object.keys(page).filter((key) => !allowed.includes(key))).toEqual([]);
    expect(pageRoutes.find((page) => page.path === '/legal')).toEqual({
      path: '/legal',
      module: 'src/pages/LegalPage.tsx',
      name: 'Legal',
      footer: true,
    });
  });
});
