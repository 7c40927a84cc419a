import { describe, expect, it } from 'vitest';
import { imageAlt, productImageAlt } from './images';

describe('alt text', () => {
  it("is staff's text for the image, else the record's name", () => {
    expect(imageAlt({ '/uploads/a.jpg': 'A jar of buds' }, '/uploads/a.jpg', 'Headhunter')).toBe('A jar of buds');
    expect(imageAlt({ '/uploads/a.jpg': '' }, '/uploads/a.jpg', 'Headhunter')).toBe('Headhunter');
    expect(imageAlt(null, '/uploads/b.jpg', 'Headhunter')).toBe('Headhunter');
  });
  it("of a product's photo is the product's own or a variant's", () => {
    const product: Parameters<typeof productImageAlt>[0] = {
      name: 'Headhunter',
      imageAlts: { '/uploads/a.jpg': 'A jar' },
      variants: [{ imageAlts: {} }, { imageAlts: { '/uploads/eighth.jpg': 'An eighth in its tin' } }],
    };
    expect(productImageAlt(product, '/uploads/a.jpg')).toBe('A jar');
    expect(productImageAlt(product, '/uploads/eighth.jpg')).toBe('An eighth in its tin');
    expect(productImageAlt(product, '/uploads/other.jpg')).toBe('Headhunter');
  });
});
