import { lazy } from 'react';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import type { Product } from '../dataProvider';

/**
 * Products: the spec's one-page screen (form, variants, photos and grid), so the list
 * route also holds create and edit (?edit={id}). Loaded on first visit.
 */
export default {
    list: lazy(() => import('./ProductsScreen')),
    icon: LocalFloristIcon,
    recordRepresentation: (record: Product) => record.name,
    options: { label: 'Products' },
};
