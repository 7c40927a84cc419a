import { productCategories } from '@farmsite/domain';
import type { RaRecord } from 'react-admin';
import type { FilterGroup } from '../common/list/FilterPanel';
import type { SortChoice } from '../common/list/SortSelect';
import type { BulkNames } from '../common/list/BulkButtons';

/** The Products list's filters: what staff look for in a catalogue. */
export const productFilters: FilterGroup[] = [
    {
        label: 'Status',
        choices: [
            { label: 'Published', value: { status: 'published' } },
            { label: 'Draft', value: { status: 'draft' } },
        ],
    },
    {
        label: 'Stock',
        choices: [
            { label: 'In stock', value: { inStock: true } },
            { label: 'Out of stock', value: { inStock: false } },
        ],
    },
    {
        label: 'Featured',
        choices: [
            { label: 'Featured', value: { featured: true } },
            { label: 'Not featured', value: { featured: false } },
        ],
    },
    { label: 'Category', choices: productCategories.map((category) => ({ label: category, value: { category } })) },
];

export const productSorts: SortChoice[] = [
    { label: 'Name (A to Z)', field: 'name', order: 'ASC' },
    { label: 'Name (Z to A)', field: 'name', order: 'DESC' },
    { label: 'Price (low to high)', field: 'price', order: 'ASC' },
    { label: 'Price (high to low)', field: 'price', order: 'DESC' },
    { label: 'Recently changed', field: 'updatedAt', order: 'DESC' },
    { label: 'Newest', field: 'createdAt', order: 'DESC' },
];

export const productNames: BulkNames = { one: 'product', many: 'products', nameOf: (r: RaRecord) => String(r.name) };
