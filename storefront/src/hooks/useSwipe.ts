import { useRef, type PointerEvent } from 'react';
import { swipeDirection } from '../lib/swipe';

/**
 * Pointer handlers that call `onSwipe` for a horizontal swipe over `threshold` px, and a
 * `wasSwipe()` check so the click that ends a swipe can be ignored.
 */
export function useSwipe(threshold: number, onSwipe: (direction: 'next' | 'previous') => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);

  return {
    handlers: {
      onPointerDown: (e: PointerEvent) => {
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
        swiped.current = false;
      },
      onPointerUp: (e: PointerEvent) => {
        const s = start.current;
        start.current = null;
        if (!s || s.id !== e.pointerId) return;
        const direction = swipeDirection(e.clientX - s.x, e.clientY - s.y, threshold);
        if (direction) {
          swiped.current = true;
          onSwipe(direction);
        }
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
    wasSwipe: () => {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
