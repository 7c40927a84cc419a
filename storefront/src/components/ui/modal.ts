import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

/** The open modal dialogs, the newest last. */
const openDialogs: HTMLDialogElement[] = [];
let toastLayer: HTMLElement | undefined;

/**
 * The element toasts are rendered into. While a modal dialog is open the browser makes
 * everything outside it inert, so the layer moves into the newest open dialog: toasts stay
 * on top of it, announced, and reachable with F8; it goes back to the end of <body> after.
 */
function getToastLayer(): HTMLElement {
  if (!toastLayer) {
    toastLayer = document.createElement('div');
    document.body.append(toastLayer);
  }
  return toastLayer;
}

const unchanging = () => () => {};

/**
 * The toast layer, and <body> where dialogs go, exist only in the browser: a server render
 * (and the hydration that follows one) portals nothing, and the client's next render does.
 */
export const useToastLayer = (): HTMLElement | null => useSyncExternalStore(unchanging, getToastLayer, () => null);
export const useDialogHost = (): HTMLElement | null =>
  useSyncExternalStore(
    unchanging,
    () => document.body,
    () => null,
  );

function placeToastLayer() {
  const newest = openDialogs.at(-1);
  (newest ?? document.body).append(getToastLayer());
  const root = document.documentElement;
  // The page behind a dialog does not scroll (html keeps a stable scrollbar gutter), and
  // toasts move clear of the dialog's controls (see Toaster).
  root.style.overflow = newest ? 'hidden' : '';
  root.toggleAttribute('data-modal-open', newest !== undefined);
}

/**
 * Shows `dialog` as a modal dialog while `open`, through the browser's own showModal():
 * the page behind is inert, focus starts inside (on `initialFocus` when given) and goes
 * back where it was when the dialog closes.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  open: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    node.showModal();
    initialFocus?.current?.focus();
    openDialogs.push(node);
    placeToastLayer();
    return () => {
      if (node.open) node.close();
      openDialogs.splice(openDialogs.indexOf(node), 1);
      placeToastLayer();
    };
  }, [dialog, open, initialFocus]);
}
