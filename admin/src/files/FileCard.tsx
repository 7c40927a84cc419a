import { Box, Button, Card, CardActions, CardContent, Checkbox, Chip, Stack, Typography } from '@mui/material';
import MovieIcon from '@mui/icons-material/Movie';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { DeleteWithConfirmButton, RecordContextProvider } from 'react-admin';
import type { ManagedFile } from '../dataProvider';
import { formatFileSize } from '../lib/fileSize';
import { formatLongDate } from '../lib/dates';
import { thumbnailUrl } from '../lib/rotation';
import { messageOf, useToast } from '../layout/Toast';
import { isVideo, viewHref } from './fileFilter';

interface FileCardProps {
    file: ManagedFile;
    selected: boolean;
    onToggle: (id: string) => void;
    onDeleted: (id: string) => void;
}

/** One stored file: thumbnail or video placeholder, selection tick, name, size, date. */
export const FileCard = ({ file, selected, onToggle, onDeleted }: FileCardProps) => {
    const toast = useToast();
    const video = isVideo(file);
    return (
        <Card
            component="article"
            aria-label={file.originalName}
            sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                outline: selected ? '3px solid' : 'none',
                outlineColor: 'primary.main',
            }}
        >
            <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: video ? 'grey.800' : 'grey.100' }}>
                {video ? (
                    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', color: 'grey.300' }}>
                        <MovieIcon fontSize="large" aria-hidden />
                        <Typography variant="caption">Video</Typography>
                    </Stack>
                ) : (
                    <Box
                        component="img"
                        src={thumbnailUrl(file.url)}
                        alt=""
                        loading="lazy"
                        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                    />
                )}
                <Checkbox
                    checked={selected}
                    onChange={() => onToggle(file.id)}
                    slotProps={{ input: { 'aria-label': `Select ${file.originalName}` } }}
                    sx={{ position: 'absolute', top: 4, left: 4, bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: 'white' } }}
                />
                {file.isHeroVideo && (
                    <Chip size="small" color="secondary" label="Hero Video" sx={{ position: 'absolute', top: 8, right: 8 }} />
                )}
            </Box>
            <CardContent sx={{ flexGrow: 1, pb: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                    {file.originalName}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                    {formatFileSize(file.size)} · {formatLongDate(file.createdAt)}
                </Typography>
            </CardContent>
            <CardActions sx={{ pt: 0 }}>
                <Button
                    size="small"
                    href={viewHref(file)}
                    target="_blank"
                    rel="noopener"
                    startIcon={<OpenInNewIcon />}
                    aria-label={`View ${file.originalName}`}
                >
                    View
                </Button>
                <RecordContextProvider value={file}>
                    <DeleteWithConfirmButton
                        resource="files"
                        mutationMode="pessimistic"
                        redirect={false}
                        aria-label={`Delete ${file.originalName}`}
                        confirmTitle={`Delete "${file.originalName}"?`}
                        confirmContent="The file is removed from storage. Pages that still show it will show a placeholder. This cannot be undone."
                        mutationOptions={{
                            onSuccess: () => {
                                toast({ title: 'File deleted', description: file.originalName });
                                onDeleted(file.id);
                            },
                            onError: (e: unknown) => toast({ title: 'Error deleting file', description: messageOf(e), variant: 'error' }),
                        }}
                    />
                </RecordContextProvider>
            </CardActions>
        </Card>
    );
};
