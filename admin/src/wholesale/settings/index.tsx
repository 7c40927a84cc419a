import { lazy } from 'react';
import TuneIcon from '@mui/icons-material/Tune';

/** The wholesale portal's settings: delivery days, the payment term and its notices, the excise rates, the licence warnings. */
export const WholesaleSettingsRoute = {
    path: '/wholesale-settings',
    label: 'Wholesale settings',
    icon: TuneIcon,
    Page: lazy(() => import('./WholesaleSettingsPage').then((m) => ({ default: m.WholesaleSettingsPage }))),
};
