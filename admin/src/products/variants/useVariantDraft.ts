import { useCallback, useEffect, useReducer, useState } from 'react';
import type { Identifier } from 'react-admin';
import type { Variant } from '../../dataProvider';
import { useAppDataProvider } from '../../common/useAppDataProvider';
import { messageOf, useToast } from '../../layout/Toast';
import { draftReducer, initialDraft, isTemporaryId, pendingChanges, pendingCount, variantPayload, type VariantInput } from './variantDraft';

/**
 * The variants of the product in the form. In create mode everything stays local until
 * the product exists. While a product is edited, changes to a saved variant (inline
 * edit, images) go to the server at once; additions and removals wait for
 * 'Save Variant Changes' (or the product's own save).
 */
export function useVariantDraft(productId: Identifier | undefined) {
    const dataProvider = useAppDataProvider();
    const toast = useToast();
    const [state, dispatch] = useReducer(draftReducer, undefined, () => initialDraft());
    const [loading, setLoading] = useState(false);
    const [saving, setSaving] = useState(false);

    const load = useCallback(async () => {
        if (productId === undefined) {
            dispatch({ type: 'load', variants: [] });
            return;
        }
        setLoading(true);
        try {
            dispatch({ type: 'load', variants: await dataProvider.getVariants(productId) });
        } catch (error) {
            toast({ title: 'Failed to fetch product variants', description: messageOf(error), variant: 'error' });
        } finally {
            setLoading(false);
        }
    }, [dataProvider, productId, toast]);

    useEffect(() => {
        load();
    }, [load]);

    const isLive = (id: Identifier) => productId !== undefined && !isTemporaryId(id);

    const add = useCallback((input: VariantInput) => dispatch({ type: 'add', input }), []);

    /** Inline edit; resolves true when saved (or kept locally), false when the server refused. */
    const update = useCallback(
        async (variant: Variant, changes: Partial<Variant>): Promise<boolean> => {
            const next = { ...variant, ...changes };
            if (!isLive(variant.id)) {
                dispatch({ type: 'replace', id: variant.id, variant: next });
                return true;
            }
            try {
                const savedVariant = await dataProvider.updateVariant(productId!, variant.id, variantPayload(next));
                dispatch({ type: 'replace', id: variant.id, variant: savedVariant });
                toast({ title: 'Variant updated', description: `${savedVariant.name} was saved.` });
                return true;
            } catch (error) {
                toast({ title: `Failed to update variant ${variant.id}: ${messageOf(error) ?? 'Update failed'}`, variant: 'error' });
                return false;
            }
        },
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [dataProvider, productId, toast],
    );

    /** Shows new images at once; saves them straight away for a saved variant of an edited product. */
    const setImages = useCallback(
        (variant: Variant, images: string[]) => {
            dispatch({ type: 'replace', id: variant.id, variant: { ...variant, images } });
        },
        [],
    );
    const persistImages = useCallback(
        (variant: Variant) =>
            isLive(variant.id)
                ? async (images: string[]) => {
                      const savedVariant = await dataProvider.updateVariant(productId!, variant.id, { images });
                      dispatch({ type: 'replace', id: variant.id, variant: savedVariant });
                  }
                : undefined,
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [dataProvider, productId],
    );

    const remove = useCallback((id: Identifier) => dispatch({ type: 'remove', id }), []);
    const restore = useCallback((id: Identifier) => dispatch({ type: 'restore', id }), []);

    /**
     * Creates the new variants and deletes the marked ones for `targetId` (the product
     * just created, or the one being edited). Resolves true when everything went through.
     */
    const savePending = useCallback(
        async (targetId: Identifier | undefined = productId, { quiet = false } = {}): Promise<boolean> => {
            if (targetId === undefined) {
                toast({ title: 'No product selected for editing', variant: 'error' });
                return false;
            }
            const { toCreate, toDelete } = pendingChanges(state);
            if (!toCreate.length && !toDelete.length) return true;
            setSaving(true);
            const failures: string[] = [];
            for (const id of toDelete) {
                try {
                    await dataProvider.deleteVariant(targetId, id);
                    dispatch({ type: 'deleted', id });
                } catch (error) {
                    const text = `Failed to delete variant ${id}: ${messageOf(error) ?? 'Delete failed'}`;
                    failures.push(text);
                    toast({ title: text, variant: 'error' });
                }
            }
            for (const variant of toCreate) {
                try {
                    const created = await dataProvider.createVariant(targetId, variantPayload(variant));
                    dispatch({ type: 'replace', id: variant.id, variant: created });
                } catch (error) {
                    failures.push(`${variant.name}: ${messageOf(error) ?? 'Create failed'}`);
                }
            }
            setSaving(false);
            if (failures.length) {
                toast({ title: 'Failed to save variant changes', description: failures.join(' '), variant: 'error' });
            } else if (!quiet) {
                toast({ title: 'Variant changes saved', description: `${toCreate.length} added, ${toDelete.length} removed.` });
            }
            // Saved changes left the draft as they went; what failed is still pending.
            return failures.length === 0;
        },
        [dataProvider, productId, state, toast],
    );

    return {
        variants: state.variants,
        removed: state.removed,
        pending: pendingCount(state),
        loading,
        saving,
        isEditing: productId !== undefined,
        add,
        update,
        setImages,
        persistImages,
        remove,
        restore,
        savePending,
        reset: () => dispatch({ type: 'load', variants: [] }),
    };
}

export type VariantDraft = ReturnType<typeof useVariantDraft>;
