import { lazy } from 'react';

/** The licence list's import: a screen of its own, reached from Buyer accounts. */
export const LicenceImportRoute = {
    path: '/licence-import',
    Page: lazy(() => import('./LicenceImportPage').then((m) => ({ default: m.LicenceImportPage }))),
};
