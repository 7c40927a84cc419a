/** Where a swipe takes a gallery. */
export type SwipeDirection = 'next' | 'previous' | null;

/**
 * A horizontal swipe counts when it moves more than `threshold` px sideways and more
 * sideways than up or down (spec: 50 px on cards, 60 px on the detail gallery). Moving the
 * finger left shows the next image, right the previous one.
 */
export function swipeDirection(dx: number, dy: number, threshold: number): SwipeDirection {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Index arithmetic that wraps around both ends. */
export function wrapIndex(index: number, length: number): number {
  return length > 0 ? ((index % length) + length) % length : 0;
}
