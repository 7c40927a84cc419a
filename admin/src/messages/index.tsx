import { lazy } from 'react';
import MailIcon from '@mui/icons-material/Mail';
import type { ContactMessage } from '../dataProvider';

/** Contact messages sent from the storefront (staff mark them read or delete them). */
export default {
    list: lazy(() => import('./MessageList')),
    icon: MailIcon,
    recordRepresentation: (record: ContactMessage) => `${record.name} <${record.email}>`,
    options: { label: 'Messages' },
};
