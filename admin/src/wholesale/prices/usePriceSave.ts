import { useCallback } from 'react';
import { useSaveContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { priceFormErrors } from '../wholesaleForm';

/**
 * The save of the Edit or Create around a price form, for its `onSubmit`: the server's
 * messages land on the fields staff typed in (the unit price and breaks are typed in
 * dollars, the server names its cents fields).
 */
export function usePriceSave() {
    const { save } = useSaveContext();
    return useCallback(
        async (values: FieldValues) => priceFormErrors((await save?.(values)) as Record<string, string> | undefined),
        [save],
    );
}
