import { describe, expect, it } from 'vitest';
import { formatItemCount } from './format';

describe('formatItemCount', () => {
  it('says item or items', () => {
    expect(formatItemCount(0)).toBe('0 items');
    expect(formatItemCount(1)).toBe('1 item');
    expect(formatItemCount(2)).toBe('2 items');
  });
});
