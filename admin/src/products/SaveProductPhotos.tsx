import { useState } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { useRecordContext, type Identifier } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '../dataProvider';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { messageOf, useToast } from '../layout/Toast';

/**
 * 'Save Product Photos': saves the photo list alone (with the product's terpene and
 * effect lists), shown while editing a product that has images.
 */
export const SaveProductPhotos = ({ productId }: { productId?: Identifier }) => {
    const images: string[] = useWatch({ name: 'images' }) ?? [];
    const imageAlts: Record<string, string> = useWatch({ name: 'imageAlts' }) ?? {};
    const record = useRecordContext<Product>();
    const { resetField } = useFormContext();
    const dataProvider = useAppDataProvider();
    const queryClient = useQueryClient();
    const toast = useToast();
    const [saving, setSaving] = useState(false);
    if (productId === undefined || !images.length) return null;

    const save = async () => {
        if (productId === undefined) {
            toast({ title: 'No product selected for editing', variant: 'error' });
            return;
        }
        setSaving(true);
        try {
            await dataProvider.update('products', {
                id: productId,
                data: { images, imageAlts, terpenes: record?.terpenes ?? [], effects: record?.effects ?? [] },
                previousData: {},
            });
            resetField('images', { defaultValue: images });
            resetField('imageAlts', { defaultValue: imageAlts });
            queryClient.invalidateQueries({ queryKey: ['products', 'getList'] });
            toast({ title: 'Product photos saved', description: `${images.length} photo${images.length === 1 ? '' : 's'} saved.` });
        } catch (error) {
            toast({ title: 'Failed to save product photos', description: messageOf(error), variant: 'error' });
        } finally {
            setSaving(false);
        }
    };

    return (
        <Alert
            severity="success"
            icon={<PhotoLibraryIcon />}
            sx={{ alignItems: 'center' }}
            action={
                <Button
                    type="button"
                    variant="outlined"
                    color="inherit"
                    size="small"
                    onClick={save}
                    disabled={saving}
                    startIcon={saving ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
                >
                    Save Product Photos
                </Button>
            }
        >
            {images.length} photo{images.length === 1 ? '' : 's'} on this product. Photo changes are saved as you make them; save here to
            store the current order again.
        </Alert>
    );
};
