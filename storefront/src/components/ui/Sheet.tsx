import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogHost, useModalDialog } from './modal';
import { CloseIcon } from './Icons';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  footer?: ReactNode;
  /** Extra accessible description id. */
  describedBy?: string;
  testId?: string;
}

/**
 * A side panel that is a real modal dialog (the browser's <dialog>, labelled by its title):
 * the page behind is inert, Escape and a click on the backdrop close it, and focus goes back
 * to what opened it. It is rendered at the end of <body>, outside the page.
 */
export function Sheet({ open, onClose, title, side = 'right', children, footer, describedBy, testId }: SheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toastSlot = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const host = useDialogHost();
  useModalDialog(dialogRef, open, undefined, toastSlot);
  if (!host) return null;

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-testid={testId}
      // Escape: the panel closes through its owner's state, which closes the dialog.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // Closed by the browser itself (an Escape it does not let the page refuse).
      onClose={() => open && onClose()}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 text-inherit backdrop:bg-transparent"
    >
      {open && (
        <>
          <div className="absolute inset-0 bg-forest-950/50 motion-safe:animate-fade-in" onClick={onClose} aria-hidden="true" />
          <div
            className={`absolute inset-y-0 flex w-full max-w-md flex-col bg-cream-50 shadow-2xl ${
              side === 'right' ? 'right-0 motion-safe:animate-sheet-right' : 'left-0 motion-safe:animate-sheet-left'
            }`}
          >
            <div className="flex items-center justify-between border-b border-forest-900/10 px-5 py-4">
              <h2 id={titleId} className="text-xl font-semibold">
                {title}
              </h2>
              <button
                type="button"
                onClick={onClose}
                className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
                aria-label="Close"
              >
                <CloseIcon />
              </button>
            </div>
            {/* Toasts show here while the panel is open: under its heading, covering nothing. */}
            <div ref={toastSlot} data-testid="toast-slot" />
            <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
            {footer && <div className="border-t border-forest-900/10 px-5 py-4">{footer}</div>}
          </div>
        </>
      )}
    </dialog>,
    host,
  );
}
