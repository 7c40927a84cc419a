import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { locationFields } from '@farmsite/domain';

/** The products this partner carries: the product pages' "Where to buy" lists it. */
export const CarriedProductsInput = () => (
    <ReferenceArrayInput source="products" reference="products" perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput
            label={locationFields.products.label}
            optionText="name"
            helperText="Each product's page lists this partner under Where to buy (published products only)"
            fullWidth
        />
    </ReferenceArrayInput>
);
