import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from './api/queryClient';
import { AppTree } from './AppTree';
import { holdHydratedRenders } from './hooks/useHydrated';
import { loadCartDrawer } from './components/cart/LazyCartDrawer';
import { loadMobileMenu } from './components/layout/Header';
import { loadToastItem } from './components/ui/Toaster';
import { preloadRoute } from './routeTable';

const queryClient = createQueryClient();

/**
 * The data the server rendered the page with (see backend/pages/render.go), when it did.
 * It was current when the page was sent (pages are made again on every change), so it
 * counts as just fetched: nothing is asked for again.
 */
function serverState(): DehydratedState | null {
  const script = document.getElementById('page-data');
  if (!script?.textContent) return null;
  const state = JSON.parse(script.textContent) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  return state;
}

const rendered = serverState();
if (rendered) hydrate(queryClient, rendered);
/** The address of an unknown product or post, which the server answered with its page's not-found state. */
const notFound = document.getElementById('root')?.hasAttribute('data-not-found') ? window.location.pathname : null;

/**
 * The first page's code and data start loading at once (the site settings were already
 * asked for by index.html); the first render waits for them a moment, so the first paint is
 * the page itself rather than a skeleton that is replaced an instant later. A slow answer
 * does not hold the page back for long. A page the server rendered has its data already:
 * hydration waits only for the page's code.
 */
const FIRST_PAINT_WAIT_MS = 800;
const firstPage = preloadRoute(window.location.pathname, queryClient, { rendered: rendered !== null });
// A rendered page waits for its code: hydrated without it, the page would stay the server's
// HTML a while longer after <html data-hydrated>, and the visitor's early taps would be
// replayed on it (earlyEvents.ts).
(rendered ? firstPage : Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))])).then(render);

function render() {
  const root = document.getElementById('root')!;
  const app = <AppTree queryClient={queryClient} router={BrowserRouter} notFound={notFound} />;
  try {
    // Preact hydrates the page in one task (it has no time slicing): what keeps that task
    // short is how little the page runs, and the parts put off to tasks of their own
    // (HydrateLater, whose tasks are queued before settle's; docs/rendering.md).
    if (rendered) {
      const settle = holdHydratedRenders();
      hydrateRoot(root, app);
      setTimeout(settle, 0);
    } else createRoot(root).render(app);
  } catch (error) {
    console.error(error);
    const root = document.getElementById('root');
    if (root) root.textContent = 'Failed to initialize application. Please check console for details.';
  }
}

const whenLoaded = (run: () => void) => {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
};

// The web fonts are not needed for the first paint (lib/webFonts.ts): they load once the
// page has loaded and the browser is idle, after the page's own images.
whenLoaded(() => {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 300));
  idle(() => void import('./lib/webFonts').then(({ loadWebFonts }) => loadWebFonts()), { timeout: 2000 });
});

// The page-load helper, and what it runs once the browser is idle: live updates (so the SDK
// never competes with the first paint) and the code of what the visitor may open next.
whenLoaded(() => {
  void import('./lib/pageLoad').then(({ startPageLoadHelper }) =>
    startPageLoadHelper(() => {
      import('./api/realtimeConnection')
        .then(({ startRealtime }) => startRealtime(queryClient))
        .catch((error) => console.warn('Live updates unavailable:', error));
      loadCartDrawer().catch(() => undefined);
      loadMobileMenu().catch(() => undefined);
      loadToastItem().catch(() => undefined);
    }),
  );
});
