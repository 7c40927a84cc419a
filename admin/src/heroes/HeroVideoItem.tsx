import { useRef, useState } from 'react';
import { Box, Chip, FormControlLabel, IconButton, Paper, Stack, Switch, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm } from 'react-admin';
import type { HeroVideo } from '../dataProvider';
import { formatLongDate } from '@farmsite/domain';
import { videoFileName } from './heroOrder';

interface HeroVideoItemProps {
    video: HeroVideo;
    busy: boolean;
    onToggle: (active: boolean) => void;
    onMove: (direction: 'up' | 'down') => void;
    onPreview: () => void;
    onEdit: () => void;
    onDelete: () => void;
}

const Action = ({
    label,
    onClick,
    disabled,
    children,
    color,
}: {
    label: string;
    onClick: () => void;
    disabled?: boolean;
    children: React.ReactNode;
    color?: 'error';
}) => (
    <Tooltip title={label}>
        <span>
            <IconButton aria-label={label} onClick={onClick} disabled={disabled} color={color}>
                {children}
            </IconButton>
        </span>
    </Tooltip>
);

/** One hero video: a preview that plays on hover or focus, its facts and its controls. */
export const HeroVideoItem = ({ video, busy, onToggle, onMove, onPreview, onEdit, onDelete }: HeroVideoItemProps) => {
    const player = useRef<HTMLVideoElement>(null);
    const [confirming, setConfirming] = useState(false);
    const play = () => player.current?.play().catch(() => undefined);
    const stop = () => {
        if (!player.current) return;
        player.current.pause();
        player.current.currentTime = 0;
    };
    return (
        <Paper
            component="li"
            variant="outlined"
            sx={{ p: 1.5, opacity: video.active ? 1 : 0.7 }}
            aria-label={`Position ${video.position}: ${video.title}`}
        >
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <Box
                    sx={{
                        position: 'relative',
                        width: { xs: '100%', md: 220 },
                        aspectRatio: '16 / 9',
                        bgcolor: 'black',
                        borderRadius: 1,
                        overflow: 'hidden',
                        flexShrink: 0,
                    }}
                    onMouseEnter={play}
                    onMouseLeave={stop}
                >
                    <video
                        ref={player}
                        src={video.videoPath}
                        muted
                        loop
                        playsInline
                        preload="metadata"
                        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                        aria-label={`Preview of ${video.title}`}
                    />
                    <Chip
                        label={video.position}
                        color="primary"
                        size="small"
                        sx={{ position: 'absolute', top: 6, left: 6, fontWeight: 700 }}
                        aria-label={`Position ${video.position}`}
                    />
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                            {video.title}
                        </Typography>
                        <Chip
                            size="small"
                            label={video.active ? 'Active' : 'Inactive'}
                            color={video.active ? 'success' : 'default'}
                            variant={video.active ? 'filled' : 'outlined'}
                        />
                    </Stack>
                    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                        {videoFileName(video.videoPath)}
                    </Typography>
                    {video.description && <Typography variant="body2">{video.description}</Typography>}
                    <Typography variant="caption" color="text.secondary">
                        {video.videoType} · added {formatLongDate(video.createdAt, { local: true })}
                    </Typography>
                </Box>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} onFocus={play} onBlur={stop}>
                    <FormControlLabel
                        control={<Switch checked={video.active} onChange={(e) => onToggle(e.target.checked)} disabled={busy} />}
                        label="Active"
                    />
                    <Action label={`Move ${video.title} up`} onClick={() => onMove('up')} disabled={busy}>
                        <ArrowUpwardIcon />
                    </Action>
                    <Action label={`Move ${video.title} down`} onClick={() => onMove('down')} disabled={busy}>
                        <ArrowDownwardIcon />
                    </Action>
                    <Action label={`Preview ${video.title}`} onClick={onPreview}>
                        <PlayCircleIcon />
                    </Action>
                    <Action label={`Edit ${video.title}`} onClick={onEdit} disabled={busy}>
                        <EditIcon />
                    </Action>
                    <Action label={`Delete ${video.title}`} onClick={() => setConfirming(true)} disabled={busy} color="error">
                        <DeleteIcon />
                    </Action>
                </Stack>
            </Stack>
            <Confirm
                isOpen={confirming}
                title={`Delete "${video.title}"?`}
                content="The video and its file are removed; the home page stops showing it. This cannot be undone."
                confirm="Delete"
                confirmColor="warning"
                onConfirm={() => {
                    setConfirming(false);
                    onDelete();
                }}
                onClose={() => setConfirming(false)}
            />
        </Paper>
    );
};
