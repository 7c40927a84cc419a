import { lazy } from 'react';
import PriceIcon from '@mui/icons-material/RequestQuote';
import type { WholesalePrice } from '../../dataProvider';

/** The wholesale price list: a row per variant sold wholesale. */
export default {
    list: lazy(() => import('./PriceList').then((m) => ({ default: m.PriceList }))),
    create: lazy(() => import('./PriceEdit').then((m) => ({ default: m.PriceCreate }))),
    edit: lazy(() => import('./PriceEdit').then((m) => ({ default: m.PriceEdit }))),
    icon: PriceIcon,
    recordRepresentation: (p: WholesalePrice) => `${p.productName} ${p.variantName}`,
    options: { label: 'Wholesale prices' },
};
