import { Alert, Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import { DeleteWithConfirmButton, ListBase, Pagination, RecordContextProvider, useListContext } from 'react-admin';
import type { BlogPost } from '../dataProvider';
import { formatLongDate, markdownText } from '@farmsite/domain';
import { thumbnailUrl } from '../lib/rotation';
import { messageOf, useToast } from '../layout/Toast';
import { SearchField } from '../common/SearchField';
import { statusColor, statusText } from '../common/publishing';

interface BlogGridProps {
    editingId?: string;
    onEdit: (id: string) => void;
    onDeleted: (id: string) => void;
}

/** The posts, newest first, two to a row. */
export const BlogGrid = (props: BlogGridProps) => (
    <ListBase resource="blog" perPage={20} sort={{ field: 'publishedAt', order: 'DESC' }} disableSyncWithLocation storeKey={false}>
        <BlogGridView {...props} />
    </ListBase>
);

const BlogGridView = ({ editingId, onEdit, onDeleted }: BlogGridProps) => {
    const { data, isPending, error, refetch, isFetching, filterValues, setFilters, total } = useListContext<BlogPost>();
    const toast = useToast();
    return (
        <Box component="section" aria-labelledby="posts-heading">
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
            >
                <Typography id="posts-heading" variant="h5" component="h2">
                    Blog Posts{total !== undefined ? ` (${total})` : ''}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <SearchField label="Search posts" value={filterValues.q ?? ''} onChange={(q) => setFilters(q ? { q } : {}, {})} />
                    <Button startIcon={isFetching ? <CircularProgress size={16} aria-hidden /> : <RefreshIcon />} onClick={() => refetch()}>
                        Refresh
                    </Button>
                </Stack>
            </Stack>
            {isPending ? (
                <CircularProgress aria-label="Loading posts" />
            ) : error ? (
                <Alert severity="error">Failed to load blog posts: {error.message}</Alert>
            ) : !data?.length ? (
                <Typography color="text.secondary">No blog posts available</Typography>
            ) : (
                <Grid container spacing={2}>
                    {data.map((post) => (
                        <Grid key={post.id} size={{ xs: 12, sm: 6 }}>
                            <Card
                                component="article"
                                aria-label={post.title}
                                sx={{
                                    height: '100%',
                                    display: 'flex',
                                    flexDirection: 'column',
                                    outline: post.id === editingId ? '3px solid' : 'none',
                                    outlineColor: 'primary.main',
                                }}
                            >
                                <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.100' }}>
                                    {post.image && (
                                        <Box
                                            component="img"
                                            src={thumbnailUrl(post.image, 640)}
                                            alt=""
                                            loading="lazy"
                                            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                                        />
                                    )}
                                </Box>
                                <CardContent sx={{ flexGrow: 1 }}>
                                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                                        <Typography variant="caption" color="text.secondary">
                                            {formatLongDate(post.publishedAt)}
                                        </Typography>
                                        <Chip
                                            size="small"
                                            color={statusColor(post.status)}
                                            label={statusText(post.status, post.publishAt)}
                                        />
                                    </Stack>
                                    <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', mt: 0.5 }}>
                                        {post.title}
                                    </Typography>
                                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                                        By {post.author}
                                    </Typography>
                                    <Typography
                                        variant="body2"
                                        sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                                    >
                                        {markdownText(post.content)}
                                    </Typography>
                                </CardContent>
                                <CardActions>
                                    <Button
                                        size="small"
                                        startIcon={<EditIcon />}
                                        onClick={() => onEdit(post.id)}
                                        aria-label={`Edit ${post.title}`}
                                    >
                                        Edit
                                    </Button>
                                    <RecordContextProvider value={post}>
                                        <DeleteWithConfirmButton
                                            resource="blog"
                                            mutationMode="pessimistic"
                                            redirect={false}
                                            aria-label={`Delete ${post.title}`}
                                            confirmTitle={`Delete "${post.title}"?`}
                                            confirmContent="The post disappears from the blog. This cannot be undone."
                                            mutationOptions={{
                                                onSuccess: () => {
                                                    toast({ title: 'Blog post deleted', description: `"${post.title}" was removed.` });
                                                    onDeleted(post.id);
                                                },
                                                onError: (e: unknown) =>
                                                    toast({
                                                        title: 'Failed to delete blog post',
                                                        description: messageOf(e),
                                                        variant: 'error',
                                                    }),
                                            }}
                                        />
                                    </RecordContextProvider>
                                </CardActions>
                            </Card>
                        </Grid>
                    ))}
                </Grid>
            )}
            <Pagination rowsPerPageOptions={[10, 20, 50]} />
        </Box>
    );
};
