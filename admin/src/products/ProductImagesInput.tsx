import { useCallback } from 'react';
import { FormHelperText, Stack, Typography } from '@mui/material';
import { useInput, type Identifier } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { ImageStrip } from '../common/ImageStrip';
import { UploadButton } from '../common/UploadButton';
import { useImageEditing } from '../common/useImageEditing';
import { withImageAlt, type ImageAlts } from '../common/imageAlts';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { validateImages } from '../lib/validation';
import { useFieldErrorText } from '../common/useFieldErrorText';

/**
 * The product's photos: upload (checked first: 5 MB, JPEG/PNG/WebP, all or none), rotate
 * 90 degrees either way, remove, put in order (the first is the main one). While a product
 * is edited, each change is saved at once.
 */
export const ProductImagesInput = ({ productId, name }: { productId?: Identifier; name: string }) => {
    const { field, fieldState } = useInput({ source: 'images', validate: validateImages });
    const { field: altsField } = useInput({ source: 'imageAlts' });
    const dataProvider = useAppDataProvider();
    const errorText = useFieldErrorText();
    const queryClient = useQueryClient();
    const images: string[] = Array.isArray(field.value) ? field.value : [];
    const alts: ImageAlts = altsField.value && typeof altsField.value === 'object' ? altsField.value : {};

    const persist = useCallback(
        async (next: string[], nextAlts: Record<string, string>) => {
            await dataProvider.update('products', { id: productId!, data: { images: next, imageAlts: nextAlts }, previousData: {} });
            queryClient.invalidateQueries({ queryKey: ['products', 'getList'] });
        },
        [dataProvider, productId, queryClient],
    );
    const apply = useCallback(
        (next: string[], nextAlts: Record<string, string>) => {
            field.onChange(next);
            altsField.onChange(nextAlts);
        },
        [field, altsField],
    );
    const editing = useImageEditing(images, alts, apply, productId !== undefined ? persist : undefined);

    return (
        <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
                Product Images *
            </Typography>
            <Typography variant="body2" color="text.secondary">
                JPEG, PNG or WebP, at most 5MB each. The first image is the main one: every card, the product page and link previews show
                it. Drag a photo onto another&apos;s place, or use its Move and Make main buttons, to change the order. Describe each one
                for people who cannot see it (its alt text); an image left blank is described by the product&apos;s name. Descriptions are
                saved with the product.
            </Typography>
            <ImageStrip
                images={images}
                label={name || 'Product'}
                onRotate={editing.rotate}
                onRemove={editing.remove}
                onMove={editing.move}
                busy={editing.busy}
                alts={alts}
                altFallback={name}
                onAltChange={(url, text) => altsField.onChange(withImageAlt(alts, url, text))}
            />
            <UploadButton
                label="Upload Images"
                accept="image/jpeg,image/png,image/webp"
                multiple
                onFiles={editing.upload}
                progress={editing.progress}
                disabled={editing.busy}
            />
            {fieldState.error && (fieldState.isTouched || fieldState.isDirty || fieldState.invalid) && (
                <FormHelperText error role="alert">
                    {errorText(fieldState.error.message)}
                </FormHelperText>
            )}
        </Stack>
    );
};
