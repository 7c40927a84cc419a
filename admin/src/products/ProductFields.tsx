import { useEffect } from 'react';
import { Box, Grid } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput, type Identifier } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { messages, productCategories, productFields, slugify } from '@farmsite/domain';
import { requiredText, validateOptionalLink, validatePercentage, validatePrice } from '../lib/validation';
import { productStatusChoices } from '../common/publishing';
import { PartnersInput } from './PartnersInput';
import { ProductImagesInput } from './ProductImagesInput';
import { SearchTextInput } from '../common/SearchTextInput';
import { SaveProductPhotos } from './SaveProductPhotos';
import { TagListInput } from './TagListInput';
import { CurrentBatchInput } from './CurrentBatchInput';

const categoryChoices = productCategories.map((c) => ({ id: c, name: c }));
const validateName = requiredText(messages.nameRequired);
const validateThc = validatePercentage(productFields.thc.label);
const validateCbd = validatePercentage(productFields.cbd.label);
const validateTerps = validatePercentage(productFields.terps.label);

/** In create mode the slug follows the name; in edit mode it is left alone. */
const SlugFromName = () => {
    const name: string = useWatch({ name: 'name' }) ?? '';
    const { setValue } = useFormContext();
    useEffect(() => {
        setValue('slug', slugify(name), { shouldDirty: true });
    }, [name, setValue]);
    return null;
};

/** The product's own fields, photos included. */
export const ProductFields = ({ productId }: { productId?: Identifier }) => {
    const creating = productId === undefined;
    const name: string = useWatch({ name: 'name' }) ?? '';
    return (
        <Box>
            {creating && <SlugFromName />}
            <Grid container columnSpacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                    <TextInput source="name" label="Name" validate={validateName} fullWidth />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <TextInput
                        source="slug"
                        label="Slug"
                        fullWidth
                        helperText={creating ? 'Made from the name: the page is /products/{slug}' : 'Changing it changes the page address'}
                    />
                </Grid>
                <Grid size={12}>
                    <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <SearchTextInput source="metaTitle" field={productFields.metaTitle} empty="Empty: search results show the name" />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <SearchTextInput
                        source="metaDescription"
                        field={productFields.metaDescription}
                        empty="Empty: search results show the start of the description"
                    />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                    <NumberInput source="price" label="Price ($)" step={0.01} min={0} validate={validatePrice} fullWidth />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                    <SelectInput source="category" label="Category" choices={categoryChoices} fullWidth />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <TextInput source="size" label="Size" helperText="For example 1/8 oz (optional)" fullWidth parse={(v: string) => v} />
                </Grid>
                <Grid size={12}>
                    <CurrentBatchInput productId={productId} />
                </Grid>
                <Grid size={{ xs: 4 }}>
                    <NumberInput
                        source="thc"
                        label="THC %"
                        step={0.1}
                        min={0}
                        max={100}
                        validate={validateThc}
                        helperText="Leave empty if unknown"
                        fullWidth
                    />
                </Grid>
                <Grid size={{ xs: 4 }}>
                    <NumberInput
                        source="cbd"
                        label="CBD %"
                        step={0.1}
                        min={0}
                        max={100}
                        validate={validateCbd}
                        helperText="Leave empty if unknown"
                        fullWidth
                    />
                </Grid>
                <Grid size={{ xs: 4 }}>
                    <NumberInput
                        source="terps"
                        label="Terpenes %"
                        step={0.1}
                        min={0}
                        max={100}
                        validate={validateTerps}
                        helperText="Leave empty if unknown"
                        fullWidth
                    />
                </Grid>
                <Grid size={12}>
                    <TextInput
                        source="strainTestUrl"
                        label="Lab results URL"
                        validate={validateOptionalLink}
                        helperText="Optional: a link to the certificate of analysis"
                        fullWidth
                    />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <TagListInput
                        source="effects"
                        label="Effects"
                        labels={{ singular: 'Effect', plural: 'effects' }}
                        placeholder="For example Uplifted"
                    />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <TagListInput
                        source="terpenes"
                        label="Terpenes"
                        labels={{ singular: 'Terpene', plural: 'terpenes' }}
                        placeholder="For example Limonene"
                    />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <SelectInput
                        source="status"
                        label="Status"
                        choices={productStatusChoices}
                        helperText="Visitors see only published products"
                        fullWidth
                    />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                    <BooleanInput source="inStock" label="In stock" />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                    <BooleanInput source="featured" label="Featured" />
                </Grid>
                <Grid size={12}>
                    <PartnersInput />
                </Grid>
            </Grid>
            <Box sx={{ mt: 1 }}>
                <ProductImagesInput productId={productId} name={name} />
            </Box>
            {!creating && (
                <Box sx={{ mt: 2 }}>
                    <SaveProductPhotos productId={productId} />
                </Box>
            )}
        </Box>
    );
};
