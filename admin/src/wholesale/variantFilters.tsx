import { AutocompleteInput, ReferenceInput, SearchInput } from 'react-admin';

/** The filters of the lists whose rows are a variant's (the price list, the stock): its product, or a name search. */
export const variantFilters = [
    <SearchInput key="search" source="search" alwaysOn placeholder="Search products and variants" />,
    <ReferenceInput key="productId" source="productId" reference="products" alwaysOn>
        <AutocompleteInput label="Product" optionText="name" sx={{ minWidth: 240 }} />
    </ReferenceInput>,
];
