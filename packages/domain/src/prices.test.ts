import { describe, expect, it } from 'vitest';
import { formatPrice, parsePrice } from './prices';

// decimalPrice, the API's "45.00", is pinned with Go's DecimalPrice in rule_cases.json.
describe('prices as visitors read them', () => {
  it('parses decimal strings and numbers', () => {
    expect(parsePrice('45.00')).toBe(45);
    expect(parsePrice(12.5)).toBe(12.5);
    expect(parsePrice('abc')).toBe(0);
    expect(parsePrice(null)).toBe(0);
  });

  it('shows $ and 2 decimals', () => {
    expect(formatPrice('45.00')).toBe('$45.00');
    expect(formatPrice(28)).toBe('$28.00');
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice('1234567.891')).toBe('$1,234,567.89');
    expect(formatPrice(-5)).toBe('-$5.00');
    expect(formatPrice(0)).toBe('$0.00');
  });
});
