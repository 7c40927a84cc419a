import PublicIcon from '@mui/icons-material/Public';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { ListBase, type RaRecord } from 'react-admin';
import type { BlogPost } from '../dataProvider';
import type { SortChoice } from '../common/list/SortSelect';
import { FilterPanel, type FilterGroup } from '../common/list/FilterPanel';
import { CardGrid } from '../common/list/CardGrid';
import { BulkDeleteButton, BulkUpdateButton, type BulkNames } from '../common/list/BulkButtons';
import { BlogCard } from './BlogCard';

interface BlogGridProps {
    editingId?: string;
    onEdit: (id: string) => void;
    onDeleted: (id: string) => void;
    onCancelEdit: () => void;
}

const blogFilters: FilterGroup[] = [
    {
        label: 'Status',
        choices: [
            { label: 'Published', value: { status: 'published' } },
            { label: 'Scheduled', value: { status: 'scheduled' } },
            { label: 'Draft', value: { status: 'draft' } },
        ],
    },
];

const blogSorts: SortChoice[] = [
    { label: 'Newest first', field: 'publishedAt', order: 'DESC' },
    { label: 'Oldest first', field: 'publishedAt', order: 'ASC' },
    { label: 'Title (A to Z)', field: 'title', order: 'ASC' },
    { label: 'Recently changed', field: 'updatedAt', order: 'DESC' },
];

const postNames: BulkNames = { one: 'post', many: 'posts', nameOf: (r: RaRecord) => String(r.title) };

/** The posts, newest first, two to a row; filters, sort and page in the address. */
export const BlogGrid = (props: BlogGridProps) => (
    <ListBase resource="blog" perPage={20} sort={{ field: 'publishedAt', order: 'DESC' }} storeKey={false}>
        <BlogGridView {...props} />
    </ListBase>
);

const BlogGridView = ({ editingId, onEdit, onDeleted, onCancelEdit }: BlogGridProps) => (
    <CardGrid<BlogPost>
        title="Blog Posts"
        headingId="posts-heading"
        searchLabel="Search posts"
        sorts={blogSorts}
        refreshLabel="Refresh"
        onCancelEdit={editingId ? onCancelEdit : undefined}
        filters={<FilterPanel groups={blogFilters} inline />}
        bulkActions={
            <>
                <BulkUpdateButton
                    label="Publish"
                    icon={<PublicIcon />}
                    data={{ status: 'published' }}
                    done="Posts published"
                    names={postNames}
                />
                <BulkUpdateButton
                    label="Unpublish"
                    icon={<EditNoteIcon />}
                    data={{ status: 'draft' }}
                    done="Posts unpublished"
                    names={postNames}
                />
                <BulkDeleteButton names={postNames} restorable />
            </>
        }
        loadingLabel="Loading posts"
        errorPrefix="Failed to load blog posts"
        emptyText="No blog posts available"
        cardSize={{ xs: 12, sm: 6 }}
        rowsPerPage={[10, 20, 50]}
        card={(post, compact) => (
            <BlogCard post={post} editing={post.id === editingId} compact={compact} onEdit={onEdit} onDeleted={onDeleted} />
        )}
    />
);
