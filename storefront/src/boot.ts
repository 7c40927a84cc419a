/**
 * The storefront's first script (index.html): the stylesheet, then the app (main.tsx).
 *
 * A page the server rendered is whole before any script runs, so it is painted first:
 * the app's code is asked for only once the page's first-screen image (the one the page
 * loads with high priority) has arrived and been painted, or after FIRST_SCREEN_WAIT_MS
 * if it is slow. The code then neither competes with that image for the network nor holds
 * its paint back while it runs. A page the browser renders itself (the shell) needs the
 * app at once.
 */
import './index.css';

const FIRST_SCREEN_WAIT_MS = 2000;

/** Resolves once a frame after now has been painted: the next frame has started. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

function firstScreenPainted(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  const arrived = image ? image.decode().catch(() => undefined) : Promise.resolve();
  const slow = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  return Promise.race([arrived, slow]).then(nextPaint);
}

const rendered = document.getElementById('page-data') !== null;
(rendered ? firstScreenPainted() : Promise.resolve()).then(() => import('./main'));
