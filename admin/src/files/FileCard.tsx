import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Checkbox, Chip, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import MovieIcon from '@mui/icons-material/Movie';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Confirm, useDelete, useGetOne } from 'react-admin';
import type { ManagedFile } from '../dataProvider';
import { formatFileSize } from '../lib/fileSize';
import { formatLongDate } from '@farmsite/domain';
import { thumbnailUrl } from '../lib/rotation';
import { messageOf, useToast } from '../layout/Toast';
import { isImage, isVideo, viewHref } from './fileFilter';
import { FilePlaces, placeCount } from './FilePlaces';

interface FileCardProps {
    file: ManagedFile;
    selected: boolean;
    onToggle: (id: string) => void;
    onDeleted: (id: string) => void;
}

/** One stored file: thumbnail, or a video's or document's placeholder, selection tick, name, size, date, where it is used. */
export const FileCard = ({ file, selected, onToggle, onDeleted }: FileCardProps) => {
    const video = isVideo(file);
    const used = file.usedBy.length > 0;
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
                ) : !isImage(file) ? (
                    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', color: 'grey.600' }}>
                        <DescriptionIcon fontSize="large" aria-hidden />
                        <Typography variant="caption">{file.mimeType === 'application/pdf' ? 'PDF' : 'Document'}</Typography>
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
                    {formatFileSize(file.size)} · {formatLongDate(file.createdAt, { local: true })}
                </Typography>
                <Box sx={{ mt: 1 }} data-testid="file-usage">
                    {used ? (
                        <>
                            <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                                Used in {placeCount(file.usedBy.length)}:
                            </Typography>
                            <FilePlaces places={file.usedBy} max={3} dense />
                        </>
                    ) : (
                        <Chip size="small" variant="outlined" label="Unused" />
                    )}
                </Box>
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
                <DeleteFileButton file={file} onDeleted={onDeleted} />
            </CardActions>
        </Card>
    );
};

/**
 * Delete, after a confirmation that lists where the file is used (as the server sees it
 * now); confirming a file in use removes it from those places too.
 */
const DeleteFileButton = ({ file, onDeleted }: { file: ManagedFile; onDeleted: (id: string) => void }) => {
    const toast = useToast();
    const [open, setOpen] = useState(false);
    const { data: fresh } = useGetOne<ManagedFile>('files', { id: file.id }, { enabled: open, staleTime: 0 });
    const [remove, { isPending }] = useDelete<ManagedFile>();
    const places = (open && fresh ? fresh : file).usedBy;

    const confirm = () =>
        remove(
            'files',
            { id: file.id, previousData: file, meta: { removeReferences: places.length > 0 } },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    setOpen(false);
                    toast({ title: 'File deleted', description: file.originalName });
                    onDeleted(file.id);
                },
                onError: (e: unknown) => {
                    setOpen(false);
                    toast({ title: 'Error deleting file', description: messageOf(e), variant: 'error' });
                },
            },
        );

    return (
        <>
            <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => setOpen(true)}
                aria-label={`Delete ${file.originalName}`}
            >
                Delete
            </Button>
            <Confirm
                isOpen={open}
                loading={isPending}
                title={`Delete "${file.originalName}"?`}
                content={
                    places.length ? (
                        <>
                            <Typography gutterBottom>It is used in {placeCount(places.length)}:</Typography>
                            <FilePlaces places={places} />
                            <Typography sx={{ mt: 1 }}>
                                Deleting it removes it from these places too (a hero video playing it is deleted), so no page shows a
                                missing file. This cannot be undone.
                            </Typography>
                        </>
                    ) : (
                        'No page uses this file. It is removed from storage. This cannot be undone.'
                    )
                }
                confirm={places.length ? `Delete and remove from ${placeCount(places.length)}` : 'Delete'}
                confirmColor="warning"
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
