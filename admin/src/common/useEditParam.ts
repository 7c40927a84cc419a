import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The one-page screens (products, blog, locations) open with their list; the form opens
 * above it, in create mode for ?create=1 ('Add New Item') or in edit mode for ?edit={id}.
 * Cancel or a successful update closes it (the form is back in blank create mode); the
 * list's own parameters (filters, sort, page) stay in the address beside it, and the back
 * button does what staff expect.
 */
export function useEditParam() {
    const [params, setParams] = useSearchParams();
    const editId = params.get('edit') ?? undefined;
    const creating = editId === undefined && params.get('create') === '1';
    const open = useCallback(
        (key: 'edit' | 'create' | null, value = '1') => {
            setParams((previous) => {
                const next = new URLSearchParams(previous);
                next.delete('edit');
                next.delete('create');
                if (key) next.set(key, value);
                return next;
            });
            if (key) window.scrollTo({ top: 0, behavior: 'smooth' });
        },
        [setParams],
    );
    const startEdit = useCallback((id: string | number) => open('edit', String(id)), [open]);
    const startCreate = useCallback(() => open('create'), [open]);
    const cancelEdit = useCallback(() => open(null), [open]);
    return { editId, creating, startEdit, startCreate, cancelEdit };
}
