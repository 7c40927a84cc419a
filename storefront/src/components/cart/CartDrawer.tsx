import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatItemCount } from '../../lib/format';
import { lineKey, lineName, MAX_QUANTITY, MIN_QUANTITY, type CartLine } from '../../lib/cart';
import { formatPrice, type OrderResult, slugify } from '@farmsite/domain';
import { OrderConfirmation } from './OrderConfirmation';
import { useFarmAddress } from './farmAddress';
import { Sheet } from '../ui/Sheet';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { MinusIcon, PlusIcon, TrashIcon } from '../ui/ContentIcons';
import { useCart } from './CartContext';

// The order form is only needed once someone checks out.
const CheckoutForm = lazy(() => import('./CheckoutForm'));

type View = { name: 'cart' } | { name: 'checkout' } | { name: 'done'; order: OrderResult; email: string };

/** The cart panel 'Shopping Cart' (spec section 2), with the order request behind Checkout. */
export function CartDrawer() {
  const cart = useCart();
  const farmAddress = useFarmAddress();
  const [view, setView] = useState<View>({ name: 'cart' });

  const close = () => {
    cart.close();
    if (view.name !== 'checkout') setView({ name: 'cart' });
  };

  let body;
  let footer;
  if (view.name === 'done') {
    body = <OrderConfirmation order={view.order} email={view.email} farmAddress={farmAddress} />;
    footer = (
      <button
        type="button"
        className="btn-primary w-full"
        onClick={() => {
          cart.close();
          setView({ name: 'cart' });
        }}
      >
        Continue browsing
      </button>
    );
  } else if (view.name === 'checkout' && cart.lines.length > 0) {
    body = (
      <Suspense fallback={<p className="py-8 text-center text-muted">Loading the order form…</p>}>
        <CheckoutForm
          onBack={() => setView({ name: 'cart' })}
          onPlaced={(order, email) => {
            cart.clear();
            setView({ name: 'done', order, email });
          }}
        />
      </Suspense>
    );
  } else {
    body = cart.lines.length === 0 ? <EmptyCart onBrowse={close} /> : <CartLines lines={cart.lines} />;
    footer = (
      <div className="space-y-4">
        <div className="flex items-baseline justify-between">
          <span className="text-base font-medium text-forest-900">Total</span>
          <span className="font-display text-2xl font-semibold text-forest-900" data-testid="cart-total">
            {formatPrice(cart.total)}
          </span>
        </div>
        <button
          type="button"
          className="btn-primary w-full text-base"
          disabled={cart.lines.length === 0}
          onClick={() => setView({ name: 'checkout' })}
        >
          Checkout ({formatItemCount(cart.count)})
        </button>
        {cart.lines.length > 0 && (
          <p className="text-center text-xs text-muted">
            Merchandise only. Checkout sends an order request; we confirm it and payment by email.
          </p>
        )}
      </div>
    );
  }

  return (
    <Sheet open={cart.isOpen} onClose={close} title="Shopping Cart" footer={footer} testId="cart-drawer">
      {body}
    </Sheet>
  );
}

function EmptyCart({ onBrowse }: { onBrowse: () => void }) {
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <p className="text-lg font-medium text-forest-900">Your cart is empty</p>
      <p className="mt-2 text-sm text-muted">Farm merchandise can be ordered online.</p>
      <Link to="/products?category=swag" onClick={onBrowse} className="btn-outline mt-6">
        Browse farm merchandise
      </Link>
    </div>
  );
}

function CartLines({ lines }: { lines: CartLine[] }) {
  const { setQuantity, remove, close } = useCart();
  return (
    <ul className="divide-y divide-forest-900/10" aria-label="Items in your cart">
      {lines.map(({ product, quantity }) => {
        const key = lineKey(product);
        const name = lineName(product);
        return (
          <li key={key} className="flex gap-4 py-4" data-testid="cart-line">
            <div className="h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-cream-200">
              <ResponsiveImage
                sources={[product.images[0]]}
                alt=""
                sizes="80px"
                width={80}
                height={80}
                className="h-full w-full object-cover"
              />
            </div>
            <div className="flex min-w-0 flex-1 flex-col">
              <div className="flex items-start justify-between gap-2">
                <Link
                  to={product.size ? `/products/${product.slug}?variant=${slugify(product.size)}` : `/products/${product.slug}`}
                  onClick={close}
                  className="font-medium text-forest-900 underline-offset-4 hover:underline"
                >
                  {product.name}
                </Link>
                <button
                  type="button"
                  onClick={() => remove(key)}
                  className="-mt-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-[#fbeceb] hover:text-clay"
                  aria-label={`Remove ${name} from cart`}
                >
                  <TrashIcon />
                </button>
              </div>
              {product.size && (
                <p className="text-sm text-forest-900" data-testid="line-size">
                  Size: <span className="font-semibold">{product.size}</span>
                </p>
              )}
              <p className="text-sm text-muted">{formatPrice(product.price)}</p>
              <div className="mt-2 flex items-center justify-between">
                <div role="group" aria-label={`Quantity of ${name}`} className="flex items-center rounded-full border border-forest-900/20">
                  <button
                    type="button"
                    onClick={() => setQuantity(key, quantity - 1)}
                    disabled={quantity <= MIN_QUANTITY}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent"
                    aria-label={`Decrease quantity of ${name}`}
                  >
                    <MinusIcon width={16} height={16} />
                  </button>
                  <output className="w-8 text-center font-semibold tabular-nums" aria-live="polite" data-testid="line-quantity">
                    {quantity}
                  </output>
                  <button
                    type="button"
                    onClick={() => setQuantity(key, quantity + 1)}
                    disabled={quantity >= MAX_QUANTITY}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50 disabled:cursor-not-allowed disabled:opacity-40"
                    aria-label={`Increase quantity of ${name}`}
                  >
                    <PlusIcon width={16} height={16} />
                  </button>
                </div>
                <span className="font-semibold text-forest-900 tabular-nums">{formatPrice(product.price * quantity)}</span>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
