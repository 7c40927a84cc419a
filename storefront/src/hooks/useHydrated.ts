import { useSyncExternalStore } from 'react';

let settled = true;
const listeners = new Set<() => void>();

/**
 * Called by main.tsx just before it hydrates a page the server rendered; the function it
 * returns ends the wait, in the task after hydration's. So what waits for hydration (the
 * clock, the visitor's storage, the exact address) renders in a task of its own rather
 * than lengthening hydration's, which is one task in Preact (Total Blocking Time counts
 * each task's time past 50 ms).
 */
export function holdHydratedRenders(): () => void {
  settled = false;
  return () => {
    settled = true;
    for (const listener of listeners) listener();
  };
}

/** Whether what waits for hydration may render now; subscribeHydrated tells when it may. */
export const hydrationSettled = () => settled;

export function subscribeHydrated(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False while the server renders a page and while the browser hydrates that HTML, true
 * from the render after (and at once in a page the browser renders itself). What depends
 * on the visitor (their clock, their storage, the exact address) waits for it, so the
 * browser's first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeHydrated, hydrationSettled, () => false);
}

/** Parts of the page hydrated in tasks of their own (HydrateLater) that are not yet. */
let partsWaiting = 0;
const partsListeners = new Set<() => void>();

/** A part of the page will be hydrated later (HydrateLater, while hydrating). */
export function partWaits(): void {
  partsWaiting++;
}

/** A part that waited is hydrated. */
export function partHydrated(): void {
  partsWaiting--;
  if (partsWaiting === 0) for (const listener of [...partsListeners]) listener();
}

/** Runs done once every part that waits is hydrated: at once when none does. */
export function whenPartsHydrated(done: () => void): void {
  if (partsWaiting === 0) {
    done();
    return;
  }
  const once = () => {
    partsListeners.delete(once);
    done();
  };
  partsListeners.add(once);
}
