import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { siteSettingsFields, type Slideshow } from '@farmsite/domain';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { ImageStrip } from '../common/ImageStrip';
import { UploadButton, type Progress } from '../common/UploadButton';
import { carryImageAlts, withImageAlt } from '../common/imageAlts';
import { moved } from '../common/imageOrder';
import { uploadProductImages } from '../common/imageActions';
import { PageHeader } from '../layout/PageHeader';
import { messageOf, useToast } from '../layout/Toast';
import { CopyFindings } from '../compliance/CopyFindings';
import { useCopyFindings } from '../compliance/useCopyCheck';
import { useMe } from '../staff/useMe';
import { HistoryPanel } from '../activity/HistoryPanel';
import { PhotoPicker } from './PhotoPicker';
import { MAX_SLIDESHOW_PHOTOS, withAdded } from './slideshow';

const queryKey = ['slideshow'];

interface Draft {
    heroImages: string[];
    heroImageAlts: Record<string, string>;
}

const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/** The slideshow as it is saved, and the staff's changes until they save them. */
const SlideshowEditor = ({ saved }: { saved: Slideshow }) => {
    const dataProvider = useAppDataProvider();
    const queryClient = useQueryClient();
    const toast = useToast();
    const { owner } = useMe();
    const [draft, setDraft] = useState<Draft>({ heroImages: saved.heroImages, heroImageAlts: saved.heroImageAlts });
    const [picking, setPicking] = useState(false);
    const [progress, setProgress] = useState<Progress | null>(null);
    const [saving, setSaving] = useState(false);
    const [reviewing, setReviewing] = useState(false);
    const findings = useCopyFindings(
        [{ field: 'heroImageAlts', label: siteSettingsFields.heroImageAlts.label, value: draft.heroImageAlts }],
        saved.copyReview,
    );
    const changed = !same(draft, { heroImages: saved.heroImages, heroImageAlts: saved.heroImageAlts });
    const room = MAX_SLIDESHOW_PHOTOS - draft.heroImages.length;

    const setImages = (next: string[]) =>
        setDraft((d) => ({ heroImages: next, heroImageAlts: carryImageAlts(d.heroImages, next, d.heroImageAlts) }));
    const upload = async (files: File[]) => {
        if (files.length > room) {
            toast({ title: `The slideshow has room for ${room} more ${room === 1 ? 'photo' : 'photos'}.`, variant: 'error' });
            return;
        }
        setProgress({ loaded: 0, total: files.reduce((s, f) => s + f.size, 0) });
        try {
            const report = await uploadProductImages(dataProvider, files, (loaded, total) => setProgress({ loaded, total }));
            if (report.refused.length) {
                toast({ title: report.refused.join(' '), description: 'No images were uploaded.', variant: 'error' });
                return;
            }
            if (report.failures.length) toast({ title: report.failures.join(' '), variant: 'error' });
            setDraft((d) => ({ ...d, heroImages: withAdded(d.heroImages, report.urls) }));
        } catch (error) {
            toast({ title: 'Upload failed', description: messageOf(error), variant: 'error' });
        } finally {
            setProgress(null);
        }
    };
    const save = async () => {
        setSaving(true);
        try {
            const answer = await dataProvider.saveSlideshow({ ...draft, ...(reviewing ? { reviewedWithCounsel: true } : {}) });
            queryClient.setQueryData(queryKey, answer);
            setReviewing(false);
            toast({ title: 'Slideshow saved', description: 'The home page shows these photos in this order.' });
        } catch (error) {
            toast({ title: 'Failed to save the slideshow', description: messageOf(error), variant: 'error' });
        } finally {
            setSaving(false);
        }
    };

    return (
        <Card>
            <CardContent>
                <Stack spacing={2}>
                    <Typography variant="body2" color="text.secondary">
                        {draft.heroImages.length} of {MAX_SLIDESHOW_PHOTOS} photos. The first is the main one: the home page opens on it and
                        link previews show it. Drag a photo onto another&apos;s place, or use its Move and Make main buttons, to change the
                        order. Describe each photo for people who cannot see it; a photo left blank is decorative.
                    </Typography>
                    {draft.heroImages.length === 0 && <Alert severity="warning">The home page has no slideshow photo: add one.</Alert>}
                    <ImageStrip
                        images={draft.heroImages}
                        label="Slideshow"
                        onMove={(from, to) => setImages(moved(draft.heroImages, from, to))}
                        onRemove={(index) => setImages(draft.heroImages.filter((_, i) => i !== index))}
                        busy={saving || !!progress}
                        alts={draft.heroImageAlts}
                        onAltChange={(url, text) => setDraft((d) => ({ ...d, heroImageAlts: withImageAlt(d.heroImageAlts, url, text) }))}
                    />
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                        <Button
                            variant="outlined"
                            startIcon={<AddPhotoAlternateIcon />}
                            disabled={room <= 0 || saving}
                            onClick={() => setPicking(true)}
                        >
                            Add from File Manager
                        </Button>
                        <UploadButton
                            label="Upload Photos"
                            accept="image/jpeg,image/png,image/webp"
                            multiple
                            onFiles={upload}
                            progress={progress}
                            disabled={room <= 0 || saving}
                        />
                    </Stack>
                    <CopyFindings
                        findings={findings}
                        review={saved.copyReview}
                        canReview={owner}
                        reviewing={reviewing}
                        onReviewingChange={setReviewing}
                    />
                    <Stack direction="row" spacing={1}>
                        <Button variant="contained" startIcon={<SaveIcon />} disabled={!changed || saving} onClick={save}>
                            Save Slideshow
                        </Button>
                        <Button
                            disabled={!changed || saving}
                            onClick={() => setDraft({ heroImages: saved.heroImages, heroImageAlts: saved.heroImageAlts })}
                        >
                            Discard changes
                        </Button>
                    </Stack>
                </Stack>
            </CardContent>
            <PhotoPicker
                open={picking}
                chosen={draft.heroImages}
                room={room}
                onAdd={(urls) => setDraft((d) => ({ ...d, heroImages: withAdded(d.heroImages, urls) }))}
                onClose={() => setPicking(false)}
            />
        </Card>
    );
};

/** /admin/slideshow: the home page's background photos, their order and their alt text. */
const SlideshowScreen = () => {
    const dataProvider = useAppDataProvider();
    const { owner } = useMe();
    const slideshow = useQuery({ queryKey, queryFn: () => dataProvider.getSlideshow(), retry: false });
    const toast = useToast();
    useEffect(() => {
        if (slideshow.error) toast({ title: 'Failed to load the slideshow', description: messageOf(slideshow.error), variant: 'error' });
    }, [slideshow.error, toast]);
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader
                title="Home Slideshow"
                subtitle="The photos behind the home page's headline, a new one every 4 seconds, in this order."
                back
            />
            {slideshow.isPending ? (
                <Skeleton variant="rounded" height={240} />
            ) : slideshow.error ? (
                <Alert severity="error">Failed to load the slideshow: {messageOf(slideshow.error)}</Alert>
            ) : (
                // A new key after each save: the editor starts again from what was saved.
                <SlideshowEditor
                    key={JSON.stringify(slideshow.data.heroImages) + JSON.stringify(slideshow.data.heroImageAlts)}
                    saved={slideshow.data}
                />
            )}
            <Box sx={{ mt: 3 }}>
                <HistoryPanel
                    filter={{ collection: 'site_settings' }}
                    records={[{ resource: 'settings', id: 'site' }]}
                    canRestore={owner}
                />
            </Box>
        </Box>
    );
};

export default SlideshowScreen;
