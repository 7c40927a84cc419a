import { describe, expect, it } from 'vitest';
import {
  cartCount,
  cartReducer,
  cartTotal,
  lineKey,
  lineName,
  parseStoredCart,
  restoringCartReducer,
  toCartProduct,
  UNRESTORED_CART,
  type CartLine,
} from './cart';

const tee = toCartProduct({
  id: 't',
  name: 'Farm Logo Tee',
  slug: 'farm-logo-tee',
  price: '28.00',
  images: ['/uploads/tee.jpg', '/uploads/tee-2.jpg'],
});
const hat = toCartProduct({ id: 'h', name: 'Sun-Grown Dad Hat', slug: 'sun-grown-dad-hat', price: '24.00', images: [] });

describe('cartReducer', () => {
  it('adds a new product with quantity 1', () => {
    expect(cartReducer([], { type: 'add', product: tee })).toEqual([{ product: tee, quantity: 1 }]);
  });

  it('increments the quantity when the product is already there', () => {
    let lines = cartReducer([], { type: 'add', product: tee });
    lines = cartReducer(lines, { type: 'add', product: hat });
    lines = cartReducer(lines, { type: 'add', product: tee });
    expect(lines.map((l) => [l.product.id, l.quantity])).toEqual([
      ['t', 2],
      ['h', 1],
    ]);
  });

  it('keeps the quantity at 1 or more', () => {
    const lines = cartReducer([{ product: tee, quantity: 2 }], { type: 'setQuantity', key: 't', quantity: 0 });
    expect(lines[0].quantity).toBe(1);
    expect(cartReducer(lines, { type: 'setQuantity', key: 't', quantity: -4 })[0].quantity).toBe(1);
    expect(cartReducer(lines, { type: 'setQuantity', key: 't', quantity: 5 })[0].quantity).toBe(5);
  });

  it('removes a line', () => {
    const lines: CartLine[] = [
      { product: tee, quantity: 2 },
      { product: hat, quantity: 1 },
    ];
    expect(cartReducer(lines, { type: 'remove', key: 't' })).toEqual([{ product: hat, quantity: 1 }]);
  });

  it('clears', () => {
    expect(cartReducer([{ product: tee, quantity: 2 }], { type: 'clear' })).toEqual([]);
  });

  it('holds a product and size as one line, priced at the size', () => {
    const teeProduct = { id: 't', name: 'Farm Logo Tee', slug: 'farm-logo-tee', price: '28.00', images: ['/uploads/tee.jpg'] };
    const m = toCartProduct(teeProduct, { id: 'vm', name: 'M', price: '28.00' });
    const xl = toCartProduct(teeProduct, { id: 'vxl', name: '2XL', price: '31.50' });
    expect(xl).toMatchObject({ id: 't', variantId: 'vxl', size: '2XL', price: 31.5 });
    expect(lineName(xl)).toBe('Farm Logo Tee, size 2XL');
    expect(lineName(tee)).toBe('Farm Logo Tee');
    let lines = cartReducer([], { type: 'add', product: m });
    lines = cartReducer(lines, { type: 'add', product: xl });
    lines = cartReducer(lines, { type: 'add', product: m });
    expect(lines.map((l) => [l.product.size, l.quantity])).toEqual([
      ['M', 2],
      ['2XL', 1],
    ]);
    expect(cartTotal(lines)).toBe(87.5);
    lines = cartReducer(lines, { type: 'setQuantity', key: lineKey(xl), quantity: 3 });
    lines = cartReducer(lines, { type: 'remove', key: lineKey(m) });
    expect(lines).toEqual([{ product: xl, quantity: 3 }]);
  });

  it('keeps only the first image of a product', () => {
    expect(tee.images).toEqual(['/uploads/tee.jpg']);
    expect(tee.price).toBe(28);
  });
});

describe('restoringCartReducer', () => {
  const stored: CartLine[] = [{ product: hat, quantity: 2 }];

  it('does again on the stored cart what was done before it was taken in', () => {
    let cart = restoringCartReducer(UNRESTORED_CART, { type: 'add', product: tee });
    cart = restoringCartReducer(cart, { type: 'add', product: tee });
    expect(cart.lines).toEqual([{ product: tee, quantity: 2 }]);
    cart = restoringCartReducer(cart, { type: 'restore', lines: stored });
    expect(cart).toEqual({
      lines: [
        { product: hat, quantity: 2 },
        { product: tee, quantity: 2 },
      ],
      early: null,
    });
  });

  it('takes the stored cart in once; from then on acts on the lines alone', () => {
    let cart = restoringCartReducer(UNRESTORED_CART, { type: 'restore', lines: stored });
    cart = restoringCartReducer(cart, { type: 'remove', key: 'h' });
    expect(restoringCartReducer(cart, { type: 'restore', lines: stored })).toBe(cart);
    expect(cart).toEqual({ lines: [], early: null });
  });

  it('a cart emptied before it was taken in stays empty', () => {
    const cart = restoringCartReducer(UNRESTORED_CART, { type: 'clear' });
    expect(restoringCartReducer(cart, { type: 'restore', lines: stored }).lines).toEqual([]);
  });
});

describe('totals', () => {
  it('sums price times quantity', () => {
    const lines: CartLine[] = [
      { product: tee, quantity: 2 },
      { product: hat, quantity: 1 },
    ];
    expect(cartTotal(lines)).toBe(80);
    expect(cartTotal([{ product: { ...tee, price: 0.1 }, quantity: 3 }])).toBe(0.3);
    expect(cartTotal([])).toBe(0);
  });

  it('counts every item for the badge', () => {
    expect(
      cartCount([
        { product: tee, quantity: 2 },
        { product: hat, quantity: 3 },
      ]),
    ).toBe(5);
    expect(cartCount([])).toBe(0);
  });
});

describe('parseStoredCart', () => {
  it('reads what it wrote, sizes included', () => {
    const m = toCartProduct(
      { id: 't', name: 'Farm Logo Tee', slug: 'farm-logo-tee', price: '28.00', images: [] },
      { id: 'vm', name: 'M', price: '29.00' },
    );
    const lines: CartLine[] = [
      { product: tee, quantity: 2 },
      { product: m, quantity: 1 },
    ];
    expect(parseStoredCart(JSON.stringify(lines))).toEqual(lines);
  });

  it('drops broken data', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{oops')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(parseStoredCart('[{"product":{"id":1},"quantity":1},{"product":{"id":"x","name":"X","price":"3"},"quantity":0}]')).toEqual([
      { product: { id: 'x', name: 'X', slug: '', price: 3, images: [] }, quantity: 1 },
    ]);
  });
});
