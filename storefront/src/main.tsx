import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './api/queryClient';
import { startRealtime } from './api/realtime';
import { App } from './App';
import { CartProvider } from './components/cart/CartContext';
import { startPageLoadHelper } from './lib/pageLoad';
import { preloadRoute } from './routes';
import './index.css';

const queryClient = createQueryClient();

try {
  // The first page's code and data start loading before React renders anything.
  preloadRoute(window.location.pathname, queryClient);
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

startPageLoadHelper(() => {
  // Live updates once the page is loaded and idle, so the SDK never competes with the first paint.
  startRealtime(queryClient).catch((error) => console.warn('Live updates unavailable:', error));
});
