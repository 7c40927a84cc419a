import { describe, expect, it } from 'vitest';
import { productDefaults, productPayload } from './productForm';
import { searchLengthHint } from '../common/SearchTextInput';

describe('product form', () => {
    it("starts from the spec's defaults", () => {
        expect(productDefaults).toMatchObject({ price: 39.99, category: 'Flower', inStock: true, featured: false, status: 'published' });
        expect(productDefaults).toMatchObject({ metaTitle: null, metaDescription: null, strainTestUrl: null, images: [] });
    });

    it('keeps unknown percentages null, distinct from 0', () => {
        const body = productPayload({
            name: ' Storm King ',
            price: '41.50',
            thc: '',
            cbd: 0,
            terps: null,
            strainTestUrl: ' ',
            size: '',
            metaTitle: '  ',
            metaDescription: ' Sun-grown in the Hudson Valley ',
        });
        expect(body).toMatchObject({
            name: 'Storm King',
            price: 41.5,
            thc: null,
            cbd: 0,
            terps: null,
            strainTestUrl: null,
            size: null,
            metaTitle: null,
            metaDescription: 'Sun-grown in the Hudson Valley',
        });
    });

    it('leaves out read-only fields', () => {
        const body = productPayload({ id: 'p1', createdAt: 'x', updatedAt: 'y', variants: [], name: 'A', price: 1 });
        expect(body).not.toHaveProperty('id');
        expect(body).not.toHaveProperty('variants');
        expect(body).not.toHaveProperty('createdAt');
    });
});

describe('search overrides', () => {
    it('count characters against what search results show', () => {
        expect(searchLengthHint(42, 60)).toBe('42 / 60 characters');
        expect(searchLengthHint(61, 60)).toBe('61 / 60 characters: search results may cut it short');
    });
});
