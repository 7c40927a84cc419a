/**
 * The storefront's first script (index.html): the stylesheet, then the app (main.tsx,
 * its own entry chunk). A page the server rendered is whole before any script runs, so
 * its content shows while the app loads; links work meanwhile, and what the visitor does
 * with the rest (taps, typing, a form sent) is recorded and done again once the app has
 * taken the page over (<html data-hydrated>), or at once if its code cannot be fetched:
 * see earlyEvents.ts.
 *
 * The app, and the page's own scripts (<meta name="page-modules">), are asked for once
 * the browser has painted the page (the first largest-contentful-paint entry; without that
 * API, the next frame), not before: fetched alongside the page's first photo, or preloaded
 * from its head, they cost Lighthouse's estimate 0.3-0.5 s of LCP (docs/rendering.md); and
 * not after that photo either, which kept the page dead 0.2-0.5 s longer on a slow line. A
 * page the server did not render has nothing to paint first; a tab opened in the
 * background paints nothing: the app is asked for after a second at most.
 */
import './index.css';
import { recordEarlyEvents } from './earlyEvents';

const rendered = Boolean(document.getElementById('root')?.firstChild);
const letGo = rendered ? recordEarlyEvents() : undefined;
if (!rendered) window.__earlyEvents?.stop();

let asked = false;
const loadApp = () => {
  if (asked) return;
  asked = true;
  const modules = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]')?.content.split(' ') ?? [];
  for (const href of modules) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  // Without the app (its code could not be fetched), what was recorded is let go and done
  // again at once: a form sent goes the browser's way (the contact form posts natively).
  import('./main').catch((error: unknown) => {
    console.error('The app could not load:', error);
    letGo?.();
  });
};
const ready = () => setTimeout(loadApp, 0);
if (!rendered) loadApp();
else if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    ready();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
else requestAnimationFrame(ready);
setTimeout(loadApp, 1000);
