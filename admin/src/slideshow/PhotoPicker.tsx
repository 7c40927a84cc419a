import { useState } from 'react';
import {
    Alert,
    Box,
    Button,
    Checkbox,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControlLabel,
    Skeleton,
    TextField,
    Typography,
} from '@mui/material';
import { useGetList } from 'react-admin';
import type { ManagedFile } from '../dataProvider';
import { thumbnailUrl } from '../lib/rotation';
import { messageOf } from '../layout/Toast';
import { isSlideshowPhoto } from './slideshow';

/** How many of the newest uploads the picker lists (the server's largest page). */
const MAX_FILES = 1000;

interface PhotoPickerProps {
    open: boolean;
    /** Photos already in the slideshow: not offered again. */
    chosen: string[];
    /** How many more the slideshow holds. */
    room: number;
    onAdd: (urls: string[]) => void;
    onClose: () => void;
}

/** Chooses photos for the slideshow among the uploaded images (the File Manager's files). */
export const PhotoPicker = ({ open, chosen, room, onAdd, onClose }: PhotoPickerProps) => {
    const [picked, setPicked] = useState<string[]>([]);
    const [search, setSearch] = useState('');
    const { data, isPending, error } = useGetList<ManagedFile>(
        'files',
        { pagination: { page: 1, perPage: MAX_FILES }, sort: { field: 'createdAt', order: 'DESC' } },
        { enabled: open },
    );
    const needle = search.trim().toLowerCase();
    const photos = (data ?? []).filter(
        (f) => isSlideshowPhoto(f) && !chosen.includes(f.url) && (!needle || f.originalName.toLowerCase().includes(needle)),
    );
    const close = () => {
        setPicked([]);
        onClose();
    };
    const toggle = (url: string) => setPicked((p) => (p.includes(url) ? p.filter((u) => u !== url) : [...p, url]));
    return (
        <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="photo-picker-title">
            <DialogTitle id="photo-picker-title">Add photos from File Manager</DialogTitle>
            <DialogContent>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    JPEG, PNG or WebP images. The slideshow has room for {room} more.
                </Typography>
                <TextField
                    label="Search by file name"
                    size="small"
                    value={search}
                    onChange={(e) => setSearch(e.target.value)}
                    sx={{ mb: 2 }}
                />
                {isPending && open ? (
                    <Skeleton variant="rounded" height={160} />
                ) : error ? (
                    <Alert severity="error">Failed to fetch files: {messageOf(error)}</Alert>
                ) : photos.length === 0 ? (
                    <Typography>No other image to add. Upload one with Upload Photos.</Typography>
                ) : (
                    <Box
                        component="ul"
                        aria-label="Uploaded images"
                        sx={{
                            display: 'grid',
                            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
                            gap: 1,
                            listStyle: 'none',
                            p: 0,
                            m: 0,
                        }}
                    >
                        {photos.map((f) => {
                            const checked = picked.includes(f.url);
                            return (
                                <Box
                                    component="li"
                                    key={f.id}
                                    sx={{ border: 1, borderColor: checked ? 'primary.main' : 'divider', borderRadius: 1, p: 0.5 }}
                                >
                                    <Box
                                        component="img"
                                        src={thumbnailUrl(f.url)}
                                        alt=""
                                        loading="lazy"
                                        sx={{ width: '100%', height: 96, objectFit: 'cover', display: 'block', bgcolor: 'grey.100' }}
                                    />
                                    <FormControlLabel
                                        sx={{
                                            m: 0,
                                            width: '100%',
                                            '& .MuiFormControlLabel-label': { fontSize: 13, wordBreak: 'break-all' },
                                        }}
                                        control={
                                            <Checkbox
                                                size="small"
                                                checked={checked}
                                                disabled={!checked && picked.length >= room}
                                                onChange={() => toggle(f.url)}
                                            />
                                        }
                                        label={f.originalName}
                                    />
                                </Box>
                            );
                        })}
                    </Box>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={close}>Cancel</Button>
                <Button
                    variant="contained"
                    disabled={picked.length === 0}
                    onClick={() => {
                        onAdd(picked);
                        close();
                    }}
                >
                    {picked.length > 1 ? `Add ${picked.length} photos` : 'Add photo'}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
