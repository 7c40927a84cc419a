import { lazy, Suspense, useState } from 'react';
import { useCart } from './CartContext';

/** The drawer's code, which the first page does not need: asked for once the page is idle. */
export const loadCartDrawer = () => import('./CartDrawer');

const CartDrawer = lazy(() => loadCartDrawer().then(({ CartDrawer }) => ({ default: CartDrawer })));

/**
 * The cart drawer, from the first time the cart is opened (closed, it shows nothing, and
 * the server renders nothing for it either); it stays mounted after, keeping its step.
 */
export function LazyCartDrawer() {
  const { isOpen } = useCart();
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
