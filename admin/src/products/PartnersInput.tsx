import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';

/**
 * The partner locations that carry this product (kept on the locations: the same list as
 * each location's "Products carried"), listed on its page under Where to buy.
 */
export const PartnersInput = () => (
    <ReferenceArrayInput source="partners" reference="locations" perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput
            label="Where to buy: partners that carry it"
            optionText="name"
            helperText="Its page lists these dispensaries under Where to buy"
            fullWidth
        />
    </ReferenceArrayInput>
);
