import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../api/client';
import type { OrderResult } from '@farmsite/domain';
import { formatItemCount } from '../../lib/format';
import { FormField, HoneypotField } from '../ui/FormField';
import { toast } from '../ui/toast-store';
import { useCart } from './CartContext';
import { DeliveryFields } from './DeliveryFields';
import {
  formatPrice,
  shippingAddressFields,
  validateOrder,
  type FieldErrors,
  type OrderFulfillment,
  type OrderValues,
} from '@farmsite/domain';

const EMPTY: OrderValues = {
  name: '',
  email: '',
  phone: '',
  fulfillment: '',
  street: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  note: '',
};
/** Most orders are shipped: the form starts there. */
const INITIAL: OrderValues = { ...EMPTY, fulfillment: 'shipping' };

/**
 * The order request behind Checkout: who is asking and how to reach them. The server
 * accepts merchandise in stock only and recomputes every price; its answer is the truth.
 */
export default function CheckoutForm({ onBack, onPlaced }: { onBack: () => void; onPlaced: (order: OrderResult, email: string) => void }) {
  const { lines, count, total } = useCart();
  const [values, setValues] = useState<OrderValues>(INITIAL);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof OrderValues>>({});
  const [formError, setFormError] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const shipped = values.fulfillment === 'shipping';
  const address = (field: (typeof shippingAddressFields)[number]) => (shipped ? values[field].trim() : '');
  const mutation = useMutation({
    mutationFn: () =>
      api.requestOrder({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        // validateOrder has made sure of a choice before anything is sent.
        fulfillment: values.fulfillment as OrderFulfillment,
        street: address('street'),
        street2: address('street2'),
        city: address('city'),
        state: address('state'),
        zip: address('zip'),
        note: values.note.trim(),
        items: lines.map((l) => ({
          productId: l.product.id,
          ...(l.product.variantId ? { variantId: l.product.variantId } : {}),
          quantity: l.quantity,
        })),
        website,
      }),
    onSuccess: (order) => onPlaced(order, values.email.trim()),
    onError: (error) => {
      const err = error instanceof ApiError ? error : new ApiError('Failed to send your order request. Please try again.', 0);
      const fieldErrors: FieldErrors<keyof OrderValues> = {};
      for (const key of Object.keys(EMPTY) as (keyof OrderValues)[]) {
        if (err.fields[key]) fieldErrors[key] = err.fields[key];
      }
      setErrors(fieldErrors);
      // What is wrong with the cart itself (out of stock, not orderable) shows above the button.
      const hasFieldErrors = Object.keys(fieldErrors).length > 0;
      setFormError(err.fields.items ?? (hasFieldErrors ? '' : err.message));
      toast({ title: 'Error', description: err.message, variant: 'destructive' });
      focusFirstError();
    },
  });

  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const update = (field: keyof OrderValues) => (e: { target: { value: string } }) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (submitted) setErrors(validateOrder(next));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validateOrder(values);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    mutation.mutate();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="relative space-y-4" aria-labelledby="checkout-heading">
      <div>
        <h3 id="checkout-heading" className="text-lg font-semibold">
          Request your order
        </h3>
        <p className="mt-1 text-sm text-muted">
          {formatItemCount(count)}, {formatPrice(total)}. We'll confirm availability and payment by email; nothing is charged now.
        </p>
      </div>
      <FormField label="Name" name="name" autoComplete="name" value={values.name} onChange={update('name')} error={errors.name} required />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={update('email')}
        error={errors.email}
        required
      />
      <FormField
        label="Phone (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={update('phone')}
        error={errors.phone}
      />
      <DeliveryFields values={values} errors={errors} update={update} />
      <FormField
        label="Note (optional)"
        name="note"
        multiline
        value={values.note}
        onChange={update('note')}
        error={errors.note}
        hint="Anything we should know."
      />
      <HoneypotField value={website} onChange={setWebsite} />
      {formError && (
        <p
          role="alert"
          className="rounded-xl border border-clay/30 bg-[#fbeceb] p-3 text-sm font-medium text-clay"
          data-testid="checkout-error"
        >
          {formError}
        </p>
      )}
      <div className="flex flex-col gap-3 pt-2">
        <button type="submit" className="btn-primary w-full text-base" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Send order request'}
        </button>
        <button type="button" className="btn-outline w-full" onClick={onBack} disabled={mutation.isPending}>
          Back to cart
        </button>
      </div>
    </form>
  );
}
