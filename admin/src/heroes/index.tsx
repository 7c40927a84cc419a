import { lazy } from 'react';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import type { HeroVideo } from '../dataProvider';

/** 'Manage Hero Videos': upload, manage and instructions tabs. */
export default {
    list: lazy(() => import('./HeroVideosScreen')),
    icon: VideoLibraryIcon,
    recordRepresentation: (record: HeroVideo) => record.title,
    options: { label: 'Hero Videos' },
};
