import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { orderableCategory, sortVariants } from '@farmsite/domain';
import { canAddVariant, emptyVariantInput, type VariantInput } from './variantDraft';
import { VariantFields, variantInputErrors } from './VariantFields';
import { VariantRow } from './VariantRow';
import type { VariantDraft } from './useVariantDraft';

/**
 * Size variants of the product in the form: add, list (by weight), edit, remove, save.
 * Merchandise (Swag) variants are sizes (S, M, L...), chosen from a list, with no weight.
 */
export const VariantEditor = ({ draft }: { draft: VariantDraft }) => {
    const [input, setInput] = useState<VariantInput>(emptyVariantInput);
    const sizes = useWatch({ name: 'category' }) === orderableCategory;
    const productName: string = useWatch({ name: 'name' }) ?? '';
    const inputErrors = variantInputErrors(input);
    const addable = canAddVariant(input, sizes) && !inputErrors.price && !inputErrors.strainTestUrl;
    const add = () => {
        if (!addable) return;
        draft.add(sizes ? { ...input, weight: '', category: orderableCategory } : input);
        setInput(emptyVariantInput());
    };
    const sorted = sortVariants(draft.variants);

    return (
        <Box component="section" aria-labelledby="variants-heading" sx={{ mt: 3 }}>
            <Typography id="variants-heading" variant="h6" component="h3">
                Variants
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {sizes
                    ? 'Sizes of this merchandise (S, M, L...), each with its own price, stock and photos.'
                    : 'Sizes of this product, each with its own weight, price and photos.'}
                {draft.isEditing
                    ? ' Edits and photos of saved variants are saved at once; additions and removals when you save variant changes.'
                    : ' They are saved with the product.'}
            </Typography>

            <Paper variant="outlined" sx={{ p: 2, mb: 2, bgcolor: 'grey.50' }} role="group" aria-label="Add a variant">
                <Typography variant="subtitle2" component="h4" sx={{ mb: 1.5 }}>
                    Add Variant
                </Typography>
                <VariantFields value={input} onChange={setInput} onEnter={add} idPrefix="new-variant" sizes={sizes} />
                <Button type="button" variant="outlined" startIcon={<AddIcon />} sx={{ mt: 1.5 }} disabled={!addable} onClick={add}>
                    Add Variant
                </Button>
            </Paper>

            {draft.loading ? (
                <CircularProgress size={24} aria-label="Loading variants" />
            ) : sorted.length ? (
                <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Current variants">
                    {sorted.map((variant) => (
                        <VariantRow
                            key={String(variant.id)}
                            variant={variant}
                            productName={productName}
                            draft={draft}
                            sizes={sizes}
                            markedForRemoval={draft.removed.includes(variant.id)}
                        />
                    ))}
                </Stack>
            ) : (
                <Typography color="text.secondary">No variants yet.</Typography>
            )}

            {draft.isEditing && draft.pending > 0 && (
                <Alert
                    severity="info"
                    sx={{ mt: 2, position: 'sticky', bottom: 8, zIndex: 1, alignItems: 'center' }}
                    action={
                        <Button
                            type="button"
                            variant="contained"
                            size="small"
                            startIcon={draft.saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SaveIcon />}
                            disabled={draft.saving}
                            onClick={() => draft.savePending()}
                        >
                            Save Variant Changes
                        </Button>
                    }
                >
                    {draft.pending} unsaved variant change{draft.pending === 1 ? '' : 's'}
                </Alert>
            )}
        </Box>
    );
};
