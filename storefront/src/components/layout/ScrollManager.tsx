import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Set by a click on an internal link, which starts a smooth scroll of its own. */
let linkClickedAt = 0;

function isInternalLinkClick(e: MouseEvent): boolean {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  const anchor = (e.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) {
    return false;
  }
  return anchor.origin === window.location.origin && !anchor.getAttribute('href')?.startsWith('#');
}

/**
 * Spec section 2: every internal link scrolls the page smoothly to the top, and every route
 * change scrolls to the top. After a navigation, focus moves to the main area so keyboard
 * and screen reader users start at the new page's content.
 */
export function ScrollManager() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!isInternalLinkClick(e)) return;
      linkClickedAt = Date.now();
      window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (Date.now() - linkClickedAt > 1000) window.scrollTo({ top: 0, behavior: 'auto' });
    if (navigationType !== 'REPLACE') document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, navigationType]);

  return null;
}
