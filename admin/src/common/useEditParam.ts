import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The one-page screens (products, blog, locations) keep the record being edited in the
 * address (?edit={id}): Edit fills the form, Cancel or a successful save returns to
 * blank create mode, and the back button does what staff expect.
 */
export function useEditParam() {
    const [params, setParams] = useSearchParams();
    const editId = params.get('edit') ?? undefined;
    const startEdit = useCallback(
        (id: string | number) => {
            setParams({ edit: String(id) });
            window.scrollTo({ top: 0, behavior: 'smooth' });
        },
        [setParams],
    );
    const cancelEdit = useCallback(() => setParams({}), [setParams]);
    return { editId, startEdit, cancelEdit };
}
