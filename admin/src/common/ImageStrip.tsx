import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import DeleteIcon from '@mui/icons-material/Delete';
import { thumbnailUrl, type RotationStep } from '../lib/rotation';

interface ImageStripProps {
    images: string[];
    /** Names the images for screen readers ("Photo 2 of Headhunter"). */
    label: string;
    onRotate?: (index: number, step: RotationStep) => void;
    onRemove?: (index: number) => void;
    busy?: boolean;
    size?: number;
}

/** Thumbnails (the server's 320 px variants) with rotate left, rotate right and remove. */
export const ImageStrip = ({ images, label, onRotate, onRemove, busy, size = 112 }: ImageStripProps) => {
    if (!images.length) return null;
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
                            width: size,
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
                            sx={{ width: size, height: size, objectFit: 'cover', display: 'block', bgcolor: 'grey.100' }}
                        />
                        {index === 0 && (
                            <Typography
                                variant="caption"
                                sx={{ display: 'block', textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}
                            >
                                Main image
                            </Typography>
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
