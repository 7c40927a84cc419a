import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first render, then true, set in a transition: what it guards is
 * rendered right after the first paint, in small interruptible slices, so the first screen
 * shows sooner. For content below the fold only (it appears a moment later).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
