import type { OrderResult } from '@farmsite/domain';
import { formatPrice } from '@farmsite/domain';

/**
 * What the customer sees once an order request is stored. It says a confirmation email
 * is on its way only when the server queued one (the shop may turn them off).
 */
export function OrderConfirmation({ order, email }: { order: OrderResult; email: string }) {
  return (
    <div className="py-10 text-center" role="status" data-testid="order-confirmation">
      <p className="eyebrow">Order request received</p>
      <p className="mt-3 font-display text-3xl font-semibold text-forest-900">Thank you!</p>
      <p className="mt-4 text-ink">
        Your order request number is <strong data-testid="order-number">{order.number}</strong>.
      </p>
      <p className="mt-1 text-ink">
        Total: <strong data-testid="order-total">{formatPrice(order.total)}</strong>
      </p>
      <p className="mt-5 text-sm text-muted" data-testid="order-next-step">
        {order.confirmationEmailed ? (
          <>
            A confirmation email is on its way to <strong className="break-all">{email}</strong>. We'll be in touch to confirm availability,
            payment and delivery.
          </>
        ) : (
          <>
            We'll contact you at <strong className="break-all">{email}</strong> to confirm availability, payment and delivery.
          </>
        )}
      </p>
    </div>
  );
}
