import { lazy } from 'react';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import type { Order } from '../dataProvider';

/** Swag order requests from the storefront's cart. */
export default {
    list: lazy(() => import('./OrderList')),
    show: lazy(() => import('./OrderShow')),
    icon: ShoppingBagIcon,
    recordRepresentation: (record: Order) => `Order ${record.number}`,
    options: { label: 'Swag Orders' },
};
