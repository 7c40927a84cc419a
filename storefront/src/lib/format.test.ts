import { describe, expect, it } from 'vitest';
import { formatItemCount, formatPercent } from './format';

describe('formatPercent', () => {
  it('shows 1 decimal with %', () => {
    expect(formatPercent(27.4)).toBe('27.4%');
    expect(formatPercent(0.08)).toBe('0.1%');
    expect(formatPercent(3.12)).toBe('3.1%');
    expect(formatPercent(0)).toBe('0.0%');
  });

  it('keeps unknown distinct from 0', () => {
    expect(formatPercent(null)).toBeNull();
    expect(formatPercent(undefined)).toBeNull();
  });
});

describe('formatItemCount', () => {
  it('says item or items', () => {
    expect(formatItemCount(0)).toBe('0 items');
    expect(formatItemCount(1)).toBe('1 item');
    expect(formatItemCount(2)).toBe('2 items');
  });
});
