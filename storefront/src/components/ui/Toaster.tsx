import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { getToasts, subscribeToasts } from './toast-store';
import { useToastLayer } from './modal';

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
 * The notification region: labelled, announced politely, focused by F8 (spec section 9).
 * It is always in the page so screen readers hear toasts added to it, and inside the open
 * modal dialog when there is one (see useToastLayer).
 */
export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const regionRef = useRef<HTMLElement>(null);
  const layer = useToastLayer();

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
    <section
      ref={regionRef}
      aria-label="Notifications (F8)"
      tabIndex={-1}
      // Bottom right; while a dialog is open, top left, clear of its close button and its
      // actions. Empty, it has no height (its margins are on the toasts), so moving it is no
      // layout shift.
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center sm:inset-x-auto sm:right-0 sm:justify-end in-data-modal-open:top-0 in-data-modal-open:right-14 in-data-modal-open:bottom-auto in-data-modal-open:left-0 in-data-modal-open:justify-start sm:in-data-modal-open:right-auto"
    >
      <ol aria-live="polite" aria-relevant="additions text" className="w-full max-w-sm">
        <Suspense fallback={null}>
          {items.map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
        </Suspense>
      </ol>
    </section>,
    layer,
  );
}
