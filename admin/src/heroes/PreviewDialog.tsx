import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { HeroVideo } from '../dataProvider';
import { formatLongDate } from '@farmsite/domain';

/** Plays one hero video with its facts; says so when the browser cannot play it. */
export const PreviewDialog = ({ video, onClose }: { video: HeroVideo | null; onClose: () => void }) => {
    // The video that would not play; another one gets its own try.
    const [failedId, setFailedId] = useState<string | null>(null);
    const failed = video !== null && failedId === video.id;
    return (
        <Dialog open={!!video} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="hero-preview-title">
            {video && (
                <>
                    <DialogTitle id="hero-preview-title">{video.title}</DialogTitle>
                    <DialogContent>
                        {failed ? (
                            <Alert severity="warning">
                                <AlertTitle>Video Format Not Supported</AlertTitle>
                                This browser cannot play {video.videoType}. Visitors with other browsers may still see it; MP4 (H.264) plays
                                everywhere.
                            </Alert>
                        ) : (
                            <Box
                                component="video"
                                src={video.videoPath}
                                controls
                                autoPlay
                                muted
                                playsInline
                                onError={() => setFailedId(video.id)}
                                sx={{ width: '100%', bgcolor: 'black', borderRadius: 1 }}
                            />
                        )}
                        <Stack direction="row" spacing={3} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }} component="dl">
                            {[
                                ['Position', String(video.position)],
                                ['Type', video.videoType],
                                ['Status', video.active ? 'Active' : 'Inactive'],
                                ['Added', formatLongDate(video.createdAt, { local: true })],
                            ].map(([label, value]) => (
                                <Box key={label}>
                                    <Typography component="dt" variant="caption" color="text.secondary">
                                        {label}
                                    </Typography>
                                    <Typography component="dd" sx={{ m: 0 }}>
                                        {value}
                                    </Typography>
                                </Box>
                            ))}
                        </Stack>
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={onClose}>Close</Button>
                    </DialogActions>
                </>
            )}
        </Dialog>
    );
};
