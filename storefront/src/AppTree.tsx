import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App } from './App';
import { CartProvider } from './components/cart/CartContext';
import { ServerNotFound } from './serverNotFound';

/**
 * The whole storefront inside a router: the browser's (main.tsx) or the server's
 * (entry-server.tsx). One tree for both, so the server's HTML and the browser's first
 * render match and hydration takes the page over as it is.
 */
export function AppTree({
  queryClient,
  router: Router,
  notFound = null,
}: {
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
  /** The address the server answered with its not-found page, if it did (see ServerNotFound). */
  notFound?: string | null;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router>
          <ServerNotFound value={notFound}>
            <CartProvider>
              <App />
            </CartProvider>
          </ServerNotFound>
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
