import { useCallback, useEffect, useReducer, useState } from 'react';
import type { Identifier } from 'react-admin';
import type { Variant } from '../../dataProvider';
import { useAppDataProvider } from '../../common/useAppDataProvider';
import { messageOf, useToast } from '../../layout/Toast';
import { draftReducer, initialDraft, isTemporaryId, pendingChanges, pendingCount, variantPayload, type VariantInput } from './variantDraft';

/** A saved variant of a saved product: its changes go to the server at once. */
const isLive = (productId: Identifier | undefined, id: Identifier) => productId !== undefined && !isTemporaryId(id);

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
    const [saving, setSaving] = useState(false);
    // The product whose saved variants are in the draft; until they arrive, it is loading.
    const [loadedFor, setLoadedFor] = useState<Identifier | undefined | null>(null);
    const loading = productId !== undefined && loadedFor !== productId;

    if (productId === undefined && loadedFor !== undefined) {
        setLoadedFor(undefined);
        dispatch({ type: 'load', variants: [] });
    }
    useEffect(() => {
        if (productId === undefined) return;
        let current = true;
        dataProvider.getVariants(productId).then(
            (variants) => {
                if (!current) return;
                dispatch({ type: 'load', variants });
                setLoadedFor(productId);
            },
            (error) => {
                if (!current) return;
                toast({ title: 'Failed to fetch product variants', description: messageOf(error), variant: 'error' });
                setLoadedFor(productId);
            },
        );
        return () => {
            current = false;
        };
    }, [dataProvider, productId, toast]);

    const add = useCallback((input: VariantInput) => dispatch({ type: 'add', input }), []);

    /** Inline edit; resolves true when saved (or kept locally), false when the server refused. */
    const update = useCallback(
        async (variant: Variant, changes: Partial<Variant>): Promise<boolean> => {
            const next = { ...variant, ...changes };
            if (!isLive(productId, variant.id)) {
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
        [dataProvider, productId, toast],
    );

    /** Shows new images (and their alt texts) at once; saves them straight away for a saved variant of an edited product. */
    const setImages = useCallback((variant: Variant, images: string[], imageAlts: Record<string, string>) => {
        dispatch({ type: 'replace', id: variant.id, variant: { ...variant, images, imageAlts } });
    }, []);
    const persistImages = useCallback(
        (variant: Variant) =>
            isLive(productId, variant.id)
                ? async (images: string[], imageAlts: Record<string, string>) => {
                      const savedVariant = await dataProvider.updateVariant(productId!, variant.id, { images, imageAlts });
                      dispatch({ type: 'replace', id: variant.id, variant: savedVariant });
                  }
                : undefined,
        [dataProvider, productId],
    );
    /** Saves a saved variant's alt texts as they are (staff left an alt text's field). */
    const saveImageAlts = useCallback(
        async (variant: Variant) => {
            if (!isLive(productId, variant.id)) return;
            try {
                const savedVariant = await dataProvider.updateVariant(productId!, variant.id, { imageAlts: variant.imageAlts ?? {} });
                dispatch({ type: 'replace', id: variant.id, variant: savedVariant });
            } catch (error) {
                toast({ title: `Failed to update variant ${variant.id}: ${messageOf(error) ?? 'Update failed'}`, variant: 'error' });
            }
        },
        [dataProvider, productId, toast],
    );

    const remove = useCallback((id: Identifier) => dispatch({ type: 'remove', id }), []);
    const restore = useCallback((id: Identifier) => dispatch({ type: 'restore', id }), []);

    /**
     * Creates the new variants and deletes the marked ones for `targetId` (the product
     * just created, or the one being edited), with the owner's review with counsel of
     * their names when the product's save gave it. Resolves true when everything went through.
     */
    const savePending = useCallback(
        async (targetId: Identifier | undefined = productId, { quiet = false, reviewedWithCounsel = false } = {}): Promise<boolean> => {
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
                    const created = await dataProvider.createVariant(targetId, {
                        ...variantPayload(variant),
                        ...(reviewedWithCounsel ? { reviewedWithCounsel } : {}),
                    });
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
        saveImageAlts,
        remove,
        restore,
        savePending,
        reset: () => dispatch({ type: 'load', variants: [] }),
    };
}

export type VariantDraft = ReturnType<typeof useVariantDraft>;
