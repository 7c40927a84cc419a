/**
 * The early event contract's inline part (as JSAction's): vite.config.ts writes it into
 * every page's <head>, so it listens from before the page is parsed, not from when the
 * first script file has arrived and run (a module script runs once the whole page is
 * parsed, and a slow line paints the page before that). It only queues: clicks, what is
 * typed or chosen (the field's value and state then: one entry per field while typing)
 * and form submissions, which it stops, the app sending its forms. boot.ts takes the
 * queue over (earlyEvents.ts); past 100 entries, events go their own way.
 */
/* global window, addEventListener, removeEventListener */
(() => {
  const queue = [];
  const types = ['click', 'input', 'change', 'submit'];
  const typing = (type) => type === 'input' || type === 'change';
  const listen = (e) => {
    const target = e.target;
    const last = queue[queue.length - 1];
    if (typing(e.type) && last && last.target === target && typing(last.type)) {
      last.value = target.value;
      return;
    }
    if (queue.length >= 100) return;
    if (e.type === 'submit') e.preventDefault();
    queue.push({ type: e.type, target, submitter: e.submitter || null, value: target.value, checked: target.checked });
  };
  for (const type of types) addEventListener(type, listen, true);
  window.__earlyEvents = { queue, stop: () => types.forEach((type) => removeEventListener(type, listen, true)) };
})();
