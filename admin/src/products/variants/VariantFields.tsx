import type { KeyboardEvent } from 'react';
import { FormControlLabel, Grid, MenuItem, Switch, TextField } from '@mui/material';
import { swagSizes, variantCategories } from '@farmsite/domain';
import type { VariantInput } from './variantDraft';
import { validateOptionalLink, validatePrice } from '../../lib/validation';

interface VariantFieldsProps {
    value: VariantInput;
    /** The product is merchandise (Swag): a variant is a size, with no weight or category. */
    sizes?: boolean;
    onChange: (value: VariantInput) => void;
    /** Enter in a field runs this instead of submitting the product form around it. */
    onEnter?: () => void;
    idPrefix: string;
    showErrors?: boolean;
}

export const variantInputErrors = (value: VariantInput) => ({
    price: value.price.trim() ? validatePrice(value.price) : undefined,
    strainTestUrl: validateOptionalLink(value.strainTestUrl),
});

/** The fields of one variant, used by the add form and by inline edit. */
export const VariantFields = ({ value, onChange, onEnter, idPrefix, sizes = false, showErrors = true }: VariantFieldsProps) => {
    const set = <K extends keyof VariantInput>(key: K, v: VariantInput[K]) => onChange({ ...value, [key]: v });
    const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Enter') {
            event.preventDefault();
            onEnter?.();
        }
    };
    const errors: Partial<ReturnType<typeof variantInputErrors>> = showErrors ? variantInputErrors(value) : {};
    return (
        <Grid container spacing={1.5}>
            {sizes ? (
                <Grid size={{ xs: 6, sm: 3, md: 2 }}>
                    <TextField
                        id={`${idPrefix}-size`}
                        select
                        label="Size"
                        size="small"
                        fullWidth
                        required
                        value={(swagSizes as readonly string[]).includes(value.name) ? value.name : ''}
                        onChange={(e) => set('name', e.target.value)}
                    >
                        {swagSizes.map((size) => (
                            <MenuItem key={size} value={size}>
                                {size}
                            </MenuItem>
                        ))}
                    </TextField>
                </Grid>
            ) : (
                <>
                    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                        <TextField
                            id={`${idPrefix}-name`}
                            label="Variant name"
                            size="small"
                            fullWidth
                            required
                            value={value.name}
                            onChange={(e) => set('name', e.target.value)}
                            onKeyDown={onKeyDown}
                            placeholder="Eighth"
                        />
                    </Grid>
                    <Grid size={{ xs: 6, sm: 3, md: 2 }}>
                        <TextField
                            id={`${idPrefix}-weight`}
                            label="Weight"
                            size="small"
                            fullWidth
                            required
                            value={value.weight}
                            onChange={(e) => set('weight', e.target.value)}
                            onKeyDown={onKeyDown}
                            placeholder="3.5g"
                        />
                    </Grid>
                </>
            )}
            <Grid size={{ xs: 6, sm: 3, md: 2 }}>
                <TextField
                    id={`${idPrefix}-price`}
                    label="Price"
                    size="small"
                    fullWidth
                    required
                    type="number"
                    value={value.price}
                    onChange={(e) => set('price', e.target.value)}
                    onKeyDown={onKeyDown}
                    error={!!errors.price}
                    helperText={errors.price}
                    slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
                />
            </Grid>
            {!sizes && (
                <Grid size={{ xs: 12, sm: 6, md: 2 }}>
                    <TextField
                        id={`${idPrefix}-category`}
                        select
                        label="Category"
                        size="small"
                        fullWidth
                        value={value.category}
                        onChange={(e) => set('category', e.target.value)}
                    >
                        {variantCategories.map((c) => (
                            <MenuItem key={c} value={c}>
                                {c}
                            </MenuItem>
                        ))}
                    </TextField>
                </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <FormControlLabel
                    control={<Switch checked={value.inStock} onChange={(e) => set('inStock', e.target.checked)} />}
                    label="In stock"
                />
            </Grid>
            <Grid size={{ xs: 12 }}>
                <TextField
                    id={`${idPrefix}-lab`}
                    label="Lab results URL (optional)"
                    size="small"
                    fullWidth
                    value={value.strainTestUrl}
                    onChange={(e) => set('strainTestUrl', e.target.value)}
                    onKeyDown={onKeyDown}
                    error={!!errors.strainTestUrl}
                    helperText={errors.strainTestUrl}
                />
            </Grid>
        </Grid>
    );
};
