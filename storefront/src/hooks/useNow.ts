import { useSyncExternalStore } from 'react';
import { hydrationSettled, subscribeHydrated } from './useHydrated';

/**
 * The time, to the minute, in the browser; null while the server renders a page and
 * while the browser hydrates it (until useHydrated turns true), so what depends on the
 * clock (a partner open now) is not in the server's HTML, which the cache keeps for
 * hours, and hydration matches it.
 * One timer for every reader, set to the next minute's turn, and only while one reads.
 */
export function useNow(): Date | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

let now: Date | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const snapshot = () => (hydrationSettled() ? (now ??= new Date()) : null);

function tick() {
  now = new Date();
  timer = setTimeout(tick, 60_000 - (now.getTime() % 60_000));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  const unsubscribeHydrated = subscribeHydrated(listener);
  listeners.add(listener);
  if (timer === undefined) {
    now = new Date();
    timer = setTimeout(tick, 60_000 - (now.getTime() % 60_000));
  }
  return () => {
    unsubscribeHydrated();
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}
