import { useState } from 'react';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { UploadButton, type Progress } from '../common/UploadButton';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { useFieldErrorText } from '../common/useFieldErrorText';
import { messageOf, useToast } from '../layout/Toast';
import { blogPostFields, rawFileSharingUrl } from '@farmsite/domain';
import { useWatch } from 'react-hook-form';
import { thumbnailUrl } from '../lib/rotation';
import { blogImageProblem } from '../lib/uploadChecks';
import { validateOptionalLink } from '../lib/validation';
import { uploadBlogImage } from './blogImage';
import { postImageAlt } from './blogForm';

/**
 * The post's image: upload a file (JPEG, PNG, GIF or WebP, at most 5MB) or paste a link;
 * file-sharing links (Dropbox, Google Drive) are turned into links to the file itself.
 */
export const BlogImageInput = ({ previewAlt = 'Post image preview' }: { previewAlt?: string }) => {
    const { field, fieldState } = useInput({ source: 'image', validate: validateOptionalLink });
    const { field: altsField } = useInput({ source: 'imageAlts' });
    const title: string = useWatch({ name: 'title' }) ?? '';
    const dataProvider = useAppDataProvider();
    const toast = useToast();
    const errorText = useFieldErrorText();
    const [progress, setProgress] = useState<Progress | null>(null);
    const [previewFailed, setPreviewFailed] = useState(false);
    const [justUploaded, setJustUploaded] = useState(false);
    const value: string = field.value ?? '';

    const upload = async ([file]: File[]) => {
        const problem = blogImageProblem(file);
        if (problem) {
            toast({ title: problem.title, description: problem.description, variant: 'error' });
            return;
        }
        setProgress({ loaded: 0, total: file.size });
        try {
            const url = await uploadBlogImage(dataProvider, file, (loaded, total) =>
                setProgress({ loaded: Math.min(loaded, total), total }),
            );
            setPreviewFailed(false);
            setJustUploaded(true);
            field.onChange(url);
            toast({ title: 'Image uploaded', description: file.name });
        } catch (error) {
            const message = messageOf(error);
            toast({
                title: message === 'Received invalid response from upload service' ? message : 'Upload failed',
                description: message === 'Received invalid response from upload service' ? undefined : message,
                variant: 'error',
            });
        } finally {
            setProgress(null);
        }
    };

    const onPreviewError = () => {
        setPreviewFailed(true);
        if (justUploaded) toast({ title: 'Image uploaded', description: 'The image was saved but cannot be previewed.', variant: 'info' });
        setJustUploaded(false);
    };

    return (
        <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
                Image
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                <Box
                    sx={{
                        width: 200,
                        height: 130,
                        flexShrink: 0,
                        borderRadius: 1,
                        overflow: 'hidden',
                        bgcolor: 'grey.100',
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                    }}
                >
                    {value && !previewFailed ? (
                        <Box
                            component="img"
                            src={thumbnailUrl(value)}
                            alt={previewAlt}
                            onError={onPreviewError}
                            onLoad={() => setJustUploaded(false)}
                            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                        />
                    ) : (
                        <Typography variant="caption" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
                            {value ? 'Image cannot be previewed' : 'No image'}
                        </Typography>
                    )}
                </Box>
                <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
                    <UploadButton
                        label="Upload Image"
                        accept="image/jpeg,image/png,image/gif,image/webp"
                        onFiles={upload}
                        progress={progress}
                    />
                    <TextField
                        id="blog-image-url"
                        label="Image URL"
                        size="small"
                        fullWidth
                        value={value}
                        onChange={(e) => {
                            setPreviewFailed(false);
                            field.onChange(e.target.value);
                        }}
                        onBlur={() => {
                            const raw = rawFileSharingUrl(value.trim());
                            if (raw !== value) field.onChange(raw);
                            field.onBlur();
                        }}
                        error={!!fieldState.error}
                        helperText={
                            errorText(fieldState.error?.message) ?? 'Or paste a link; Dropbox and Google Drive sharing links are converted.'
                        }
                    />
                    <TextField
                        id="blog-image-alt"
                        label="Image alt text"
                        size="small"
                        fullWidth
                        multiline
                        value={postImageAlt(altsField.value)}
                        placeholder={title}
                        onChange={(e) => altsField.onChange(e.target.value ? { [value]: e.target.value } : {})}
                        onBlur={altsField.onBlur}
                        slotProps={{ htmlInput: { maxLength: blogPostFields.imageAlts.max } }}
                        helperText="What the image shows, for people who cannot see it; left blank, the post's title describes it."
                    />
                </Stack>
            </Stack>
        </Stack>
    );
};
