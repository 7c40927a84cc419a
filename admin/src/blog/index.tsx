import { lazy } from 'react';
import ArticleIcon from '@mui/icons-material/Article';
import type { BlogPost } from '../dataProvider';

/** Blog: one page with the post form (create, or edit for ?edit={id}) beside the posts. */
export default {
    list: lazy(() => import('./BlogScreen')),
    icon: ArticleIcon,
    recordRepresentation: (record: BlogPost) => record.title,
    options: { label: 'Blog' },
};
