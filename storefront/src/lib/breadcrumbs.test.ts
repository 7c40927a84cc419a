import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

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

  it('links no segment that is not a page of its own', () => {
    expect(breadcrumbsFor('/coa/HVSF-26-HH01')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Coa', href: undefined },
      { label: 'HVSF-26-HH01', href: undefined }, // a lot keeps its form
    ]);
  });
});
