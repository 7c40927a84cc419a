import { lazy } from 'react';
import FolderIcon from '@mui/icons-material/Folder';
import type { ManagedFile } from '../dataProvider';

/** The File Manager: every uploaded image and video. */
export default {
    list: lazy(() => import('./FileManager')),
    icon: FolderIcon,
    recordRepresentation: (record: ManagedFile) => record.originalName,
    options: { label: 'File Manager' },
};
