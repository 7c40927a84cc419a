import { lazy } from 'react';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { WholesaleOrder } from '@farmsite/domain';

/** Dispensaries' orders, from submission to delivery: tabs by state, each order's moves. */
export default {
    list: lazy(() => import('./WholesaleOrderList').then((m) => ({ default: m.WholesaleOrderList }))),
    show: lazy(() => import('./WholesaleOrderShow').then((m) => ({ default: m.WholesaleOrderShow }))),
    icon: LocalShippingIcon,
    recordRepresentation: (o: WholesaleOrder) => `Order ${o.number}`,
    options: { label: 'Wholesale orders' },
};
