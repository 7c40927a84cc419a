import { useCallback, useSyncExternalStore } from 'react';
import { parseWholesaleCart, wholesaleCartReducer, type WholesaleCartAction, type WholesaleCartLine } from '../../lib/wholesaleCart';

/**
 * The wholesale cart lives in this browser's localStorage, one per signed-in buyer (apart
 * from the Swag cart and from any other buyer who signs in here), and is forgotten when
 * the buyer signs out. Every tab of the portal sees the same cart.
 */
const KEY_PREFIX = 'farmsite_wholesale_cart:';

const keyOf = (buyerId: string) => KEY_PREFIX + buyerId;

const listeners = new Set<() => void>();
/** The parsed cart per stored text, so a render reads the same array until the cart changes. */
const parsed = new Map<string, { raw: string | null; lines: WholesaleCartLine[] }>();

const EMPTY: WholesaleCartLine[] = [];

function read(buyerId: string): WholesaleCartLine[] {
  if (!buyerId || typeof localStorage === 'undefined') return EMPTY;
  const raw = localStorage.getItem(keyOf(buyerId));
  const cached = parsed.get(buyerId);
  if (cached && cached.raw === raw) return cached.lines;
  const lines = parseWholesaleCart(raw);
  parsed.set(buyerId, { raw, lines });
  return lines;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Applies action to buyerId's stored cart. */
export function updateWholesaleCart(buyerId: string, action: WholesaleCartAction): void {
  const next = wholesaleCartReducer(read(buyerId), action);
  if (next.length === 0) localStorage.removeItem(keyOf(buyerId));
  else localStorage.setItem(keyOf(buyerId), JSON.stringify(next));
  listeners.forEach((l) => l());
}

/** Forgets every buyer's cart in this browser (signing out). */
export function forgetWholesaleCarts(): void {
  if (typeof localStorage === 'undefined') return;
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key?.startsWith(KEY_PREFIX)) localStorage.removeItem(key);
  }
  parsed.clear();
  listeners.forEach((l) => l());
}

/** The signed-in buyer's cart and its actions ("" while the buyer is not known yet: an empty cart). */
export function useWholesaleCart(buyerId: string) {
  const lines = useSyncExternalStore(
    subscribe,
    () => read(buyerId),
    () => EMPTY,
  );
  const dispatch = useCallback((action: WholesaleCartAction) => buyerId && updateWholesaleCart(buyerId, action), [buyerId]);
  return { lines, dispatch };
}
