/**
 * The storefront's first script (index.html): the stylesheet, then the app (main.tsx,
 * its own entry chunk). A page the server rendered is whole before any script runs, so
 * its content shows while the app loads; links work meanwhile, and what the visitor does
 * with the rest (taps, typing, a form sent) is recorded and done again once the app has
 * taken the page over (<html data-hydrated>): see earlyEvents.ts.
 *
 * The app, and the page's own scripts (<meta name="page-modules">), are asked for once
 * the browser has painted that page's largest content (the first largest-contentful-paint
 * entry; without that API, the next frame) and its first photo (the one it fetches with
 * high priority) is in: on a slow line their 100 KB would otherwise share the bandwidth
 * with that photo. A page the server did not render has nothing to paint first; a tab
 * opened in the background paints nothing, and a photo may be slow: the app is asked for
 * after a second at most.
 */
import './index.css';
import { recordEarlyEvents } from './earlyEvents';

const rendered = Boolean(document.getElementById('root')?.firstChild);
if (rendered) recordEarlyEvents();

let asked = false;
const loadApp = () => {
  if (asked) return;
  asked = true;
  const modules = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]')?.content.split(' ') ?? [];
  for (const href of modules) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  void import('./main');
};
let waiting = 2;
const ready = () => --waiting || setTimeout(loadApp, 0);
const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
if (photo && !photo.complete) {
  photo.addEventListener('load', ready);
  photo.addEventListener('error', ready);
} else ready();
if (!rendered) loadApp();
else if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    ready();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
else requestAnimationFrame(ready);
setTimeout(loadApp, 1000);
