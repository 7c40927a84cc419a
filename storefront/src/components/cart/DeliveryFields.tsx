import { useId } from 'react';
import { orderFields, usStates, type FieldErrors, type OrderValues } from '@farmsite/domain';
import { FormField } from '../ui/FormField';
import { useFarmAddress } from './farmAddress';

type Update = (field: keyof OrderValues) => (e: { target: { value: string } }) => void;

/**
 * How the order reaches the customer: shipped to a US address (street lines, city, a state
 * from the USPS list, ZIP or ZIP+4, all checked again by the server), or picked up at the farm.
 */
export function DeliveryFields({
  values,
  errors,
  update,
}: {
  values: OrderValues;
  errors: FieldErrors<keyof OrderValues>;
  update: Update;
}) {
  const errorId = useId();
  const farm = useFarmAddress();
  const choices = [
    { value: 'shipping', label: 'Ship it to me', hint: 'To an address in the US.' },
    { value: 'pickup', label: 'Pick up at the farm', hint: farm || 'We will write to arrange a time.' },
  ] as const;
  return (
    <>
      <fieldset aria-describedby={errors.fulfillment ? errorId : undefined}>
        <legend className="field-label">Delivery</legend>
        <div className="grid gap-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-forest-900/20 bg-cream-50 p-3 has-checked:border-forest-700 has-checked:bg-forest-50"
            >
              <input
                type="radio"
                name="fulfillment"
                value={choice.value}
                checked={values.fulfillment === choice.value}
                onChange={update('fulfillment')}
                aria-invalid={errors.fulfillment ? true : undefined}
                className="mt-1 h-4 w-4 shrink-0 accent-forest-700"
              />
              <span className="min-w-0">
                <span className="block font-medium text-forest-900">{choice.label}</span>
                <span className="block text-sm text-muted">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.fulfillment && (
          <p id={errorId} className="field-error">
            {errors.fulfillment}
          </p>
        )}
      </fieldset>
      {values.fulfillment === 'shipping' && <ShippingAddress values={values} errors={errors} update={update} />}
    </>
  );
}

function ShippingAddress({ values, errors, update }: { values: OrderValues; errors: FieldErrors<keyof OrderValues>; update: Update }) {
  const stateId = useId();
  const stateErrorId = `${stateId}-error`;
  return (
    <div className="space-y-4" data-testid="shipping-address">
      <FormField
        label={orderFields.street.label}
        name="street"
        autoComplete="shipping address-line1"
        value={values.street}
        onChange={update('street')}
        error={errors.street}
        maxLength={orderFields.street.max}
        required
      />
      <FormField
        label={orderFields.street2.label}
        name="street2"
        autoComplete="shipping address-line2"
        value={values.street2}
        onChange={update('street2')}
        error={errors.street2}
        maxLength={orderFields.street2.max}
      />
      <FormField
        label={orderFields.city.label}
        name="city"
        autoComplete="shipping address-level2"
        value={values.city}
        onChange={update('city')}
        error={errors.city}
        maxLength={orderFields.city.max}
        required
      />
      {/* State and ZIP share a row, down to a 320 px phone. */}
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3">
        <div className="min-w-0">
          <label htmlFor={stateId} className="field-label">
            {orderFields.state.label}
          </label>
          <select
            id={stateId}
            name="state"
            autoComplete="shipping address-level1"
            value={values.state}
            onChange={update('state')}
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? stateErrorId : undefined}
            required
            className="field appearance-auto"
          >
            <option value="">Choose…</option>
            {usStates.map((s) => (
              <option key={s.code} value={s.code}>
                {s.code} – {s.name}
              </option>
            ))}
          </select>
          {errors.state && (
            <p id={stateErrorId} className="field-error">
              {errors.state}
            </p>
          )}
        </div>
        <div className="min-w-0">
          <FormField
            label={orderFields.zip.label}
            name="zip"
            autoComplete="shipping postal-code"
            inputMode="numeric"
            maxLength={10}
            value={values.zip}
            onChange={update('zip')}
            error={errors.zip}
            required
          />
        </div>
      </div>
    </div>
  );
}
