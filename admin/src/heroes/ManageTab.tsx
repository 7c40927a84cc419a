import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { useGetList } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { HeroVideo } from '../dataProvider';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { duplicatePositions, moveVideo } from './heroOrder';
import { HeroVideoItem } from './HeroVideoItem';
import { PreviewDialog } from './PreviewDialog';
import { EditDialog } from './EditDialog';

/** 'Manage Videos': the list by position, refreshed every 2 seconds. */
export const ManageTab = () => {
    const dataProvider = useAppDataProvider();
    const queryClient = useQueryClient();
    const toast = useToast();
    const {
        data: videos = [],
        isPending,
        error,
        refetch,
    } = useGetList<HeroVideo>(
        'heroes',
        { pagination: { page: 1, perPage: 100 }, sort: { field: 'position', order: 'ASC' } },
        { refetchInterval: 2000, staleTime: 0 },
    );
    const [busy, setBusy] = useState(false);
    const [previewing, setPreviewing] = useState<HeroVideo | null>(null);
    const [editing, setEditing] = useState<HeroVideo | null>(null);

    useEffect(() => {
        if (error) toast({ title: 'Failed to fetch hero videos', description: messageOf(error), variant: 'error' });
    }, [error, toast]);

    const afterChange = () => {
        queryClient.invalidateQueries({ queryKey: ['heroes'] });
        return refetch();
    };

    const patch = async (video: HeroVideo, data: Partial<HeroVideo>, success: string) => {
        setBusy(true);
        try {
            await dataProvider.update('heroes', { id: video.id, data, previousData: video });
            toast({ title: success });
            return true;
        } catch (e) {
            toast({ title: 'Update failed', description: messageOf(e), variant: 'error' });
            return false;
        } finally {
            await afterChange();
            setBusy(false);
        }
    };

    const move = async (video: HeroVideo, direction: 'up' | 'down') => {
        const result = moveVideo(videos, video.id, direction);
        if ('refused' in result) {
            toast({ title: result.refused, variant: 'info' });
            return;
        }
        setBusy(true);
        try {
            for (const change of result.changes) {
                await dataProvider.update('heroes', { id: change.id, data: { position: change.position }, previousData: {} });
            }
            toast({
                title: direction === 'up' ? 'Moved up' : 'Moved down',
                description: `"${video.title}" is now in position ${result.changes[0].position}.`,
            });
        } catch (e) {
            toast({ title: 'Update failed', description: messageOf(e), variant: 'error' });
        } finally {
            await afterChange();
            setBusy(false);
        }
    };

    const remove = async (video: HeroVideo) => {
        setBusy(true);
        try {
            await dataProvider.delete('heroes', { id: video.id, previousData: video });
            toast({ title: 'Video deleted', description: `"${video.title}" was removed.` });
        } catch (e) {
            toast({ title: 'Delete failed', description: messageOf(e), variant: 'error' });
        } finally {
            await afterChange();
            queryClient.invalidateQueries({ queryKey: ['files'] });
            setBusy(false);
        }
    };

    const reindex = async () => {
        setBusy(true);
        try {
            const { updatedPositions } = await dataProvider.reindexHeroVideos();
            toast({
                title: 'Positions reindexed',
                description: `${updatedPositions?.length ?? 0} video${updatedPositions?.length === 1 ? '' : 's'} renumbered.`,
            });
        } catch (e) {
            toast({ title: 'Reindex failed', description: messageOf(e), variant: 'error' });
        } finally {
            await afterChange();
            setBusy(false);
        }
    };

    const duplicates = duplicatePositions(videos);

    return (
        <Box>
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
            >
                <Typography variant="h6" component="h2">
                    Hero videos ({videos.length})
                </Typography>
                <Button variant="outlined" startIcon={<FormatListNumberedIcon />} onClick={reindex} disabled={busy || !videos.length}>
                    Reindex Positions
                </Button>
            </Stack>
            {duplicates.length > 0 && (
                <Alert severity="warning" sx={{ mb: 2, bgcolor: '#fef3c7', color: '#78350f', '& .MuiAlert-icon': { color: '#d97706' } }}>
                    {`More than one video is in position ${duplicates.join(', ')}. Only one can show there: use Reindex Positions to number the videos 1 to ${videos.length} again.`}
                </Alert>
            )}
            {isPending ? (
                <CircularProgress aria-label="Loading hero videos" />
            ) : error && !videos.length ? (
                <Alert severity="error">Failed to fetch hero videos</Alert>
            ) : !videos.length ? (
                <Typography color="text.secondary">No hero videos yet. Upload one in the Upload New Videos tab.</Typography>
            ) : (
                <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Hero videos by position">
                    {videos.map((video) => (
                        <HeroVideoItem
                            key={video.id}
                            video={video}
                            busy={busy}
                            onToggle={(active) => patch(video, { active }, active ? 'Video activated' : 'Video deactivated')}
                            onMove={(direction) => move(video, direction)}
                            onPreview={() => setPreviewing(video)}
                            onEdit={() => setEditing(video)}
                            onDelete={() => remove(video)}
                        />
                    ))}
                </Stack>
            )}
            <PreviewDialog video={previewing} onClose={() => setPreviewing(null)} />
            <EditDialog
                video={editing}
                onClose={() => setEditing(null)}
                onSave={async (changes) => {
                    if (editing && (await patch(editing, changes, 'Video updated'))) setEditing(null);
                }}
            />
        </Box>
    );
};
