import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, crumbLabel } from './breadcrumbs';
import cases from './breadcrumb-cases.json';

describe('crumbLabel', () => {
  it('capitalises the segment', () => {
    expect(crumbLabel('products')).toBe('Products');
    expect(crumbLabel('why-we-grow-under-the-sun')).toBe('Why We Grow Under The Sun');
    expect(crumbLabel('caf%C3%A9')).toBe('Café');
  });

  it("says 'FAQ' for the faq segment", () => {
    expect(crumbLabel('faq')).toBe('FAQ');
  });

  it("gives the labels the server's structured data names (breadcrumb-cases.json)", () => {
    for (const c of cases.labels) expect(crumbLabel(c.segment), c.segment).toBe(c.label);
  });
});

describe('breadcrumbsFor', () => {
  it('has none on the home page', () => {
    expect(breadcrumbsFor('/')).toEqual([]);
  });

  it('starts with Home and ends with the page as plain text', () => {
    expect(breadcrumbsFor('/products/headhunter')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Products', href: '/products' },
      { label: 'Headhunter', href: undefined },
    ]);
    expect(breadcrumbsFor('/legal/')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Legal', href: undefined },
    ]);
  });
});
