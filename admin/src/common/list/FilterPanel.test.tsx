import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { FilterPanel, type FilterGroup } from './FilterPanel';

const groups: FilterGroup[] = [
    { label: 'Status', choices: [{ label: 'Featured', value: { featured: true } }] },
    {
        label: 'Category',
        choices: [
            { label: 'Flower', value: { category: 'Flower' } },
            { label: 'Swag', value: { category: 'Swag' } },
        ],
    },
    { label: 'Stock', choices: [{ label: 'Out of stock', value: { inStock: false } }] },
];

/** The panel in a list whose filters are those given; setFilters records what it is asked. */
function panelWith(filterValues: Record<string, unknown>, setFilters: (f: unknown) => void) {
    const list = { filterValues, displayedFilters: {}, setFilters } as unknown as ListControllerResult;
    return (
        <ThemeProvider theme={createTheme()}>
            <ListContextProvider value={list}>
                <FilterPanel groups={groups} />
            </ListContextProvider>
        </ThemeProvider>
    );
}

describe('FilterPanel', () => {
    afterEach(cleanup);

    it('toggles a choice on and off, one per group', () => {
        const setFilters = vi.fn();
        const { rerender } = render(panelWith({ category: 'Swag', q: 'tote' }, setFilters));
        fireEvent.click(screen.getByRole('button', { name: 'Flower' }));
        expect(setFilters).toHaveBeenLastCalledWith({ category: 'Flower', q: 'tote' }, {});
        rerender(panelWith({ category: 'Flower', q: 'tote' }, setFilters));
        expect(screen.getByRole('button', { name: 'Flower' }).getAttribute('aria-pressed')).toBe('true');
        fireEvent.click(screen.getByRole('button', { name: 'Flower' }));
        expect(setFilters).toHaveBeenLastCalledWith({ q: 'tote' }, {});
    });

    it('builds each tap on the last one, even when a render of an older change comes between', () => {
        const setFilters = vi.fn();
        const { rerender } = render(panelWith({ inStock: false, category: 'Swag', q: 'tote' }, setFilters));
        fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
        expect(setFilters).toHaveBeenLastCalledWith({ q: 'tote' }, {});
        fireEvent.click(screen.getByRole('button', { name: 'Featured' }));
        expect(setFilters).toHaveBeenLastCalledWith({ q: 'tote', featured: true }, {});
        // The list renders the cleared filters, already overtaken by Featured.
        rerender(panelWith({ q: 'tote' }, setFilters));
        fireEvent.click(screen.getByRole('button', { name: 'Flower' }));
        expect(setFilters).toHaveBeenLastCalledWith({ q: 'tote', featured: true, category: 'Flower' }, {});
        // Once the list has caught up, a change from elsewhere (the address) is what a tap builds on.
        rerender(panelWith({ q: 'tote', featured: true, category: 'Flower' }, setFilters));
        rerender(panelWith({ category: 'Swag' }, setFilters));
        fireEvent.click(screen.getByRole('button', { name: 'Out of stock' }));
        expect(setFilters).toHaveBeenLastCalledWith({ category: 'Swag', inStock: false }, {});
    });
});
