import { useEffect, useRef } from 'react';
import type { OrderLine, OrderResult } from '@farmsite/domain';
import { formatPrice } from '@farmsite/domain';

/**
 * What the customer sees once an order request is stored: its number, its lines with their
 * sizes, the total and the delivery, as the server priced and stored them (the receipt email
 * carries the same). It says a confirmation email is on its way only when the server queued
 * one (the shop may turn them off). Focus moves to it: the form it replaces is gone.
 * farmAddress is where a pickup is collected ("" while unknown).
 */
export function OrderConfirmation({ order, email, farmAddress }: { order: OrderResult; email: string; farmAddress: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="py-6 outline-none" role="status" data-testid="order-confirmation">
      <div className="text-center">
        <p className="eyebrow">Order request received</p>
        <p className="mt-3 font-display text-3xl font-semibold text-forest-900">Thank you!</p>
        <p className="mt-4 text-ink">
          Your order request number is <strong data-testid="order-number">{order.number}</strong>.
        </p>
      </div>

      <ul className="mt-6 divide-y divide-forest-900/10 border-y border-forest-900/10" aria-label="What you asked for">
        {order.items.map((line, i) => (
          <OrderLineRow key={`${line.productId}-${line.variantId ?? ''}-${i}`} line={line} />
        ))}
      </ul>
      <p className="mt-3 flex items-baseline justify-between gap-3 font-semibold text-forest-900">
        <span>Total</span>
        <span className="tabular-nums" data-testid="order-total">
          {formatPrice(order.total)}
        </span>
      </p>

      <Delivery order={order} farm={farmAddress} />

      <p className="mt-5 text-sm text-muted" data-testid="order-next-step">
        {order.confirmationEmailed ? (
          <>
            A confirmation email is on its way to <Email address={email} />. We'll be in touch to confirm availability, payment and
            delivery.
          </>
        ) : (
          <>
            We'll contact you at <Email address={email} /> to confirm availability, payment and delivery.
          </>
        )}
      </p>
    </div>
  );
}

function OrderLineRow({ line }: { line: OrderLine }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="order-line">
      <div className="min-w-0">
        <p className="font-medium text-forest-900">{line.name}</p>
        {line.size && (
          <p className="text-sm text-forest-900" data-testid="order-line-size">
            Size: <span className="font-semibold">{line.size}</span>
          </p>
        )}
        <p className="text-sm text-muted tabular-nums">
          {line.quantity} × {formatPrice(line.price)}
        </p>
      </div>
      <span className="shrink-0 font-semibold text-forest-900 tabular-nums">{formatPrice(line.lineTotal)}</span>
    </li>
  );
}

function Delivery({ order, farm }: { order: OrderResult; farm: string }) {
  return (
    <div className="mt-5 rounded-xl bg-cream-100 p-4 text-sm" data-testid="order-delivery">
      {order.fulfillment === 'shipping' ? (
        <>
          <p className="font-semibold text-forest-900">Shipping to</p>
          <address className="mt-1 text-ink not-italic">
            {order.shipTo.map((line, i) => (
              <span key={i} className="block [overflow-wrap:anywhere]">
                {line}
              </span>
            ))}
          </address>
        </>
      ) : (
        <>
          <p className="font-semibold text-forest-900">Pickup at the farm</p>
          <p className="mt-1 text-ink">{farm ? `${farm}. We'll write to arrange a time.` : "We'll write to arrange a time."}</p>
        </>
      )}
    </div>
  );
}

/** An address on its own: it moves to the next line whole, and breaks only when it is wider than the panel. */
function Email({ address }: { address: string }) {
  return <strong className="[overflow-wrap:anywhere]">{address}</strong>;
}
