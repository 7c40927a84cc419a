import { lazy } from 'react';
import ScienceIcon from '@mui/icons-material/Science';
import type { Batch } from '../dataProvider';

/** Batches of products with their certificates of analysis (COA) and the QR codes of their lot pages. */
export default {
    list: lazy(() => import('./BatchList')),
    create: lazy(() => import('./BatchCreate')),
    edit: lazy(() => import('./BatchEdit')),
    icon: ScienceIcon,
    recordRepresentation: (record: Batch) => `Lot ${record.lot}`,
    options: { label: 'Batches' },
};
