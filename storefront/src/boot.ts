/**
 * The storefront's first script (index.html): the stylesheet, then the app (main.tsx,
 * its own entry chunk). A page the server rendered is whole before any script runs, so
 * its content shows while the app loads; links work meanwhile, the page's buttons once
 * the app has taken the page over (<html data-hydrated>).
 *
 * The app is asked for once the browser has painted that page (in the task after the
 * next frame), so fetching and starting it never holds up the first paint; a tab opened
 * in the background, which paints no frames, asks for it after a second.
 */
import './index.css';

let asked = false;
const loadApp = () => {
  if (asked) return;
  asked = true;
  void import('./main');
};
requestAnimationFrame(() => setTimeout(loadApp, 0));
setTimeout(loadApp, 1000);
