import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that HTML, true
 * from the render after (and at once in a page the browser renders itself). What depends
 * on the visitor (their clock, their storage, the exact address) waits for it, so the
 * browser's first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
