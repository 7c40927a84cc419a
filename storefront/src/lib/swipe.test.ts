import { describe, expect, it } from 'vitest';
import { swipeDirection, wrapIndex } from './swipe';

describe('swipeDirection', () => {
  it('needs more than the threshold sideways', () => {
    expect(swipeDirection(-50, 0, 50)).toBeNull();
    expect(swipeDirection(-51, 0, 50)).toBe('next');
    expect(swipeDirection(61, 10, 60)).toBe('previous');
    expect(swipeDirection(60, 0, 60)).toBeNull();
  });

  it('ignores mostly vertical movement (scrolling)', () => {
    expect(swipeDirection(-70, 80, 60)).toBeNull();
    expect(swipeDirection(-70, -70, 60)).toBeNull();
  });
});

describe('wrapIndex', () => {
  it('wraps around', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
