import { lazy, Suspense } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { isVerified } from './ageVerified';

const AgeGate = lazy(() => import('./AgeGate').then(({ AgeGate }) => ({ default: AgeGate })));

/**
 * The age gate's code, only for a visitor who has not answered yet (most page views are
 * by visitors who have): it opens once the page is hydrated, as it always did, a request
 * later; the app's first script is that much smaller (docs/rendering.md).
 */
export function LazyAgeGate() {
  const hydrated = useHydrated();
  if (!hydrated || isVerified()) return null;
  return (
    <Suspense fallback={null}>
      <AgeGate />
    </Suspense>
  );
}
