import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { useModalDialog } from '../ui/modal';
import { LogoMark } from './Logo';
import { AGE_VERIFIED_KEY, isVerified } from './ageVerified';

export { AGE_VERIFIED_KEY };

/** Where 'I'm under 21' sends the visitor: a general web search site. */
export const UNDER_AGE_URL = 'https://www.google.com';

/**
 * The age gate: a modal dialog (the browser's <dialog>) that keeps focus off the page behind and cannot
 * be dismissed by Escape or a click outside; only an answer closes it. The stored answer is the
 * browser's: the server renders the page without the gate, and the gate opens on top of it once the
 * page is hydrated, for visitors who have not answered.
 */
export function AgeGate() {
  const hydrated = useHydrated();
  const [stored, setVerified] = useState(isVerified);
  const verified = stored || !hydrated;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The dialog is made in one task and shown in the next: showing it restyles the whole page
  // behind (inert), and both in one task are a long task on a slow phone.
  const [made, setMade] = useState(false);
  useEffect(() => {
    if (verified) return;
    const timer = setTimeout(() => setMade(true), 0);
    return () => clearTimeout(timer);
  }, [verified]);
  useModalDialog(dialogRef, !verified && made, confirmRef);

  if (verified) return null;

  const confirm = () => {
    try {
      localStorage.setItem(AGE_VERIFIED_KEY, 'true');
    } catch {
      /* private mode: the answer holds for this page view */
    }
    setVerified(true);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="age-gate"
      // Neither Escape nor a click outside closes it; where the browser does not know
      // closedby, Escape is refused, and a close the page could not refuse is undone.
      closedby="none"
      onCancel={(e) => e.preventDefault()}
      onClose={(e) => e.currentTarget.isConnected && e.currentTarget.showModal()}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none items-center justify-center overflow-y-auto bg-forest-950/90 p-4 text-inherit backdrop:bg-transparent open:flex"
    >
      <div className="w-full max-w-md rounded-3xl bg-cream-50 p-8 text-center shadow-2xl sm:p-10">
        <LogoMark className="mx-auto h-16 w-16" />
        <h2 id={titleId} className="mt-5 text-3xl font-semibold">
          Age Verification
        </h2>
        <p id={descriptionId} className="mt-3 text-muted">
          This website contains cannabis-related content. Please verify your age to continue.
        </p>
        <p className="mt-4 font-medium text-forest-900">You must be 21 years or older to view this website.</p>
        <div className="mt-8 flex flex-col gap-3">
          <button ref={confirmRef} type="button" className="btn-primary w-full text-base" onClick={confirm}>
            I'm 21 or older
          </button>
          <a href={UNDER_AGE_URL} className="btn-outline w-full text-base" rel="noreferrer">
            I'm under 21
          </a>
        </div>
      </div>
    </dialog>
  );
}
