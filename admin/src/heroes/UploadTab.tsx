import { useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import VideoFileIcon from '@mui/icons-material/VideoFile';
import { useGetList } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@farmsite/domain';
import type { HeroVideo } from '../dataProvider';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { formatFileSize } from '../lib/fileSize';
import { heroVideoProblem, heroVideoTitle, isValidHeroPosition } from '../lib/uploadChecks';
import { firstFreePosition, HERO_POSITIONS, nextPosition } from './heroOrder';

/** 'Upload New Videos': position, optional title and description, the file, a real progress bar. */
export const UploadTab = ({ onUploaded }: { onUploaded: () => void }) => {
    const dataProvider = useAppDataProvider();
    const queryClient = useQueryClient();
    const toast = useToast();
    const { data: videos = [], isPending } = useGetList<HeroVideo>('heroes', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'position', order: 'ASC' },
    });
    const [position, setPosition] = useState<number | null>(null);
    const [title, setTitle] = useState('');
    const [description, setDescription] = useState('');
    const [file, setFile] = useState<File | null>(null);
    const [sent, setSent] = useState<{ loaded: number; total: number } | null>(null);
    const fileInput = useRef<HTMLInputElement>(null);

    // The first free position once the list is known; after that, what staff chose.
    if (position === null && !isPending) setPosition(firstFreePosition(videos));
    const chosen = position ?? 1;
    const occupant = videos.find((v) => v.position === chosen);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const problem = heroVideoProblem(file);
        if (problem) {
            toast({ title: problem.title, description: problem.description, variant: 'error' });
            return;
        }
        if (!isValidHeroPosition(chosen)) {
            toast({ title: 'Upload failed', description: messages.heroPosition, variant: 'error' });
            return;
        }
        setSent({ loaded: 0, total: file!.size });
        try {
            const answer = await dataProvider.uploadHeroVideo(
                { file: file!, position: chosen, title: heroVideoTitle(title, chosen), description: description.trim() },
                { onProgress: ({ loaded, total }) => setSent({ loaded: Math.min(loaded, total), total }) },
            );
            toast({
                title: 'Video uploaded',
                description: answer?.message || `${answer?.video?.title ?? 'The video'} is in position ${chosen}.`,
            });
            setTitle('');
            setDescription('');
            setFile(null);
            setPosition(nextPosition(chosen));
            queryClient.invalidateQueries({ queryKey: ['heroes'] });
            queryClient.invalidateQueries({ queryKey: ['files'] });
            onUploaded();
        } catch (error) {
            toast({ title: 'Upload failed', description: messageOf(error), variant: 'error' });
        } finally {
            setSent(null);
        }
    };

    const percent = sent && sent.total ? Math.round((sent.loaded / sent.total) * 100) : 0;
    const uploading = !!sent;

    return (
        <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 640 }} aria-label="Upload a hero video">
            <Stack spacing={2}>
                <TextField
                    id="hero-position"
                    select
                    label="Position"
                    value={chosen}
                    onChange={(e) => setPosition(Number(e.target.value))}
                    disabled={uploading}
                    helperText={
                        occupant ? `Position ${chosen} holds "${occupant.title}": uploading replaces it.` : `Position ${chosen} is free.`
                    }
                >
                    {HERO_POSITIONS.map((p) => (
                        <MenuItem key={p} value={p}>
                            {p}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    id="hero-title"
                    label="Title (optional)"
                    value={title}
                    onChange={(e) => setTitle(e.target.value)}
                    disabled={uploading}
                    helperText={`Leave empty for "Video ${chosen}"`}
                />
                <TextField
                    id="hero-description"
                    label="Description (optional)"
                    value={description}
                    onChange={(e) => setDescription(e.target.value)}
                    disabled={uploading}
                    multiline
                    minRows={2}
                />
                <Box>
                    <input
                        ref={fileInput}
                        id="hero-file"
                        type="file"
                        hidden
                        tabIndex={-1}
                        accept="video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm"
                        aria-label="Video file"
                        onChange={(e) => {
                            setFile(e.target.files?.[0] ?? null);
                            e.target.value = '';
                        }}
                    />
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                        <Button
                            variant="outlined"
                            startIcon={<VideoFileIcon />}
                            onClick={() => fileInput.current?.click()}
                            disabled={uploading}
                        >
                            Choose Video File
                        </Button>
                        <Typography color={file ? 'text.primary' : 'text.secondary'} sx={{ wordBreak: 'break-all' }}>
                            {file ? `${file.name} (${formatFileSize(file.size)})` : 'No file chosen'}
                        </Typography>
                    </Stack>
                    <Typography variant="caption" color="text.secondary">
                        MP4, MOV or WEBM, at most 500MB.
                    </Typography>
                </Box>
                {uploading && (
                    <Box aria-live="polite">
                        <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
                        <Typography variant="body2" sx={{ mt: 0.5 }}>
                            {`Uploading... ${formatFileSize(sent!.loaded)} of ${formatFileSize(sent!.total)} (${percent}%)`}
                        </Typography>
                    </Box>
                )}
                {occupant && file && !uploading && (
                    <Alert severity="warning">{`"${occupant.title}" in position ${chosen} will be replaced.`}</Alert>
                )}
                <Box>
                    <Button type="submit" variant="contained" startIcon={<CloudUploadIcon />} disabled={uploading}>
                        {uploading ? 'Uploading...' : 'Upload Video'}
                    </Button>
                </Box>
            </Stack>
        </Box>
    );
};
