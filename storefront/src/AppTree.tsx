import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App } from './App';
import { CartProvider } from './components/cart/CartContext';

/**
 * The whole storefront inside a router: the browser's (main.tsx) or the server's
 * (entry-server.tsx). One tree for both, so the server's HTML and the browser's first
 * render match and hydration takes the page over as it is.
 */
export function AppTree({
  queryClient,
  router: Router,
}: {
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router>
          <CartProvider>
            <App />
          </CartProvider>
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
