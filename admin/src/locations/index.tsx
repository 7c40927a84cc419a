import { lazy } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { Location } from '../dataProvider';

/** Partner locations: the form on one side, 'Current Locations' on the other. */
export default {
    list: lazy(() => import('./LocationsScreen')),
    icon: StorefrontIcon,
    recordRepresentation: (record: Location) => record.name,
    options: { label: 'Locations' },
};
