import { useEffect, useRef, useState, type DragEvent, type ReactElement } from 'react';
import { Box, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import DeleteIcon from '@mui/icons-material/Delete';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { productFields } from '@farmsite/domain';
import { thumbnailUrl, type RotationStep } from '../lib/rotation';
import type { ImageAlts } from './imageAlts';
import { movedAnnouncement } from './imageOrder';
import { visuallyHidden } from './visuallyHidden';

interface ImageStripProps {
    images: string[];
    /** Names the images for screen readers ("Photo 2 of Headhunter"). */
    label: string;
    onRotate?: (index: number, step: RotationStep) => void;
    onRemove?: (index: number) => void;
    /** Moves an image to another place; the first is the main image. */
    onMove?: (from: number, to: number) => void;
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

type MoveAction = 'earlier' | 'later' | 'main';

/** A key per image that survives a move (the same URL twice gets two). */
function keysOf(images: string[]): string[] {
    const seen = new Map<string, number>();
    return images.map((url) => {
        const n = seen.get(url) ?? 0;
        seen.set(url, n + 1);
        return `${url}#${n}`;
    });
}

/**
 * Thumbnails (the server's 320 px variants) with rotate left, rotate right and remove,
 * and beside each, when editable, its alt text. With onMove, the images are put in order
 * by dragging a thumbnail onto another's place, or with each one's Move earlier, Move
 * later and Make main buttons; a screen reader hears where the image went, and the focus
 * stays on the button pressed.
 */
export const ImageStrip = ({
    images,
    label,
    onRotate,
    onRemove,
    onMove,
    busy,
    size = 112,
    alts,
    altFallback,
    onAltChange,
    onAltBlur,
}: ImageStripProps) => {
    const [announcement, setAnnouncement] = useState('');
    const [dragging, setDragging] = useState<number | null>(null);
    const [over, setOver] = useState<number | null>(null);
    const buttons = useRef(new Map<string, HTMLButtonElement | null>());
    const refocus = useRef<{ key: string; action: MoveAction } | null>(null);
    const keys = keysOf(images);

    useEffect(() => {
        const wanted = refocus.current;
        if (!wanted) return;
        refocus.current = null;
        for (const action of [wanted.action, 'later', 'earlier'] as const) {
            const button = buttons.current.get(`${wanted.key}|${action}`);
            if (button && !button.disabled) {
                button.focus();
                return;
            }
        }
    });

    if (!images.length) return null;
    const width = onAltChange ? Math.max(size, 168) : size;
    const nameOf = (index: number) => `${label} image ${index + 1}`;

    const move = (from: number, to: number, action?: MoveAction) => {
        if (!onMove || from === to || to < 0 || to >= images.length) return;
        if (action) refocus.current = { key: keys[from], action };
        setAnnouncement(movedAnnouncement(nameOf(from), to, images.length));
        onMove(from, to);
    };
    const dropOn = (index: number) => (e: DragEvent) => {
        if (dragging === null) return;
        e.preventDefault();
        move(dragging, index);
        setDragging(null);
        setOver(null);
    };

    return (
        <>
            <Stack
                component="ul"
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
                aria-label={`${label} images`}
            >
                {images.map((url, index) => {
                    const name = nameOf(index);
                    const key = keys[index];
                    const orderButton = (action: MoveAction, title: string, to: number, icon: ReactElement, disabled: boolean) => (
                        <Tooltip title={title}>
                            <span>
                                <IconButton
                                    size="small"
                                    aria-label={`${title}: ${name}`}
                                    disabled={busy || disabled}
                                    ref={(el) => {
                                        buttons.current.set(`${key}|${action}`, el);
                                    }}
                                    onClick={() => move(index, to, action)}
                                >
                                    {icon}
                                </IconButton>
                            </span>
                        </Tooltip>
                    );
                    return (
                        <Box
                            component="li"
                            key={key}
                            data-image-item={url}
                            onDragOver={(e: DragEvent) => {
                                if (dragging === null) return;
                                e.preventDefault();
                                e.dataTransfer.dropEffect = 'move';
                                setOver(index);
                            }}
                            onDragLeave={() => setOver((o) => (o === index ? null : o))}
                            onDrop={dropOn(index)}
                            sx={{
                                width,
                                border: over === index && dragging !== index ? 2 : 1,
                                borderColor: over === index && dragging !== index ? 'primary.main' : 'divider',
                                borderRadius: 1,
                                overflow: 'hidden',
                                bgcolor: 'background.paper',
                                opacity: dragging === index ? 0.5 : 1,
                            }}
                        >
                            <Box
                                component="img"
                                src={thumbnailUrl(url)}
                                alt={name}
                                loading="lazy"
                                data-image-url={url}
                                draggable={!!onMove && !busy}
                                onDragStart={(e: DragEvent) => {
                                    e.dataTransfer.effectAllowed = 'move';
                                    e.dataTransfer.setData('text/plain', url);
                                    setDragging(index);
                                }}
                                onDragEnd={() => {
                                    setDragging(null);
                                    setOver(null);
                                }}
                                sx={{
                                    width,
                                    height: size,
                                    objectFit: 'cover',
                                    display: 'block',
                                    bgcolor: 'grey.100',
                                    cursor: onMove ? 'grab' : undefined,
                                }}
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
                            {onMove && images.length > 1 && (
                                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                                    {orderButton('earlier', 'Move earlier', index - 1, <ArrowBackIcon fontSize="small" />, index === 0)}
                                    {orderButton('main', 'Make main image', 0, <StarBorderIcon fontSize="small" />, index === 0)}
                                    {orderButton(
                                        'later',
                                        'Move later',
                                        index + 1,
                                        <ArrowForwardIcon fontSize="small" />,
                                        index === images.length - 1,
                                    )}
                                </Stack>
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
            {onMove && (
                <Box role="status" aria-live="polite" sx={visuallyHidden}>
                    {announcement}
                </Box>
            )}
        </>
    );
};
