import { lazy } from 'react';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import type { Redirect } from '../dataProvider';

/** Old addresses that lead to new ones: made by renames, added and removed by staff. */
export default {
    list: lazy(() => import('./RedirectList')),
    create: lazy(() => import('./RedirectCreate')),
    icon: AltRouteIcon,
    recordRepresentation: (record: Redirect) => `${record.fromPath} → ${record.toPath}`,
    options: { label: 'Redirects' },
};
