import { describe, expect, it } from 'vitest';
import type { ProductWithVariants } from '@farmsite/domain';
import { PRODUCTS_PER_SCREEN, productListHead } from './productList';

const product = (i: number, category: string, variantCategories: string[] = []) =>
  ({
    id: `p${i}`,
    name: `Product ${i}`,
    category,
    images: [],
    variants: variantCategories.map((c) => ({ category: c, images: [], weight: '1g', price: '10.00', name: c, sortOrder: 0 })),
  }) as unknown as ProductWithVariants;

describe('productListHead', () => {
  // 30 flower products, then 10 edibles of which the last has a flower variant.
  const all = [
    ...Array.from({ length: 30 }, (_, i) => product(i, 'Flower')),
    ...Array.from({ length: 10 }, (_, i) => product(30 + i, 'Edibles', i === 9 ? ['Flower'] : [])),
  ];

  it('is the first screen of the whole list, in its order, with the whole count', () => {
    const head = productListHead(all, '');
    expect(head.category).toBe('');
    expect(head.total).toBe(40);
    expect(head.products.map((p) => p.id)).toEqual(all.slice(0, PRODUCTS_PER_SCREEN).map((p) => p.id));
  });

  it("is the first screen of the category's list, variants' categories included", () => {
    expect(productListHead(all, 'flower').total).toBe(31);
    const edibles = productListHead(all, 'edibles');
    expect(edibles.total).toBe(10);
    expect(edibles.products.map((p) => p.id)).toEqual(all.slice(30).map((p) => p.id));
    expect(productListHead(all, 'topicals')).toEqual({ category: 'topicals', products: [], total: 0 });
  });
});
