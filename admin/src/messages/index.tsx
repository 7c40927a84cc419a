import { lazy } from 'react';
import MailIcon from '@mui/icons-material/Mail';
import type { ContactMessage } from '../dataProvider';

/** Contact messages sent from the storefront: staff read, reply to, handle or delete them. */
export default {
    list: lazy(() => import('./MessageList')),
    show: lazy(() => import('./MessageShow')),
    icon: MailIcon,
    recordRepresentation: (record: ContactMessage) => `${record.name} <${record.email}>`,
    options: { label: 'Messages' },
};
