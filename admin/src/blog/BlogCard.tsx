import { Box, Button, Card, CardActions, CardContent, Checkbox, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useListContext } from 'react-admin';
import type { BlogPost } from '../dataProvider';
import { thumbnailUrl } from '../lib/rotation';
import { formatLongDate, markdownText } from '@farmsite/domain';
import { statusColor, statusText } from '../common/publishing';
import { UndoableDeleteButton } from '../common/UndoableDeleteButton';

interface BlogCardProps {
    post: BlogPost;
    editing: boolean;
    /** One row with a small image (phones). */
    compact: boolean;
    onEdit: (id: string) => void;
    onDeleted: (id: string) => void;
}

/** A post: image, date, status, title, 'By {author}', clamped content, Edit and Delete, and its selection box. */
export const BlogCard = ({ post, editing, compact, onEdit, onDeleted }: BlogCardProps) => {
    const { selectedIds, onToggleItem } = useListContext();
    return (
        <Card
            component="article"
            aria-label={post.title}
            sx={{
                height: '100%',
                display: 'flex',
                flexDirection: compact ? 'row' : 'column',
                outline: editing ? '3px solid' : 'none',
                outlineColor: 'primary.main',
            }}
        >
            <Box
                sx={{ position: 'relative', flexShrink: 0, bgcolor: 'grey.100', ...(compact ? { width: 96 } : { aspectRatio: '16 / 9' }) }}
            >
                {post.image && (
                    <Box
                        component="img"
                        src={thumbnailUrl(post.image, 640)}
                        alt=""
                        loading="lazy"
                        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                    />
                )}
                <Checkbox
                    checked={selectedIds.includes(post.id)}
                    onChange={() => onToggleItem(post.id)}
                    slotProps={{ input: { 'aria-label': `Select ${post.title}` } }}
                    size="small"
                    sx={{ position: 'absolute', left: 2, top: 2, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: 'white' } }}
                />
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
                <CardContent sx={{ flexGrow: 1, ...(compact ? { p: 1.5, pb: 0 } : {}) }}>
                    <Stack
                        direction="row"
                        spacing={1}
                        useFlexGap
                        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
                    >
                        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                            {formatLongDate(post.publishedAt)}
                        </Typography>
                        <Chip size="small" color={statusColor(post.status)} label={statusText(post.status, post.publishAt)} />
                    </Stack>
                    <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', mt: 0.5 }}>
                        {post.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        By {post.author}
                    </Typography>
                    <Typography
                        variant="body2"
                        sx={{ display: '-webkit-box', WebkitLineClamp: compact ? 2 : 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                    >
                        {markdownText(post.content)}
                    </Typography>
                </CardContent>
                <CardActions sx={compact ? { pt: 0 } : undefined}>
                    <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(post.id)} aria-label={`Edit ${post.title}`}>
                        Edit
                    </Button>
                    <UndoableDeleteButton
                        resource="blog"
                        record={post}
                        ariaLabel={`Delete ${post.title}`}
                        confirmTitle={`Delete "${post.title}"?`}
                        confirmText="The post disappears from the blog."
                        restorable
                        deleted={{ title: 'Blog post deleted', description: `"${post.title}" was removed.` }}
                        errorTitle="Failed to delete blog post"
                        onDeleted={() => onDeleted(post.id)}
                    />
                </CardActions>
            </Box>
        </Card>
    );
};
