import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { hasSession, me } from '../../api/wholesale';
import { useHydrated } from '../../hooks/useHydrated';

/** The query of the signed-in buyer and their account (never kept across buyers: it is cleared on sign-out). */
export const portalMeKey = ['wholesale', 'me'] as const;

/**
 * The signed-in buyer, for a page of the portal: without a session in this browser, or
 * once the server says it is over (401), the buyer is sent to the sign-in page, which
 * brings them back here. The session is this browser's: the server renders the page
 * loading, and the browser's first render (hydration) does the same.
 */
export function usePortalSession() {
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const signedIn = hydrated && hasSession();
  const query = useQuery({ queryKey: portalMeKey, queryFn: me, enabled: signedIn, retry: false, staleTime: 30_000 });
  const ended = hydrated && (!signedIn || (query.error instanceof ApiError && query.error.status === 401));
  useEffect(() => {
    if (ended) {
      const next = encodeURIComponent(location.pathname + location.search);
      navigate(`/wholesale/sign-in?next=${next}`, { replace: true });
    }
  }, [ended, navigate, location.pathname, location.search]);
  return query;
}

/** Where a buyer goes after signing in: back to the portal page they came from, else the menu. */
export function portalDestination(next: string | null): string {
  return next && next.startsWith('/wholesale/') && !next.startsWith('//') ? next : '/wholesale/menu';
}
