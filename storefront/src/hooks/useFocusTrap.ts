import { useEffect, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0 && el.tabIndex >= 0,
  );
}

/** How many modal dialogs are open; while any is, the page behind them is inert. */
let openModals = 0;
function setShellInert() {
  const shell = document.getElementById('app-shell');
  if (shell) shell.inert = openModals > 0;
  // The page behind a dialog does not scroll (html keeps a stable scrollbar gutter).
  document.documentElement.style.overflow = openModals > 0 ? 'hidden' : '';
  // Toasts then let clicks through to the dialog they may cover (see Toaster).
  document.documentElement.toggleAttribute('data-modal-open', openModals > 0);
}

interface FocusTrapOptions {
  /** Called on Escape; without it Escape does nothing (the age gate). */
  onEscape?: () => void;
  /** The element to focus first; defaults to the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Makes `container` behave as a modal dialog while `active`: focus moves into it, Tab and
 * Shift+Tab wrap inside it, the rest of the page is inert, and focus returns to where it
 * was when it closes.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}) {
  const { onEscape, initialFocus } = options;

  useEffect(() => {
    if (!active) return;
    const node = container.current;
    if (!node) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    openModals++;
    setShellInert();

    const first = initialFocus?.current ?? focusables(node)[0] ?? node;
    first.focus({ preventScroll: true });

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        onEscape?.();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables(node);
      if (items.length === 0) {
        e.preventDefault();
        node.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const current = document.activeElement;
      if (e.shiftKey && (current === firstItem || !node.contains(current))) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && (current === lastItem || !node.contains(current))) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that lands outside (a click on the backdrop, a script) is brought back.
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as Node | null;
      if (target && !node.contains(target) && !(target instanceof Element && target.closest('[aria-label="Notifications (F8)"]'))) {
        (focusables(node)[0] ?? node).focus({ preventScroll: true });
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      openModals--;
      setShellInert();
      if (previouslyFocused && previouslyFocused.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
    // Options are read when the trap opens; changing callbacks must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}
