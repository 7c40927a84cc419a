import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LazyAgeGate } from './components/layout/LazyAgeGate';
import { Breadcrumbs } from './components/layout/Breadcrumbs';
import { ErrorBoundary } from './components/layout/ErrorBoundary';
import { LazyFooter } from './components/layout/LazyFooter';
import { Header } from './components/layout/Header';
import { ScrollManager } from './components/layout/ScrollManager';
import { LazyCartDrawer } from './components/cart/LazyCartDrawer';
import { HydrateLater } from './components/HydrateLater';
import { Toaster } from './components/ui/Toaster';
import { usePageMeta } from './hooks/usePageMeta';
import { useHydrated, whenPartsHydrated } from './hooks/useHydrated';
import { matchPage, pageRouteObjects, preloadRoute } from './routeTable';
import { NOT_FOUND_PAGE, useServerNotFound } from './serverNotFound';

/** The route table's page for the address (spec section 2); the back office has its own. */
function PageRoutes() {
  return useRoutes(pageRouteObjects);
}

/** While a page's code loads: a screen's height, so the footer stays below the fold and
 * does not shift when the page arrives. */
function PageFallback() {
  return <div className="min-h-screen" aria-busy="true" />;
}

/** Hovering or focusing an internal link starts loading that page's code and data. */
function useLinkIntentPreload() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onIntent = (e: Event) => {
      const anchor = (e.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && anchor.origin === window.location.origin) {
        preloadRoute(anchor.pathname, queryClient);
      }
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [queryClient]);
}

/** Keeps the head in step with the route (its own component, so App never re-renders). */
function PageMetaSync() {
  usePageMeta(useLocation().pathname);
  return null;
}

/**
 * Marks <html data-hydrated> once the app has taken the page over (the server's HTML is shown
 * earlier, and its buttons do nothing until then): what end-to-end tests wait for. In a
 * layout effect, the moment hydration is committed and the page's handlers are on, before
 * the renders that follow it (what waits for useHydrated); the parts hydrated in tasks of
 * their own (HydrateLater) are waited for.
 */
function HydratedMark() {
  useLayoutEffect(() => whenPartsHydrated(() => document.documentElement.setAttribute('data-hydrated', '')), []);
  return null;
}

function LinkIntentPreload() {
  useLinkIntentPreload();
  return null;
}

/** The not-found page is one page for every unknown address (the server renders it once):
 * its trail names the address once the page is hydrated. */
function RouteBreadcrumbs() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const notFound = useServerNotFound(pathname);
  if (pathname === '/') return null;
  const known = matchPage(pathname).route.path !== '*' && !notFound;
  return <Breadcrumbs pathname={known || hydrated ? pathname : NOT_FOUND_PAGE} />;
}

/** A crash on one page does not outlive a move to another. */
function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary resetKey={useLocation().pathname}>{children}</ErrorBoundary>;
}

/**
 * The layout. It reads no state itself, so data arriving or the route changing re-renders
 * only the parts that show them (react-router re-matches routes on every render of useRoutes).
 */
export function App() {
  return (
    <>
      <ScrollManager />
      <PageMetaSync />
      <LinkIntentPreload />
      <HydratedMark />
      <div id="app-shell" className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-forest-900 px-5 py-3 font-semibold text-cream-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {/* The header is hydrated in a task of its own, after the page's (HydrateLater). */}
        <HydrateLater>
          <Header />
        </HydrateLater>
        <RouteBreadcrumbs />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <RouteErrorBoundary>
            <Suspense fallback={<PageFallback />}>
              <PageRoutes />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <LazyFooter />
      </div>
      <LazyCartDrawer />
      <Toaster />
      <LazyAgeGate />
    </>
  );
}
