import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import type { Product, Variant } from '@farmsite/domain';
import {
  cartCount,
  cartTotal,
  lineName,
  parseStoredCart,
  restoringCartReducer,
  toCartProduct,
  UNRESTORED_CART,
  type CartLine,
} from '../../lib/cart';
import { toast } from '../ui/toast-store';

/** The cart lives in localStorage under this key and survives reloads. */
export const CART_STORAGE_KEY = 'cart';

interface CartContextValue {
  lines: CartLine[];
  count: number;
  total: number;
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** Adds one (of a size, for a product with sizes), opens the cart and says so (spec sections 2 and 4). */
  add: (product: Pick<Product, 'id' | 'name' | 'slug' | 'price' | 'images'>, size?: Pick<Variant, 'id' | 'name' | 'price'>) => void;
  /** A line is named by its key (lineKey): the product, and its size. */
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  clear: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

function readStoredCart(): CartLine[] {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  // The stored cart is the browser's: the page (rendered on the server) starts empty and
  // takes it in once hydrated, with what was added before that; it is saved only from then on.
  const [{ lines, early }, dispatch] = useReducer(restoringCartReducer, UNRESTORED_CART);
  const restored = early === null;
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    if (!restored) return;
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
    } catch {
      /* storage full or blocked: the cart still works for this visit */
    }
  }, [lines, restored]);

  useEffect(() => dispatch({ type: 'restore', lines: readStoredCart() }), []);

  // Another tab changed the cart: show the same cart here.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === CART_STORAGE_KEY) dispatch({ type: 'replace', lines: parseStoredCart(e.newValue) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const add = useCallback<CartContextValue['add']>((product, size) => {
    const line = toCartProduct(product, size);
    dispatch({ type: 'add', product: line });
    setOpen(true);
    toast({ title: 'Added to cart', description: `${lineName(line)} has been added to your cart` });
  }, []);

  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      count: cartCount(lines),
      total: cartTotal(lines),
      isOpen,
      open: () => setOpen(true),
      close: () => setOpen(false),
      add,
      setQuantity: (key, quantity) => dispatch({ type: 'setQuantity', key, quantity }),
      remove: (key) => dispatch({ type: 'remove', key }),
      clear: () => dispatch({ type: 'clear' }),
    }),
    [lines, isOpen, add],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart must be used inside CartProvider');
  return ctx;
}
