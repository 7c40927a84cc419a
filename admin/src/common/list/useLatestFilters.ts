import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';

type Filters = Record<string, unknown>;

const sameFilters = (a: Filters, b: Filters) => {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
};

/**
 * The list's filters as last set, and a setter. react-admin applies a change on its next
 * tick and the list re-renders after: a second tap in between builds on the first, and a
 * render of a change already overtaken (a "Clear filters" followed at once by a choice)
 * does not bring the older filters back.
 */
export const useLatestFilters = () => {
    const { filterValues, displayedFilters, setFilters } = useListContext();
    const pending = useRef<Filters | null>(null);
    useEffect(() => {
        if (pending.current && sameFilters(pending.current, filterValues)) pending.current = null;
    }, [filterValues]);
    const current = (): Filters => pending.current ?? filterValues;
    const apply = (next: Filters) => {
        pending.current = next;
        setFilters(next, displayedFilters);
    };
    return { filterValues: filterValues as Filters, current, apply };
};
