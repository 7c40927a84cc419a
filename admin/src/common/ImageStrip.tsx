import { Box, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import DeleteIcon from '@mui/icons-material/Delete';
import { productFields } from '@farmsite/domain';
import { thumbnailUrl, type RotationStep } from '../lib/rotation';
import type { ImageAlts } from './imageAlts';

interface ImageStripProps {
    images: string[];
    /** Names the images for screen readers ("Photo 2 of Headhunter"). */
    label: string;
    onRotate?: (index: number, step: RotationStep) => void;
    onRemove?: (index: number) => void;
    busy?: boolean;
    size?: number;
    /** Each image's alt text, edited beside it when onAltChange is given. */
    alts?: ImageAlts;
    /** What describes an image left blank: the product's name. */
    altFallback?: string;
    onAltChange?: (url: string, text: string) => void;
    /** Leaving an alt text's field (a saved variant saves it then). */
    onAltBlur?: () => void;
}

/** The longest alt text the server keeps (the same for products, variants and posts). */
const MAX_ALT = productFields.imageAlts.max;

/**
 * Thumbnails (the server's 320 px variants) with rotate left, rotate right and remove,
 * and beside each, when editable, its alt text.
 */
export const ImageStrip = ({
    images,
    label,
    onRotate,
    onRemove,
    busy,
    size = 112,
    alts,
    altFallback,
    onAltChange,
    onAltBlur,
}: ImageStripProps) => {
    if (!images.length) return null;
    const width = onAltChange ? Math.max(size, 168) : size;
    return (
        <Stack
            component="ul"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
            aria-label={`${label} images`}
        >
            {images.map((url, index) => {
                const name = `${label} image ${index + 1}`;
                return (
                    <Box
                        component="li"
                        key={`${url}-${index}`}
                        sx={{
                            width,
                            border: 1,
                            borderColor: 'divider',
                            borderRadius: 1,
                            overflow: 'hidden',
                            bgcolor: 'background.paper',
                        }}
                    >
                        <Box
                            component="img"
                            src={thumbnailUrl(url)}
                            alt={name}
                            loading="lazy"
                            data-image-url={url}
                            sx={{ width, height: size, objectFit: 'cover', display: 'block', bgcolor: 'grey.100' }}
                        />
                        {index === 0 && (
                            <Typography
                                variant="caption"
                                sx={{ display: 'block', textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}
                            >
                                Main image
                            </Typography>
                        )}
                        {onAltChange && (
                            <TextField
                                label="Alt text"
                                size="small"
                                multiline
                                minRows={2}
                                fullWidth
                                value={alts?.[url] ?? ''}
                                placeholder={altFallback}
                                onChange={(e) => onAltChange(url, e.target.value)}
                                onBlur={onAltBlur}
                                slotProps={{ htmlInput: { maxLength: MAX_ALT, 'aria-label': `Alt text of ${name}` } }}
                                sx={{ p: 0.75, '& .MuiInputBase-root': { fontSize: 13 } }}
                            />
                        )}
                        {(onRotate || onRemove) && (
                            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                                {onRotate && (
                                    <Tooltip title="Rotate left">
                                        <span>
                                            <IconButton
                                                size="small"
                                                aria-label={`Rotate ${name} left`}
                                                disabled={busy}
                                                onClick={() => onRotate(index, -90)}
                                            >
                                                <RotateLeftIcon fontSize="small" />
                                            </IconButton>
                                        </span>
                                    </Tooltip>
                                )}
                                {onRotate && (
                                    <Tooltip title="Rotate right">
                                        <span>
                                            <IconButton
                                                size="small"
                                                aria-label={`Rotate ${name} right`}
                                                disabled={busy}
                                                onClick={() => onRotate(index, 90)}
                                            >
                                                <RotateRightIcon fontSize="small" />
                                            </IconButton>
                                        </span>
                                    </Tooltip>
                                )}
                                {onRemove && (
                                    <Tooltip title="Remove">
                                        <span>
                                            <IconButton
                                                size="small"
                                                color="error"
                                                aria-label={`Remove ${name}`}
                                                disabled={busy}
                                                onClick={() => onRemove(index)}
                                            >
                                                <DeleteIcon fontSize="small" />
                                            </IconButton>
                                        </span>
                                    </Tooltip>
                                )}
                            </Stack>
                        )}
                    </Box>
                );
            })}
        </Stack>
    );
};
