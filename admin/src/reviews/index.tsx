import { lazy } from 'react';
import RateReviewIcon from '@mui/icons-material/RateReview';
import type { Review } from '../dataProvider';

/** Reviews of products: staff add, edit, approve or hide, and delete them. */
export default {
    list: lazy(() => import('./ReviewList')),
    create: lazy(() => import('./ReviewCreate')),
    edit: lazy(() => import('./ReviewEdit')),
    icon: RateReviewIcon,
    recordRepresentation: (record: Review) => `Review by ${record.author}`,
    options: { label: 'Reviews' },
};
