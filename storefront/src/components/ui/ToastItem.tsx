import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { dismissToast, type Toast } from './toast-store';
import type { ToastPlacement } from './modal';
import { CloseIcon } from './Icons';

/** Swiping a toast right by more than this dismisses it. */
export const TOAST_SWIPE_THRESHOLD = 50;

/**
 * One toast: it goes by itself after its duration, counting only while it is not hovered,
 * focused or swiped; Escape, its close button or a swipe right dismisses it. Its own chunk:
 * the first page shows none.
 */
export default function ToastItem({ toast, placement = 'page' }: { toast: Toast; placement?: ToastPlacement }) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<{ x: number; id: number } | null>(null);
  const remaining = useRef(toast.duration);

  // Counts down only while not hovered, focused or being swiped (WCAG 2.2.1).
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id]);

  const onPointerDown = (e: ReactPointerEvent<HTMLLIElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    start.current = { x: e.clientX, id: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setPaused(true);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLLIElement>) => {
    if (start.current?.id === e.pointerId) setOffset(Math.max(0, e.clientX - start.current.x));
  };
  const onPointerEnd = (e: ReactPointerEvent<HTMLLIElement>) => {
    if (start.current?.id !== e.pointerId) return;
    const dx = e.clientX - start.current.x;
    start.current = null;
    if (dx > TOAST_SWIPE_THRESHOLD) {
      dismissToast(toast.id);
    } else {
      setOffset(0);
      setPaused(false);
    }
  };

  const destructive = toast.variant === 'destructive';
  // Floating over a dialog, a toast may sit over its buttons: it then lets clicks through,
  // and still reads out and goes by itself. In a drawer it covers nothing.
  return (
    <li
      role={destructive ? 'alert' : undefined}
      tabIndex={0}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => start.current || setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(e) => e.key === 'Escape' && dismissToast(toast.id)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      className={`relative flex touch-pan-y items-start gap-3 rounded-2xl border p-4 pr-11 motion-safe:animate-toast-in ${
        placement === 'dialog' ? 'pointer-events-none' : 'pointer-events-auto'
      } ${placement === 'drawer' ? 'mx-5 mt-3 shadow-sm' : 'm-4 shadow-lg'} ${
        destructive ? 'border-clay/30 bg-[#fbeceb] text-clay' : 'border-forest-900/15 bg-cream-50 text-ink'
      } ${offset ? '' : 'transition-transform'}`}
      data-testid="toast"
    >
      <div>
        <p className={`font-semibold ${destructive ? 'text-clay' : 'text-forest-900'}`}>{toast.title}</p>
        {toast.description && <p className="mt-0.5 text-sm">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="absolute top-2.5 right-2.5 rounded-full p-1.5 text-current/70 hover:bg-black/5 hover:text-current"
        aria-label="Close notification"
      >
        <CloseIcon width={16} height={16} />
      </button>
    </li>
  );
}
