import { useState } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { PageHeader } from '../layout/PageHeader';
import { StorageCard } from '../common/StorageCard';
import { useEditParam } from '../common/useEditParam';
import { BlogEditor } from './BlogEditor';
import { BlogGrid } from './BlogGrid';
import { HistoryPanel } from '../activity/HistoryPanel';
import { RecentlyDeleted } from '../activity/RecentlyDeleted';

/**
 * /admin/blog: the posts come first (the storage card folded to one line above them);
 * 'Add New Blog Post' opens the form (?create=1), a post's Edit opens it in edit mode
 * (?edit={id}, with its History), above the posts. Then the recently deleted ones.
 */
const BlogScreen = () => {
    const { editId, creating, startEdit, startCreate, cancelEdit } = useEditParam();
    const [restores, setRestores] = useState(0);
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader
                title="Manage Blog"
                back
                actions={
                    <Button variant="contained" startIcon={<AddIcon />} onClick={startCreate} disabled={creating}>
                        Add New Blog Post
                    </Button>
                }
            />
            <StorageCard />
            {(creating || editId) && (
                <Box sx={{ maxWidth: 900 }}>
                    <BlogEditor key={`${editId ?? 'create'}-${restores}`} editId={editId} onDone={cancelEdit} />
                    {editId && (
                        <HistoryPanel
                            filter={{ record: editId }}
                            records={[{ resource: 'blog', id: editId }]}
                            onRestored={() => setRestores((n) => n + 1)}
                        />
                    )}
                </Box>
            )}
            <BlogGrid editingId={editId} onEdit={startEdit} onCancelEdit={cancelEdit} onDeleted={(id) => id === editId && cancelEdit()} />
            <RecentlyDeleted resource="blog" what="Blog post" />
        </Box>
    );
};

export default BlogScreen;
