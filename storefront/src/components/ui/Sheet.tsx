import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { CloseIcon } from './Icons';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  footer?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra accessible description id. */
  describedBy?: string;
  testId?: string;
}

/**
 * A side panel that is a real modal dialog: role="dialog", aria-modal, labelled by its
 * title; Escape and a click on the backdrop close it; focus is trapped and returned. It is
 * rendered at the end of <body>, outside the page that goes inert behind it.
 */
export function Sheet({ open, onClose, title, side = 'right', children, footer, initialFocus, describedBy, testId }: SheetProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, open, { onEscape: onClose, initialFocus });
  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-forest-950/50 motion-safe:animate-fade-in" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-testid={testId}
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
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && <div className="border-t border-forest-900/10 px-5 py-4">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
