import { describe, expect, it } from 'vitest';
import { variantCategories } from '@farmsite/domain';
import type { Variant } from '../../dataProvider';
import {
    canAddVariant,
    draftReducer,
    emptyVariantInput,
    initialDraft,
    isTemporaryId,
    pendingChanges,
    pendingCount,
    variantPayload,
} from './variantDraft';

const saved = (id: string, weight: string, price = '10.00'): Variant => ({
    id,
    name: id,
    weight,
    category: 'Flower',
    price,
    images: [],
    imageAlts: {},
    strainTestUrl: null,
    inStock: true,
    sortOrder: 0,
});

describe('variant draft', () => {
    it('offers four categories, Flower first', () => {
        expect(variantCategories).toEqual(['Flower', 'Pre-Rolls', 'Edibles', 'Concentrates']);
        expect(emptyVariantInput().category).toBe('Flower');
    });

    it('needs name, weight and price before adding', () => {
        expect(canAddVariant({ ...emptyVariantInput(), name: 'Eighth', weight: '3.5g' })).toBe(false);
        expect(canAddVariant({ ...emptyVariantInput(), name: 'Eighth', price: '40' })).toBe(false);
        expect(canAddVariant({ ...emptyVariantInput(), name: 'Eighth', weight: '3.5g', price: '40' })).toBe(true);
        // A Swag size has no weight.
        expect(canAddVariant({ ...emptyVariantInput(), name: 'M', price: '28' }, true)).toBe(true);
        expect(canAddVariant({ ...emptyVariantInput(), name: '', price: '28' }, true)).toBe(false);
    });

    it('gives new variants temporary ids that are not positive', () => {
        let state = initialDraft();
        state = draftReducer(state, { type: 'add', input: { ...emptyVariantInput(), name: 'A', weight: '1g', price: '10' } });
        state = draftReducer(state, { type: 'add', input: { ...emptyVariantInput(), name: 'B', weight: '7g', price: '50' } });
        expect(state.variants.map((v) => v.id)).toEqual([0, -1]);
        expect(state.variants.every((v) => isTemporaryId(v.id))).toBe(true);
        expect(state.variants[0].price).toBe('10.00');
        expect(isTemporaryId('abc123')).toBe(false);
    });

    it('marks saved variants for removal and drops new ones at once', () => {
        let state = initialDraft([saved('s1', '1g'), saved('s2', '3.5g')]);
        state = draftReducer(state, { type: 'add', input: { ...emptyVariantInput(), name: 'N', weight: '1 oz', price: '200' } });
        state = draftReducer(state, { type: 'remove', id: 's1' });
        expect(state.removed).toEqual(['s1']);
        expect(state.variants).toHaveLength(3);
        state = draftReducer(state, { type: 'remove', id: 0 });
        expect(state.variants.map((v) => v.id)).toEqual(['s1', 's2']);
        expect(pendingCount(state)).toBe(1);
        state = draftReducer(state, { type: 'restore', id: 's1' });
        expect(pendingCount(state)).toBe(0);
    });

    it('keeps only what is still pending after a partial save', () => {
        let state = initialDraft([saved('s1', '1g'), saved('s2', '3.5g')]);
        state = draftReducer(state, { type: 'add', input: { ...emptyVariantInput(), name: 'N', weight: '1 oz', price: '200' } });
        state = draftReducer(state, { type: 'remove', id: 's1' });
        state = draftReducer(state, { type: 'remove', id: 's2' });
        state = draftReducer(state, { type: 'deleted', id: 's1' });
        state = draftReducer(state, { type: 'replace', id: 0, variant: saved('s3', '1 oz') });
        expect(state.variants.map((v) => v.id)).toEqual(['s2', 's3']);
        expect(state.removed).toEqual(['s2']);
        expect(pendingCount(state)).toBe(1);
    });

    it('creates new variants in weight order with their position as sortOrder', () => {
        let state = initialDraft([saved('s1', '3.5g')]);
        state = draftReducer(state, { type: 'add', input: { ...emptyVariantInput(), name: 'Ounce', weight: '1 oz', price: '200' } });
        state = draftReducer(state, { type: 'add', input: { ...emptyVariantInput(), name: 'Gram', weight: '1g', price: '12' } });
        const { toCreate } = pendingChanges(state);
        expect(toCreate.map((v) => [v.name, v.sortOrder])).toEqual([
            ['Gram', 0],
            ['Ounce', 2],
        ]);
    });

    it('sends the fields the server takes, with a blank lab link as null', () => {
        expect(variantPayload({ ...saved('x', ' 3.5g '), strainTestUrl: '' })).toEqual({
            name: 'x',
            weight: '3.5g',
            category: 'Flower',
            price: 10,
            images: [],
            imageAlts: {},
            strainTestUrl: null,
            inStock: true,
            sortOrder: 0,
        });
    });
});
