import { lazy, Suspense, type ComponentType } from 'react';

const BrowserFooter = lazy(() => import('./Footer').then(({ Footer }) => ({ default: Footer })));

/** The footer the server entry renders at once (it has all the code: see registerFooter). */
let ServerFooter: ComponentType | undefined;

/** The server entry's footer, so a server render never suspends on it. */
export function registerFooter(footer: ComponentType): void {
  ServerFooter = footer;
}

/**
 * The footer, below the fold: in the browser its code is its own chunk, and Preact keeps
 * the server's footer as it is until that code arrives, then takes it over (a Suspense
 * boundary hydrates on its own). It must stay one element: of a part that suspends while
 * hydrating, Preact keeps the first node only.
 */
export function LazyFooter() {
  const Footer = ServerFooter ?? BrowserFooter;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
