import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './api/queryClient';
import { startRealtime } from './api/realtime';
import { App } from './App';
import { CartProvider } from './components/cart/CartContext';
import { startPageLoadHelper } from './lib/pageLoad';
import { preloadRoute } from './routeTable';
import './index.css';

const queryClient = createQueryClient();

/**
 * The first page's code and data start loading at once (the site settings were already
 * asked for by index.html); the first render waits for them a moment, so the first paint is
 * the page itself rather than a skeleton that is replaced an instant later. A slow answer
 * does not hold the page back for long.
 */
const FIRST_PAINT_WAIT_MS = 800;
const firstPage = preloadRoute(window.location.pathname, queryClient);
Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))]).then(render);

function render() {
  try {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <CartProvider>
              <App />
            </CartProvider>
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    const root = document.getElementById('root');
    if (root) root.textContent = 'Failed to initialize application. Please check console for details.';
  }
}

// The web fonts are not needed for the first paint (see fonts.css): they load once the page
// has loaded and the browser is idle, after the page's own images.
const loadFonts = () => {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 300));
  idle(() => void import('./fonts.css'), { timeout: 2000 });
};
if (document.readyState === 'complete') loadFonts();
else window.addEventListener('load', loadFonts, { once: true });

startPageLoadHelper(() => {
  // Live updates once the page is loaded and idle, so the SDK never competes with the first paint.
  startRealtime(queryClient).catch((error) => console.warn('Live updates unavailable:', error));
});
