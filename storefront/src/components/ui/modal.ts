import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

/** The open modal dialogs, the newest last, with the place each keeps for toasts. */
const openDialogs: { dialog: HTMLDialogElement; toastSlot: HTMLElement | null }[] = [];
let toastLayer: HTMLElement | undefined;

/**
 * Where toasts show: over the page ('page'); floating clear of an open dialog's controls
 * ('dialog'); or in the open drawer's own place for them, under its heading and in its
 * flow, where they cover none of its heading, form or buttons ('drawer', see Sheet).
 */
export type ToastPlacement = 'page' | 'dialog' | 'drawer';
let placement: ToastPlacement = 'page';
const placementListeners = new Set<() => void>();

const subscribePlacement = (listener: () => void) => {
  placementListeners.add(listener);
  return () => void placementListeners.delete(listener);
};

/** Where toasts show now ('page' in a server render). */
export const useToastPlacement = (): ToastPlacement =>
  useSyncExternalStore(
    subscribePlacement,
    () => placement,
    () => 'page',
  );

/**
 * The element toasts are rendered into. While a modal dialog is open the browser makes
 * everything outside it inert, so the layer moves into the newest open dialog (into its
 * toast slot when it has one): toasts stay announced and reachable with F8; it goes back to
 * the end of <body> after.
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
  (newest?.toastSlot ?? newest?.dialog ?? document.body).append(getToastLayer());
  const next: ToastPlacement = !newest ? 'page' : newest.toastSlot ? 'drawer' : 'dialog';
  if (next !== placement) {
    placement = next;
    placementListeners.forEach((listener) => listener());
  }
  const root = document.documentElement;
  // The page behind a dialog does not scroll (html keeps a stable scrollbar gutter), and
  // toasts move clear of the dialog's controls (see Toaster).
  root.style.overflow = newest ? 'hidden' : '';
  root.toggleAttribute('data-modal-open', newest !== undefined);
}

/**
 * Shows `dialog` as a modal dialog while `open`, through the browser's own showModal():
 * the page behind is inert, focus starts inside (on `initialFocus` when given) and goes
 * back where it was when the dialog closes. Toasts show in `toastSlot` when given.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  open: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
  toastSlot?: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    node.showModal();
    initialFocus?.current?.focus();
    const entry = { dialog: node, toastSlot: toastSlot?.current ?? null };
    openDialogs.push(entry);
    placeToastLayer();
    return () => {
      if (node.open) node.close();
      openDialogs.splice(openDialogs.indexOf(entry), 1);
      placeToastLayer();
    };
  }, [dialog, open, initialFocus, toastSlot]);
}
