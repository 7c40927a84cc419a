import { pageRoutes } from '../../pageRoutes';

const linksWhere = (listed: 'nav' | 'footer') =>
  pageRoutes.filter((page) => page[listed]).map((page) => ({ to: page.path, label: page.name ?? page.path }));

/** The navigation bar's links (spec section 2): the page table's `nav` pages. */
export const NAV_LINKS = linksWhere('nav');

/** The footer's links: the page table's `footer` pages. */
export const FOOTER_LINKS = linksWhere('footer');
