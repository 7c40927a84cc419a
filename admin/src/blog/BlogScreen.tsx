import { useState } from 'react';
import { Box, Grid } from '@mui/material';
import { PageHeader } from '../layout/PageHeader';
import { StorageCard } from '../common/StorageCard';
import { useEditParam } from '../common/useEditParam';
import { BlogEditor } from './BlogEditor';
import { BlogGrid } from './BlogGrid';
import { HistoryPanel } from '../activity/HistoryPanel';
import { RecentlyDeleted } from '../activity/RecentlyDeleted';

/**
 * /admin/blog: the storage card, the post form (create, or edit for ?edit={id}, with its
 * History), the posts and the recently deleted ones.
 */
const BlogScreen = () => {
    const { editId, startEdit, cancelEdit } = useEditParam();
    const [restores, setRestores] = useState(0);
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader title="Manage Blog" back />
            <StorageCard />
            <Grid container spacing={3}>
                <Grid size={{ xs: 12, lg: 5 }}>
                    <BlogEditor key={`${editId ?? 'create'}-${restores}`} editId={editId} onDone={cancelEdit} />
                    {editId && (
                        <HistoryPanel
                            filter={{ record: editId }}
                            records={[{ resource: 'blog', id: editId }]}
                            onRestored={() => setRestores((n) => n + 1)}
                        />
                    )}
                </Grid>
                <Grid size={{ xs: 12, lg: 7 }}>
                    <BlogGrid editingId={editId} onEdit={startEdit} onDeleted={(id) => id === editId && cancelEdit()} />
                </Grid>
            </Grid>
            <RecentlyDeleted resource="blog" what="Blog post" />
        </Box>
    );
};

export default BlogScreen;
