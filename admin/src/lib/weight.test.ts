import { describe, expect, it } from 'vitest';
import { GRAMS_PER_OUNCE, sortVariantsByWeight, variantWeightInGrams } from './weight';

describe('variantWeightInGrams', () => {
    it.each([
        ['3.5g', 3.5],
        ['3.5 g', 3.5],
        ['7 grams', 7],
        ['1 oz', 28.35],
        ['1/8 oz', 28.35 / 8],
        ['0.5oz', 14.175],
        ['500mg', 0.5],
        ['1 lb', 16 * 28.35],
        [' 14G ', 14],
    ])('reads %j as %f grams', (text, grams) => {
        expect(variantWeightInGrams(text)).toBeCloseTo(grams, 6);
    });

    it.each(['', 'Single', '2 pack', 'oz', '0g', '1/0 oz', null, undefined])('finds no weight in %j', (text) => {
        expect(variantWeightInGrams(text)).toBeNull();
    });

    it('uses 28.35 grams per ounce', () => {
        expect(GRAMS_PER_OUNCE).toBe(28.35);
    });
});

describe('sortVariantsByWeight', () => {
    it('orders weighted variants by grams, then unweighted ones by price', () => {
        const variants = [
            { name: 'Pack', weight: '', price: '20.00' },
            { name: 'Ounce', weight: '1 oz', price: '200.00' },
            { name: 'Gram', weight: '1g', price: '12.00' },
            { name: 'Jar', weight: 'jar', price: '60.00' },
            { name: 'Half', weight: '14 g', price: '110.00' },
            { name: 'Eighth', weight: '1/8 oz', price: '40.00' },
        ];
        expect(sortVariantsByWeight(variants).map((v) => v.name)).toEqual(['Gram', 'Eighth', 'Half', 'Ounce', 'Jar', 'Pack']);
    });

    it('does not change the list it is given', () => {
        const variants = [
            { weight: '7g', price: 1 },
            { weight: '1g', price: 1 },
        ];
        sortVariantsByWeight(variants);
        expect(variants[0].weight).toBe('7g');
    });
});
