import { Alert, Box, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import CloseIcon from '@mui/icons-material/Close';
import PublicIcon from '@mui/icons-material/Public';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { ListBase, Pagination, useListContext, type RaRecord } from 'react-admin';
import type { BlogPost } from '../dataProvider';
import { ListSearch } from '../common/list/ListSearch';
import { SortSelect, type SortChoice } from '../common/list/SortSelect';
import { FilterPanel, type FilterGroup } from '../common/list/FilterPanel';
import { BulkBar, SelectPage } from '../common/list/BulkBar';
import { BulkDeleteButton, BulkUpdateButton, type BulkNames } from '../common/list/BulkButtons';
import { useIsPhone } from '../common/useIsPhone';
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

const BlogGridView = ({ editingId, onEdit, onDeleted, onCancelEdit }: BlogGridProps) => {
    const { data, isPending, error, refetch, isFetching, total } = useListContext<BlogPost>();
    const compact = useIsPhone();
    return (
        <Box component="section" aria-labelledby="posts-heading" sx={{ flex: 1, minWidth: 0 }}>
            <Stack
                direction={{ xs: 'column', lg: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { lg: 'center' }, mb: 1.5 }}
            >
                <Typography id="posts-heading" variant="h5" component="h2">
                    Blog Posts{total !== undefined ? ` (${total})` : ''}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <ListSearch label="Search posts" />
                    <SortSelect choices={blogSorts} />
                    <Button startIcon={isFetching ? <CircularProgress size={16} aria-hidden /> : <RefreshIcon />} onClick={() => refetch()}>
                        Refresh
                    </Button>
                    {editingId && (
                        <Button startIcon={<CloseIcon />} onClick={onCancelEdit}>
                            Cancel Edit
                        </Button>
                    )}
                </Stack>
            </Stack>
            <FilterPanel groups={blogFilters} inline />
            <SelectPage />
            <BulkBar>
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
            </BulkBar>
            {isPending ? (
                <CircularProgress aria-label="Loading posts" />
            ) : error ? (
                <Alert severity="error">Failed to load blog posts: {error.message}</Alert>
            ) : !data?.length ? (
                <Typography color="text.secondary">No blog posts available</Typography>
            ) : (
                <Grid container spacing={compact ? 1 : 2}>
                    {data.map((post) => (
                        <Grid key={post.id} size={{ xs: 12, sm: 6 }}>
                            <BlogCard post={post} editing={post.id === editingId} compact={compact} onEdit={onEdit} onDeleted={onDeleted} />
                        </Grid>
                    ))}
                </Grid>
            )}
            <Pagination rowsPerPageOptions={[10, 20, 50]} />
        </Box>
    );
};
