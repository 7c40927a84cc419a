import { useLatestFilters } from './useLatestFilters';
import { SearchField } from '../SearchField';

/** The list's search box: its text is the `q` filter, beside the other filters (all kept in the address). */
export const ListSearch = ({ label }: { label: string }) => {
    const { filterValues, current, apply } = useLatestFilters();
    return (
        <SearchField
            label={label}
            value={(filterValues.q as string | undefined) ?? ''}
            onChange={(q) => {
                const { q: _previous, ...others } = current();
                apply(q ? { ...others, q } : others);
            }}
        />
    );
};
