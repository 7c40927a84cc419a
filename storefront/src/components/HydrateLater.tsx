import { Suspense, useLayoutEffect, useState, type ReactElement } from 'react';
import { hydrationSettled, partHydrated, partWaits } from '../hooks/useHydrated';

/** A part's turn: open once its task has come; waiting until the part is hydrated or gone. */
interface Turn {
  open: boolean;
  waiting: boolean;
  promise: Promise<void>;
}

/** A turn in a task of its own: the timer's, queued behind what is queued already. */
function nextTurn(): Turn {
  partWaits();
  const turn: Turn = { open: false, waiting: true, promise: Promise.resolve() };
  turn.promise = new Promise((resolve) =>
    setTimeout(() => {
      turn.open = true;
      resolve();
    }, 0),
  );
  return turn;
}

/** Suspends until its turn (it has no hooks: an effect queued by a render that suspends still runs). */
function Gate({ turn, children }: { turn: Turn | null; children: ReactElement }) {
  if (turn && !turn.open) throw turn.promise;
  return <Taken turn={turn}>{children}</Taken>;
}

/** The part no longer waits (hydrated, or unmounted before its turn): said once. */
function release(turn: Turn | null) {
  if (!turn?.waiting) return;
  turn.waiting = false;
  partHydrated();
}

/** Says that the part that waited is hydrated. */
function Taken({ turn, children }: { turn: Turn | null; children: ReactElement }) {
  useLayoutEffect(() => release(turn), [turn]);
  return children;
}

/**
 * Hydrates children, one element, in a task after the page's: Preact hydrates a page in
 * one task, which a slow phone counts against Total Blocking Time past 50 ms. While it
 * waits, Preact keeps the server's element as it is (a part that suspends while hydrating
 * keeps its first node only: hence one element). <html data-hydrated>, on which the
 * visitor's early taps are replayed, waits for every such part (App's HydratedMark), and
 * what waits for hydration (useHydrated) comes after them. In a page the browser renders
 * itself, and on the server, children render at once.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const [turn] = useState(() => (hydrationSettled() ? null : nextTurn()));
  useLayoutEffect(() => () => release(turn), [turn]);
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{children}</Gate>
    </Suspense>
  );
}
