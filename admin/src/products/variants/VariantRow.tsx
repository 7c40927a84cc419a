import { useState } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import UndoIcon from '@mui/icons-material/Undo';
import type { Variant } from '../../dataProvider';
import { ImageStrip } from '../../common/ImageStrip';
import { UploadButton } from '../../common/UploadButton';
import { useImageEditing } from '../../common/useImageEditing';
import { withImageAlt } from '../../common/imageAlts';
import { isTemporaryId, variantInputOf, type VariantInput } from './variantDraft';
import { VariantFields, variantInputErrors } from './VariantFields';
import type { VariantDraft } from './useVariantDraft';

interface VariantRowProps {
    variant: Variant;
    /** The product's name, which describes a photo staff wrote no alt text for. */
    productName: string;
    draft: VariantDraft;
    /** A Swag size: no weight. */
    sizes: boolean;
    markedForRemoval: boolean;
}

/** One variant: its facts and images, inline edit, removal (marked until saved). */
export const VariantRow = ({ variant, productName, draft, sizes, markedForRemoval }: VariantRowProps) => {
    const [editing, setEditing] = useState<VariantInput | null>(null);
    const [saving, setSaving] = useState(false);
    const images = useImageEditing(
        variant.images,
        variant.imageAlts,
        (next, alts) => draft.setImages(variant, next, alts),
        draft.persistImages(variant),
    );

    const isNew = isTemporaryId(variant.id);
    const label = variant.weight ? `${variant.name} (${variant.weight})` : variant.name;
    const complete = (input: VariantInput) => !!(input.name.trim() && (sizes || input.weight.trim()) && input.price.trim());

    const saveChanges = async () => {
        if (!editing) return;
        const errors = variantInputErrors(editing);
        if (!complete(editing) || errors.price || errors.strainTestUrl) return;
        setSaving(true);
        const ok = await draft.update(variant, {
            name: editing.name.trim(),
            weight: editing.weight.trim(),
            category: editing.category,
            price: Number(editing.price).toFixed(2),
            strainTestUrl: editing.strainTestUrl.trim() || null,
            inStock: editing.inStock,
        });
        setSaving(false);
        if (ok) setEditing(null);
    };

    return (
        <Paper
            component="li"
            variant="outlined"
            sx={{ p: 1.5, listStyle: 'none', opacity: markedForRemoval ? 0.6 : 1 }}
            aria-label={`Variant ${label}`}
        >
            {editing ? (
                <Box>
                    <VariantFields
                        value={editing}
                        onChange={setEditing}
                        onEnter={saveChanges}
                        idPrefix={`variant-${variant.id}`}
                        sizes={sizes}
                    />
                    <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                        <Button
                            type="button"
                            variant="contained"
                            size="small"
                            onClick={saveChanges}
                            disabled={saving || !complete(editing)}
                        >
                            Save Changes
                        </Button>
                        <Button type="button" size="small" onClick={() => setEditing(null)} disabled={saving}>
                            Cancel
                        </Button>
                    </Stack>
                </Box>
            ) : (
                <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                >
                    <Box sx={{ textDecoration: markedForRemoval ? 'line-through' : 'none' }}>
                        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                            <Typography sx={{ fontWeight: 600 }}>{variant.name}</Typography>
                            <Typography color="text.secondary">{variant.weight}</Typography>
                            <Chip size="small" label={variant.category} />
                            <Typography>${Number(variant.price).toFixed(2)}</Typography>
                            {!variant.inStock && <Chip size="small" label="Out of stock" variant="outlined" />}
                            {isNew && <Chip size="small" color="info" label="New (unsaved)" />}
                        </Stack>
                        {markedForRemoval && (
                            <Typography variant="caption" color="error">
                                Will be removed when you save variant changes
                            </Typography>
                        )}
                    </Box>
                    <Stack direction="row" spacing={1}>
                        {markedForRemoval ? (
                            <Button
                                type="button"
                                size="small"
                                startIcon={<UndoIcon />}
                                onClick={() => draft.restore(variant.id)}
                                aria-label={`Keep variant ${label}`}
                            >
                                Undo
                            </Button>
                        ) : (
                            <>
                                <Button
                                    type="button"
                                    size="small"
                                    startIcon={<EditIcon />}
                                    onClick={() => setEditing(variantInputOf(variant))}
                                    aria-label={`Edit variant ${label}`}
                                >
                                    Edit
                                </Button>
                                <Button
                                    type="button"
                                    size="small"
                                    color="error"
                                    startIcon={<DeleteIcon />}
                                    onClick={() => draft.remove(variant.id)}
                                    aria-label={`Remove variant ${label}`}
                                >
                                    Remove
                                </Button>
                            </>
                        )}
                    </Stack>
                </Stack>
            )}
            {!markedForRemoval && (
                <Stack spacing={1} sx={{ mt: 1.5 }}>
                    <ImageStrip
                        images={variant.images}
                        label={`Variant ${label}`}
                        onRotate={images.rotate}
                        onRemove={images.remove}
                        onMove={images.move}
                        busy={images.busy}
                        size={88}
                        alts={variant.imageAlts}
                        altFallback={productName}
                        onAltChange={(url, text) => draft.setImages(variant, variant.images, withImageAlt(variant.imageAlts, url, text))}
                        onAltBlur={() => draft.saveImageAlts(variant)}
                    />
                    <UploadButton
                        label={`Add images to ${variant.name}`}
                        accept="image/jpeg,image/png,image/webp"
                        multiple
                        size="small"
                        onFiles={images.upload}
                        progress={images.progress}
                        disabled={images.busy}
                    />
                </Stack>
            )}
        </Paper>
    );
};
