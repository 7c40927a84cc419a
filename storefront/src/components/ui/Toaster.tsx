import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { getToasts, subscribeToasts } from './toast-store';
import { useToastLayer, useToastPlacement, type ToastPlacement } from './modal';

type ToastItemComponent = (typeof import('./ToastItem'))['default'];

/** A toast's code, once it has arrived: toasts then show without waiting. */
let loadedToastItem: ToastItemComponent | undefined;

/** A toast's code, which the first page does not need: asked for once the page is idle. */
export const loadToastItem = () =>
  import('./ToastItem').then((module) => {
    loadedToastItem = module.default;
    return module;
  });

const LazyToastItem = lazy(loadToastItem);

/**
 * Where the region sits: over the page, bottom right (bottom on phones); over a dialog, top
 * left, clear of its close button and its actions; in a drawer, in the drawer's flow under
 * its heading. Empty, it has no height (its margins are on the toasts), so moving it is no
 * layout shift.
 */
const regionClasses: Record<ToastPlacement, string> = {
  page: 'pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center sm:inset-x-auto sm:right-0 sm:justify-end',
  dialog: 'pointer-events-none fixed top-0 right-14 left-0 z-[60] flex justify-start sm:right-auto',
  drawer: 'flex',
};

/**
 * The notification region: labelled, announced politely, focused by F8 (spec section 9).
 * It is always in the page so screen readers hear toasts added to it, and inside the open
 * modal dialog when there is one (see useToastLayer).
 */
export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const regionRef = useRef<HTMLElement>(null);
  const layer = useToastLayer();
  const placement = useToastPlacement();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8' && !e.altKey && !e.ctrlKey && !e.metaKey) {
        e.preventDefault();
        const first = regionRef.current?.querySelector<HTMLElement>('li');
        (first ?? regionRef.current)?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!layer) return null;
  const ToastItem = loadedToastItem ?? LazyToastItem;
  return createPortal(
    <section ref={regionRef} aria-label="Notifications (F8)" tabIndex={-1} className={regionClasses[placement]}>
      <ol aria-live="polite" aria-relevant="additions text" className={placement === 'drawer' ? 'w-full' : 'w-full max-w-sm'}>
        <Suspense fallback={null}>
          {items.map((t) => (
            <ToastItem key={t.id} toast={t} placement={placement} />
          ))}
        </Suspense>
      </ol>
    </section>,
    layer,
  );
}
