import { lazy } from 'react';
import GavelIcon from '@mui/icons-material/Gavel';

/** The licensee, the warnings and the copy check's terms (site and private settings). */
export default {
    list: lazy(() => import('./ComplianceScreen')),
    icon: GavelIcon,
    options: { label: 'Compliance' },
};
