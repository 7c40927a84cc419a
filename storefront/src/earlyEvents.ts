/**
 * The early event contract (as Angular's event replay, built on JSAction): from the
 * moment a page the server rendered is shown until the app has taken it over, what the
 * visitor does is recorded here and done again, in order, once the app is up. The app
 * listens only from hydration on, and its first render puts every controlled field back
 * to its state, so without this a tap on a button is lost and typed text is wiped.
 *
 * Recorded: clicks on buttons, checkboxes and radios; what is typed or chosen in a field
 * (its last value); a form's submission, which the browser's own would send elsewhere.
 * Links are left to the browser: they work as links. Until the replay, recorded events go
 * no further (the app, once hydrated, would otherwise act on some of them twice).
 *
 * Bounded: at most MAX_ACTIONS actions are kept; past that, events go their own way.
 * The inline contract in the page's <head> (earlyContract.js) queues events from before
 * the first paint; src/boot.ts (the page's first script) starts this recorder, which takes
 * that queue over; the replay starts when <html data-hydrated> appears (App's HydratedMark).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Action =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'check'; target: HTMLInputElement; checked: boolean }
  | { kind: 'value'; target: Field; value: string }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export const MAX_ACTIONS = 100;

const UNTYPED_INPUTS = new Set(['button', 'submit', 'reset', 'image', 'file', 'checkbox', 'radio']);

const isField = (el: Element): el is Field =>
  el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && !UNTYPED_INPUTS.has(el.type));

const isToggle = (el: Element): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

const isSubmitButton = (el: Element) =>
  (el instanceof HTMLButtonElement && el.type === 'submit' && el.form !== null) ||
  (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'image') && el.form !== null);

/** What a click is on, when it is something the app acts on. */
function clickAction(target: Element): Action | null {
  const el = target.closest('a[href], button, input, select, textarea, label, summary, [role="button"]');
  if (!el || !(el instanceof HTMLElement)) return null;
  // Links go where they point; a label passes its click to its field (recorded there);
  // a submit button submits its form (recorded as the submission); fields are typed in.
  if (el.matches('a[href], label, select, textarea') || isSubmitButton(el) || isField(el)) return null;
  if (isToggle(el)) return { kind: 'check', target: el, checked: el.checked };
  if ((el as HTMLButtonElement).disabled) return null;
  return { kind: 'click', target: el };
}

/** An event the inline contract (earlyContract.js) queued, with its field's value and state then. */
export interface EarlyEntry {
  type: string;
  target: EventTarget | null;
  submitter: HTMLElement | null;
  value: string | undefined;
  checked: boolean | undefined;
}

declare global {
  interface Window {
    /** The inline contract's queue, until recordEarlyEvents takes it over. */
    __earlyEvents?: { queue: EarlyEntry[]; stop: () => void };
  }
}

/** What a queued event is, as the recorder would have kept it. */
function entryAction({ type, target, submitter, value, checked }: EarlyEntry): Action | null {
  if (!(target instanceof Element)) return null;
  if (type === 'click') {
    const action = clickAction(target);
    if (action?.kind === 'check' && action.target === target && checked !== undefined) action.checked = checked;
    return action;
  }
  if (type === 'submit') return target instanceof HTMLFormElement ? { kind: 'submit', form: target, submitter } : null;
  return isField(target) ? { kind: 'value', target, value: value ?? target.value } : null;
}

/**
 * Starts recording, from what the inline contract queued on. Returns a function that
 * stops it and replays what was recorded; it is also called by itself once
 * <html data-hydrated> appears.
 */
export function recordEarlyEvents(root: HTMLElement = document.documentElement): () => void {
  const actions: Action[] = [];
  /** Adds action; false past the bound. */
  const add = (action: Action): boolean => {
    const last = actions.at(-1);
    // Typing is one action per field until something else happens.
    if (action.kind === 'value' && last?.kind === 'value' && last.target === action.target) last.value = action.value;
    else if (actions.length < MAX_ACTIONS) actions.push(action);
    else return false;
    return true;
  };
  /** Keeps action (false past the bound) and stops its event here. */
  const keep = (e: Event, action: Action | null): boolean => {
    if (!action || !add(action)) return false;
    e.stopPropagation();
    return true;
  };
  const early = window.__earlyEvents;
  if (early) {
    early.stop();
    delete window.__earlyEvents;
    for (const entry of early.queue) {
      const action = entryAction(entry);
      if (action) add(action);
    }
  }
  const onClick = (e: Event) => e.target instanceof Element && keep(e, clickAction(e.target));
  const onValue = (e: Event) =>
    e.target instanceof Element && isField(e.target) && keep(e, { kind: 'value', target: e.target, value: e.target.value });
  const onSubmit = (e: Event) => {
    if (!(e.target instanceof HTMLFormElement)) return;
    if (keep(e, { kind: 'submit', form: e.target, submitter: (e as SubmitEvent).submitter })) e.preventDefault();
  };
  const listeners: [string, (e: Event) => void][] = [
    ['click', onClick],
    ['input', onValue],
    ['change', onValue],
    ['submit', onSubmit],
  ];
  for (const [type, listener] of listeners) window.addEventListener(type, listener, true);

  let done = false;
  const replay = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
    void replayInOrder(actions);
  };
  const observer = new MutationObserver(() => {
    // After the commit that marked it, once React has finished that task.
    if (root.hasAttribute('data-hydrated')) setTimeout(replay, 0);
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  return replay;
}

/**
 * Each action once the page has settled after the one before: an update the app makes in
 * a transition (a route's search params) is not done when the event returns, and the next
 * action (Add to Cart after a size) must see it. Settled: a frame (or, when the action
 * changed the address, a first change to the page), then no change to the page for
 * SETTLED_MS; at most MAX_SETTLE_MS, for a page that never stops moving.
 */
const SETTLED_MS = 50;
const MAX_SETTLE_MS = 3000;

async function replayInOrder(actions: Action[]) {
  let address = window.location.href;
  for (const [i, action] of actions.entries()) {
    // An action that changed the address (the router's own transition) has settled once
    // the page has changed too.
    if (i > 0) await settled(window.location.href !== address);
    address = window.location.href;
    replayAction(action);
  }
}

function settled(awaitChange: boolean): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(limit);
      observer.disconnect();
      resolve();
    };
    const wait = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, SETTLED_MS);
    };
    const observer = new MutationObserver(wait);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const limit = setTimeout(done, MAX_SETTLE_MS);
    if (!awaitChange) requestAnimationFrame(wait);
  });
}

/** The value setters of the elements' prototypes (React DOM's own, on the element, records what it set). */
function setNative(el: Field, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
}

function replayAction(action: Action) {
  switch (action.kind) {
    case 'click':
      if (action.target.isConnected) action.target.click();
      return;
    case 'check': {
      const el = action.target;
      if (!el.isConnected) return;
      // From the other state, so the click makes the recorded one and React sees a change.
      el.checked = !action.checked;
      el.click();
      return;
    }
    case 'value': {
      const el = action.target;
      if (!el.isConnected) return;
      if (el instanceof HTMLSelectElement) {
        el.value = action.value;
        el.dispatchEvent(new Event('change', { bubbles: true }));
        return;
      }
      // The field is emptied, then the typed value put in the browser's way, so the app sees
      // an input event whose value differs from the one it last saw (React DOM's rule too).
      el.value = '';
      setNative(el, action.value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      return;
    }
    case 'submit': {
      const { form, submitter } = action;
      if (!form.isConnected) return;
      form.requestSubmit(submitter && form.contains(submitter) && isSubmitButton(submitter) ? submitter : undefined);
    }
  }
}
