import { lazy } from 'react';
import InventoryIcon from '@mui/icons-material/Inventory2';
import type { LotStock } from '../../dataProvider';

/** Units per variant and lot, which the buyers' menu shows as available. */
export default {
    list: lazy(() => import('./StockList').then((m) => ({ default: m.StockList }))),
    create: lazy(() => import('./StockEdit').then((m) => ({ default: m.StockCreate }))),
    edit: lazy(() => import('./StockEdit').then((m) => ({ default: m.StockEdit }))),
    icon: InventoryIcon,
    recordRepresentation: (s: LotStock) => `${s.productName} ${s.variantName}, lot ${s.lot}`,
    options: { label: 'Lot stock' },
};
