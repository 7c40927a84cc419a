import { describe, expect, it } from 'vitest';
import { defaultVariant, galleryImages, priceRange } from './variants';

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
