import { lazy } from 'react';
import NotificationsIcon from '@mui/icons-material/Notifications';

/** Who hears of new leads, the sender, and the customers' emails (site settings). */
export default {
    list: lazy(() => import('./NotificationsScreen')),
    icon: NotificationsIcon,
    options: { label: 'Notifications' },
};
