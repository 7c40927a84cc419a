import { describe, expect, it } from 'vitest';
import { publicPrice } from './retailPrice';

describe('publicPrice', () => {
  it('shows a cannabis price as the spec does by default', () => {
    expect(publicPrice('$45.00', 'show', 'Flower')).toBe('$45.00');
  });
  it('labels it suggested retail', () => {
    expect(publicPrice('$45.00', 'suggested-retail', 'Flower')).toBe('Suggested retail $45.00');
  });
  it('hides it', () => {
    expect(publicPrice('$45.00', 'hidden', 'Edibles')).toBeNull();
  });
  it('always shows swag and accessories, which are not cannabis', () => {
    expect(publicPrice('$25.00', 'hidden', 'Swag')).toBe('$25.00');
    expect(publicPrice('$12.00', 'suggested-retail', 'Accessories')).toBe('$12.00');
  });
});
