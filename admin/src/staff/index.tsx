import { lazy } from 'react';
import GroupIcon from '@mui/icons-material/Group';
import type { Staff } from '../dataProvider';

/** Staff accounts: the owner adds and disables them; everyone changes their own password and notifications. */
export default {
    list: lazy(() => import('./StaffScreen')),
    icon: GroupIcon,
    recordRepresentation: (record: Staff) => record.username,
    options: { label: 'Staff' },
};
