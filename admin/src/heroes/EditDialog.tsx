import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { heroVideoFields, type CopyReview } from '@farmsite/domain';
import type { HeroVideo } from '../dataProvider';
import { CopyFindings } from '../compliance/CopyFindings';
import { useCopyFindings } from '../compliance/useCopyCheck';
import { useMe } from '../staff/useMe';
import { HERO_POSITIONS } from './heroOrder';

interface EditDialogProps {
    video: (HeroVideo & { copyReview?: CopyReview | null }) | null;
    onClose: () => void;
    onSave: (changes: Pick<HeroVideo, 'title' | 'description' | 'position'> & { reviewedWithCounsel?: boolean }) => Promise<void>;
}

/** Title, description and position of one hero video. */
export const EditDialog = ({ video, onClose, onSave }: EditDialogProps) => {
    const [title, setTitle] = useState('');
    const [description, setDescription] = useState('');
    const [position, setPosition] = useState(1);
    const [saving, setSaving] = useState(false);
    const [reviewing, setReviewing] = useState(false);
    const me = useMe();
    const findings = useCopyFindings(
        [
            { field: 'title', label: heroVideoFields.title.label, value: title },
            { field: 'description', label: heroVideoFields.description.label, value: description },
        ],
        video?.copyReview,
    );
    // Each video opened starts from what it has.
    const [editing, setEditing] = useState<HeroVideo | null>(null);
    if (video !== editing) {
        setEditing(video);
        if (video) {
            setTitle(video.title);
            setDescription(video.description ?? '');
            setPosition(video.position);
            setReviewing(false);
        }
    }

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!video) return;
        setSaving(true);
        await onSave({
            title: title.trim() || `Video ${position}`,
            description: description.trim(),
            position,
            ...(reviewing ? { reviewedWithCounsel: true } : {}),
        });
        setSaving(false);
    };

    return (
        <Dialog open={!!video} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="hero-edit-title">
            <form onSubmit={submit} noValidate>
                <DialogTitle id="hero-edit-title">Edit Video</DialogTitle>
                <DialogContent>
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        <TextField
                            id="hero-edit-title-input"
                            label="Title"
                            value={title}
                            onChange={(e) => setTitle(e.target.value)}
                            autoFocus
                        />
                        <TextField
                            id="hero-edit-description"
                            label="Description"
                            value={description}
                            onChange={(e) => setDescription(e.target.value)}
                            multiline
                            minRows={2}
                        />
                        <TextField
                            id="hero-edit-position"
                            select
                            label="Position"
                            value={position}
                            onChange={(e) => setPosition(Number(e.target.value))}
                            helperText="Between 1 and 6"
                        >
                            {HERO_POSITIONS.map((p) => (
                                <MenuItem key={p} value={p}>
                                    {p}
                                </MenuItem>
                            ))}
                        </TextField>
                    </Stack>
                    <CopyFindings
                        findings={findings}
                        review={video?.copyReview}
                        canReview={me.owner}
                        reviewing={reviewing}
                        onReviewingChange={setReviewing}
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose} disabled={saving}>
                        Cancel
                    </Button>
                    <Button type="submit" variant="contained" disabled={saving}>
                        Save
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
