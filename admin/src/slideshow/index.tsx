import { lazy } from 'react';
import SlideshowIcon from '@mui/icons-material/Slideshow';

/** The home page's slideshow: its photos, their order and their alt text. Loaded on first visit. */
export default {
    list: lazy(() => import('./SlideshowScreen')),
    icon: SlideshowIcon,
    options: { label: 'Home Slideshow' },
};
