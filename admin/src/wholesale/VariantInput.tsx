import { AutocompleteInput, ReferenceInput, SelectInput, required, useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { StaffProduct } from '../dataProvider';

/** A product, then one of its variants (the row's `variant`); the product is the form's own field. */
export const VariantInput = () => {
    const productId = useWatch({ name: 'productId' }) as string | undefined;
    const { data: product } = useGetOne<StaffProduct>('products', { id: productId ?? '' }, { enabled: !!productId });
    return (
        <>
            <ReferenceInput source="productId" reference="products">
                <AutocompleteInput label="Product" optionText="name" validate={required()} sx={{ minWidth: 280 }} />
            </ReferenceInput>
            <SelectInput
                source="variant"
                label="Variant"
                choices={(product?.variants ?? []).map((v) => ({ id: v.id, name: v.weight ? `${v.name} (${v.weight})` : v.name }))}
                validate={required()}
                disabled={!product}
            />
        </>
    );
};

/** The product's batches, as lots (the row's `batch`). */
export const LotInput = () => {
    const productId = useWatch({ name: 'productId' }) as string | undefined;
    return (
        <ReferenceInput source="batch" reference="batches" filter={{ productId: productId ?? '' }}>
            <SelectInput label="Lot" optionText="lot" validate={required()} disabled={!productId} />
        </ReferenceInput>
    );
};
