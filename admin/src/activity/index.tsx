import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';

/** The activity log: who changed what, when, from where. */
export default {
    list: lazy(() => import('./ActivityList')),
    icon: HistoryIcon,
    options: { label: 'Activity' },
};
