import { describe, expect, it } from 'vitest';
import { productDefaults, productPayload } from './productForm';

describe('product form', () => {
    it("starts from the spec's defaults", () => {
        expect(productDefaults).toMatchObject({ price: 39.99, category: 'Flower', inStock: true, featured: false });
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
        });
        expect(body).toMatchObject({ name: 'Storm King', price: 41.5, thc: null, cbd: 0, terps: null, strainTestUrl: null, size: null });
    });

    it('leaves out read-only fields', () => {
        const body = productPayload({ id: 'p1', createdAt: 'x', updatedAt: 'y', variants: [], name: 'A', price: 1 });
        expect(body).not.toHaveProperty('id');
        expect(body).not.toHaveProperty('variants');
        expect(body).not.toHaveProperty('createdAt');
    });
});
