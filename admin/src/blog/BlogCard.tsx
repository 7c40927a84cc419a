import { Button, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { BlogPost } from '../dataProvider';
import { thumbnailUrl } from '../lib/rotation';
import { formatLongDate, markdownText } from '@farmsite/domain';
import { statusColor, statusText } from '../common/publishing';
import { UndoableDeleteButton } from '../common/UndoableDeleteButton';
import { CardPicture, ListCard } from '../common/list/ListCard';

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
    return (
        <ListCard
            id={post.id}
            name={post.title}
            editing={editing}
            compact={compact}
            aspectRatio="16 / 9"
            picture={post.image && <CardPicture src={thumbnailUrl(post.image, 640)} alt="" />}
            actions={
                <>
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
                </>
            }
        >
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
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
        </ListCard>
    );
};
