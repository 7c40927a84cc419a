import { describe, expect, it } from 'vitest';
import { defaultVariant, galleryImages, priceRange, sortVariants, variantWeightInGrams } from './variants';

describe('variantWeightInGrams', () => {
  it.each([
    ['3.5g', 3.5],
    ['3.5 g', 3.5],
    ['7 grams', 7],
    ['14G', 14],
    ['1 oz', 28.35],
    ['1/8 oz', 28.35 / 8],
    ['0.5 ounce', 14.175],
    ['500mg', 0.5],
    ['1 lb', 453.6],
    ['.5g', 0.5],
  ])('%j weighs %f g', (weight, grams) => {
    expect(variantWeightInGrams(weight)).toBeCloseTo(grams, 9);
  });

  it.each(['5 pack', 'single', '', '0g', '1/0 oz', 'about 3g'])('%j has no weight', (weight) => {
    expect(variantWeightInGrams(weight)).toBeNull();
  });
});

describe('sortVariants', () => {
  const v = (name: string, weight: string, price: string, sortOrder = 0) => ({ name, weight, price, sortOrder });

  it('puts weighted variants first by grams, then unweighted by price descending (same case as the server test)', () => {
    const sorted = sortVariants([
      v('Single', 'single', '12.00'),
      v('Ounce', '1 oz', '300.00'),
      v('Eighth', '3.5g', '45.00'),
      v('Pack', '5 pack', '35.00'),
      v('Half', '14 g', '160.00'),
      v('Quarter', '7g', '85.00'),
      v('Gift box', 'box', '35.00', 1),
    ]);
    expect(sorted.map((x) => x.name)).toEqual(['Eighth', 'Quarter', 'Half', 'Ounce', 'Pack', 'Gift box', 'Single']);
  });

  it('treats 1 oz as 28.35 g, so it sorts between 28 g and 29 g', () => {
    const sorted = sortVariants([v('29', '29g', '1'), v('oz', '1 oz', '1'), v('28', '28g', '1')]);
    expect(sorted.map((x) => x.name)).toEqual(['28', 'oz', '29']);
  });

  it('does not change the list it is given', () => {
    const list = [v('b', '7g', '1'), v('a', '3.5g', '1')];
    sortVariants(list);
    expect(list[0].name).toBe('b');
  });
});

describe('priceRange', () => {
  it('spans the variant prices', () => {
    expect(priceRange('45.00', [{ price: '85.00' }, { price: '45.00' }, { price: '300.00' }])).toEqual({ min: 45, max: 300 });
  });

  it('is the product price when there are no variants', () => {
    expect(priceRange('28.00', [])).toEqual({ min: 28, max: 28 });
  });
});

describe('defaultVariant', () => {
  it('is the first variant in stock, else the first', () => {
    expect(
      defaultVariant([
        { id: 'a', inStock: false },
        { id: 'b', inStock: true },
      ])?.id,
    ).toBe('b');
    expect(defaultVariant([{ id: 'a', inStock: false }])?.id).toBe('a');
    expect(defaultVariant([])).toBeUndefined();
  });
});

describe('galleryImages', () => {
  it('lists product photos then the variant photos without repeats', () => {
    expect(galleryImages(['/uploads/a.jpg', '/uploads/b.jpg'], { images: ['/uploads/jar.jpg', '/uploads/a.jpg'] })).toEqual([
      '/uploads/a.jpg',
      '/uploads/b.jpg',
      '/uploads/jar.jpg',
    ]);
    expect(galleryImages(['/uploads/a.jpg'])).toEqual(['/uploads/a.jpg']);
  });
});
