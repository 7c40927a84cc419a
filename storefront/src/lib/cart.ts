import { limits, parsePrice, type Product, type Variant } from '@farmsite/domain';

/**
 * What a cart line keeps of a product (spec section 3: price parsed to a number) and, for
 * a product with sizes, of the size chosen: a product and size is one line.
 */
export interface CartProduct {
  id: string;
  name: string;
  slug: string;
  price: number;
  images: string[];
  variantId?: string;
  size?: string;
}

export interface CartLine {
  product: CartProduct;
  quantity: number;
}

export type CartAction =
  | { type: 'add'; product: CartProduct }
  | { type: 'setQuantity'; key: string; quantity: number }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  | { type: 'replace'; lines: CartLine[] };

export const MIN_QUANTITY = 1;
/** A sanity cap: an order request for more goes through the contact form. */
export const MAX_QUANTITY = limits.maxOrderQuantity;

const clampQuantity = (q: number) => Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(q)));

/** A line's identity: the product, and its size when it has one. */
export const lineKey = (p: Pick<CartProduct, 'id' | 'variantId'>) => (p.variantId ? `${p.id}/${p.variantId}` : p.id);

/** A product as a cart line keeps it; with a size, the size's price and name. */
export function toCartProduct(
  p: Pick<Product, 'id' | 'name' | 'slug' | 'price' | 'images'>,
  size?: Pick<Variant, 'id' | 'name' | 'price'>,
): CartProduct {
  const product: CartProduct = { id: p.id, name: p.name, slug: p.slug, price: parsePrice(p.price), images: p.images.slice(0, 1) };
  return size ? { ...product, variantId: size.id, size: size.name, price: parsePrice(size.price) } : product;
}

/** How a line names what it holds: "Farm Logo Tee, size M". */
export const lineName = (p: Pick<CartProduct, 'name' | 'size'>) => (p.size ? `${p.name}, size ${p.size}` : p.name);

/** Adding increments the line's quantity or adds it with quantity 1; the minimum quantity is 1. */
export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add': {
      const existing = lines.find((l) => lineKey(l.product) === lineKey(action.product));
      if (!existing) return [...lines, { product: action.product, quantity: 1 }];
      return lines.map((l) => (l === existing ? { product: action.product, quantity: clampQuantity(l.quantity + 1) } : l));
    }
    case 'setQuantity':
      if (!Number.isFinite(action.quantity)) return lines;
      return lines.map((l) => (lineKey(l.product) === action.key ? { ...l, quantity: clampQuantity(action.quantity) } : l));
    case 'remove':
      return lines.filter((l) => lineKey(l.product) !== action.key);
    case 'clear':
      return [];
    case 'replace':
      return action.lines;
  }
}

/**
 * The cart of a page the server rendered: empty until the browser's stored cart is taken in,
 * once the app has taken the page over. What the visitor did before that (an Add to Cart
 * tapped while the page loaded, replayed the moment the app is up) is done again on the
 * stored cart, not lost under it.
 */
export interface RestoringCart {
  lines: CartLine[];
  /** What was done before the stored cart was taken in; null once it has been. */
  early: CartAction[] | null;
}

export const UNRESTORED_CART: RestoringCart = { lines: [], early: [] };

export type RestoringCartAction = CartAction | { type: 'restore'; lines: CartLine[] };

export function restoringCartReducer(cart: RestoringCart, action: RestoringCartAction): RestoringCart {
  if (action.type === 'restore') return cart.early ? { lines: cart.early.reduce(cartReducer, action.lines), early: null } : cart;
  return { lines: cartReducer(cart.lines, action), early: cart.early && [...cart.early, action] };
}

/** Sum of price times quantity, rounded to cents. */
export function cartTotal(lines: readonly CartLine[]): number {
  const cents = lines.reduce((sum, l) => sum + Math.round(l.product.price * 100) * l.quantity, 0);
  return cents / 100;
}

/** The badge's number: the total item count. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** Reads what localStorage holds, dropping anything that is not a well-formed line. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((item): CartLine[] => {
    const p = item?.product;
    if (!p || typeof p.id !== 'string' || typeof p.name !== 'string' || !Number.isFinite(Number(p.price))) return [];
    const quantity = Number(item.quantity);
    if (!Number.isFinite(quantity)) return [];
    return [
      {
        product: {
          id: p.id,
          name: p.name,
          slug: typeof p.slug === 'string' ? p.slug : '',
          price: Number(p.price),
          images: Array.isArray(p.images) ? p.images.filter((i: unknown) => typeof i === 'string') : [],
          ...(typeof p.variantId === 'string' && typeof p.size === 'string' ? { variantId: p.variantId, size: p.size } : {}),
        },
        quantity: clampQuantity(quantity),
      },
    ];
  });
}
