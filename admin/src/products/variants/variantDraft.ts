import type { Identifier } from 'react-admin';
import type { Variant } from '../../dataProvider';
import { sortVariants, variantDefaults } from '@farmsite/domain';

/** New, unsaved variants carry a temporary numeric id that is not positive. */
export const isTemporaryId = (id: Identifier) => typeof id === 'number' && id <= 0;

export interface VariantInput {
    name: string;
    weight: string;
    category: string;
    price: string;
    strainTestUrl: string;
    inStock: boolean;
}

/** An input's text for a default value (the schema's null price is an empty box). */
const inputText = (value: string | number | null) => (value === null ? '' : String(value));

/** A new variant's form: the schema's defaults (backend/catalog's VariantSchema). */
export const emptyVariantInput = (): VariantInput => ({
    name: variantDefaults.name,
    weight: variantDefaults.weight,
    category: variantDefaults.category,
    price: inputText(variantDefaults.price),
    strainTestUrl: inputText(variantDefaults.strainTestUrl),
    inStock: variantDefaults.inStock,
});

/** Adding needs a name, a weight and a price; a Swag size (`sizes`) a size and a price. */
export const canAddVariant = (input: VariantInput, sizes = false) =>
    !!(input.name.trim() && (sizes || input.weight.trim()) && input.price.trim());

export const variantInputOf = (v: Variant): VariantInput => ({
    name: v.name,
    weight: v.weight,
    category: v.category || variantDefaults.category,
    price: v.price,
    strainTestUrl: v.strainTestUrl ?? '',
    inStock: v.inStock,
});

/** The body the server takes for a variant (it ignores id, productId and timestamps). */
export function variantPayload(
    v: Pick<Variant, 'name' | 'weight' | 'category' | 'price' | 'images' | 'strainTestUrl' | 'inStock' | 'sortOrder'> &
        Partial<Pick<Variant, 'imageAlts'>>,
) {
    return {
        name: v.name.trim(),
        weight: v.weight.trim(),
        category: v.category || variantDefaults.category,
        price: Number(v.price),
        images: v.images ?? [...variantDefaults.images],
        imageAlts: v.imageAlts ?? { ...variantDefaults.imageAlts },
        strainTestUrl: v.strainTestUrl && String(v.strainTestUrl).trim() ? String(v.strainTestUrl).trim() : variantDefaults.strainTestUrl,
        inStock: v.inStock,
        sortOrder: v.sortOrder ?? variantDefaults.sortOrder,
    };
}

export interface VariantDraftState {
    variants: Variant[];
    removed: Identifier[];
    nextTempId: number;
}

export const initialDraft = (variants: Variant[] = []): VariantDraftState => ({ variants, removed: [], nextTempId: 0 });

export type DraftAction =
    | { type: 'load'; variants: Variant[] }
    | { type: 'add'; input: VariantInput }
    | { type: 'replace'; id: Identifier; variant: Variant }
    | { type: 'remove'; id: Identifier }
    | { type: 'restore'; id: Identifier }
    | { type: 'deleted'; id: Identifier };

/** The variant editor's local state: additions get temporary ids, removals are marked. */
export function draftReducer(state: VariantDraftState, action: DraftAction): VariantDraftState {
    switch (action.type) {
        case 'load':
            return initialDraft(action.variants);
        case 'add': {
            const variant: Variant = {
                id: state.nextTempId,
                name: action.input.name.trim(),
                weight: action.input.weight.trim(),
                category: action.input.category,
                price: Number(action.input.price).toFixed(2),
                images: [...variantDefaults.images],
                imageAlts: { ...variantDefaults.imageAlts },
                strainTestUrl: action.input.strainTestUrl.trim() || variantDefaults.strainTestUrl,
                inStock: action.input.inStock,
                sortOrder: variantDefaults.sortOrder,
            };
            return { ...state, variants: [...state.variants, variant], nextTempId: state.nextTempId - 1 };
        }
        case 'replace':
            return { ...state, variants: state.variants.map((v) => (v.id === action.id ? action.variant : v)) };
        case 'remove':
            if (isTemporaryId(action.id)) return { ...state, variants: state.variants.filter((v) => v.id !== action.id) };
            return state.removed.includes(action.id) ? state : { ...state, removed: [...state.removed, action.id] };
        case 'restore':
            return { ...state, removed: state.removed.filter((id) => id !== action.id) };
        case 'deleted':
            return {
                ...state,
                variants: state.variants.filter((v) => v.id !== action.id),
                removed: state.removed.filter((id) => id !== action.id),
            };
    }
}

/** What 'Save Variant Changes' will do. */
export function pendingChanges(state: VariantDraftState) {
    const sorted = sortVariants(state.variants);
    return {
        toCreate: sorted.filter((v) => isTemporaryId(v.id)).map((v) => ({ ...v, sortOrder: sorted.indexOf(v) })),
        toDelete: state.removed,
    };
}

export const pendingCount = (state: VariantDraftState) => {
    const { toCreate, toDelete } = pendingChanges(state);
    return toCreate.length + toDelete.length;
};
