import { lazy } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { BuyerAccount } from '../types';

/** Dispensaries that applied to buy wholesale: the queue, their licences and staff's decisions. */
export default {
    list: lazy(() => import('./AccountList').then((m) => ({ default: m.AccountList }))),
    show: lazy(() => import('./AccountShow').then((m) => ({ default: m.AccountShow }))),
    edit: lazy(() => import('./AccountEdit').then((m) => ({ default: m.AccountEdit }))),
    icon: StorefrontIcon,
    recordRepresentation: (a: BuyerAccount) => a.legalName,
    options: { label: 'Buyer accounts' },
};
