import { Box, Grid } from '@mui/material';
import { PageHeader } from '../layout/PageHeader';
import { StorageCard } from '../common/StorageCard';
import { useEditParam } from '../common/useEditParam';
import { BlogEditor } from './BlogEditor';
import { BlogGrid } from './BlogGrid';

/** /admin/blog: the storage card, the post form (create, or edit for ?edit={id}) and the posts. */
const BlogScreen = () => {
    const { editId, startEdit, cancelEdit } = useEditParam();
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader title="Manage Blog" back />
            <StorageCard />
            <Grid container spacing={3}>
                <Grid size={{ xs: 12, lg: 5 }}>
                    <BlogEditor key={editId ?? 'create'} editId={editId} onDone={cancelEdit} />
                </Grid>
                <Grid size={{ xs: 12, lg: 7 }}>
                    <BlogGrid editingId={editId} onEdit={startEdit} onDeleted={(id) => id === editId && cancelEdit()} />
                </Grid>
            </Grid>
        </Box>
    );
};

export default BlogScreen;
