import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exciseLabel, limits, type WholesaleMe, type WholesaleOrder } from '@farmsite/domain';
import { ApiError } from '../api/client';
import { deliveryDays, submitOrder } from '../api/wholesale';
import { FormField } from '../components/ui/FormField';
import { PortalPage, messageOf } from '../components/wholesale/PortalPage';
import { useWholesaleCart } from '../components/wholesale/useWholesaleCart';
import {
  cartLineKey,
  lineCents,
  nextBreak,
  orderRequest,
  stepDown,
  stepUp,
  subtotalCents,
  unitCentsAt,
  type WholesaleCartLine,
} from '../lib/wholesaleCart';
import { deliveryDayLabel, dollars, stateLabel, termsText } from '../lib/wholesaleOrders';

export default function WholesaleCartPage() {
  return (
    <PortalPage
      title="Your order"
      intro={<p>Lines from the menu, in whole cases. The farm prices the order again and adds the excise tax when you submit it.</p>}
    >
      {(me) => <Cart me={me} />}
    </PortalPage>
  );
}

/** A refusal of the order: the server's message, each field's, and each line's by its key. */
interface Refusal {
  message: string;
  fields: Record<string, string>;
  lines: Record<string, string>;
}

function Cart({ me }: { me: WholesaleMe }) {
  const { lines, dispatch } = useWholesaleCart(me.buyer.id);
  const queryClient = useQueryClient();
  const days = useQuery({ queryKey: ['wholesale', 'delivery-days'], queryFn: deliveryDays, retry: false });
  const [form, setForm] = useState({ poNumber: '', deliveryDay: '', note: '' });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [placed, setPlaced] = useState<WholesaleOrder | null>(null);
  const dayId = useId();

  const submit = useMutation({
    mutationFn: (sent: WholesaleCartLine[]) => submitOrder(orderRequest(sent, form)),
    onSuccess: (order) => {
      setPlaced(order);
      setRefusal(null);
      dispatch({ type: 'clear' });
      void queryClient.invalidateQueries({ queryKey: ['wholesale', 'orders'] });
    },
    onError: (error, sent) => {
      const fields = error instanceof ApiError ? error.fields : {};
      const byLine: Record<string, string> = {};
      for (const [field, message] of Object.entries(fields)) {
        const index = /^lines\.(\d+)\./.exec(field)?.[1];
        const line = index === undefined ? undefined : sent[Number(index)];
        if (line) byLine[cartLineKey(line)] = message;
      }
      setRefusal({ message: messageOf(error), fields, lines: byLine });
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setPlaced(null);
    submit.mutate(lines);
  };

  if (placed) return <Placed order={placed} />;
  if (lines.length === 0) {
    return (
      <p className="card p-6" data-testid="cart-empty">
        Your order is empty.{' '}
        <Link to="/wholesale/menu" className="font-semibold text-forest-800 underline underline-offset-4">
          Add lines from the menu
        </Link>
        .
      </p>
    );
  }

  const dayChoices = days.data?.days ?? [];
  return (
    <form onSubmit={onSubmit} className="space-y-8" aria-label="Your order" noValidate>
      <ul className="space-y-4" aria-label="Lines">
        {lines.map((line) => (
          <CartRow
            key={cartLineKey(line)}
            line={line}
            problem={refusal?.lines[cartLineKey(line)]}
            onUnits={(units) => dispatch({ type: 'setUnits', key: cartLineKey(line), units })}
            onRemove={() => dispatch({ type: 'remove', key: cartLineKey(line) })}
          />
        ))}
      </ul>
      <p className="text-right text-lg">
        Subtotal{' '}
        <span className="font-semibold tabular-nums" data-testid="cart-subtotal">
          {dollars(subtotalCents(lines))}
        </span>
        <span className="block text-sm text-muted">{exciseLabel} is added by the farm on submission.</span>
      </p>

      <div className="card grid gap-4 p-6 md:grid-cols-2">
        <FormField
          label="PO number (optional)"
          maxLength={limits.maxPoNumber}
          value={form.poNumber}
          onChange={(e) => setForm({ ...form, poNumber: e.target.value })}
          error={refusal?.fields.poNumber}
        />
        <div>
          <label htmlFor={dayId} className="field-label">
            Delivery day
          </label>
          <select
            id={dayId}
            className="field"
            required
            value={form.deliveryDay}
            aria-invalid={refusal?.fields.deliveryDay ? true : undefined}
            aria-describedby={refusal?.fields.deliveryDay ? `${dayId}-error` : undefined}
            onChange={(e) => setForm({ ...form, deliveryDay: e.target.value })}
          >
            <option value="">{days.isPending ? 'Loading the days we deliver...' : 'Choose a day'}</option>
            {dayChoices.map((d) => (
              <option key={d} value={d}>
                {deliveryDayLabel(d)}
              </option>
            ))}
          </select>
          {(refusal?.fields.deliveryDay || days.error) && (
            <p id={`${dayId}-error`} className="field-error">
              {refusal?.fields.deliveryDay || messageOf(days.error)}
            </p>
          )}
        </div>
        <div className="md:col-span-2">
          <FormField
            label="Note for the farm (optional)"
            multiline
            maxLength={limits.maxWholesaleNote}
            value={form.note}
            onChange={(e) => setForm({ ...form, note: e.target.value })}
            error={refusal?.fields.note}
          />
        </div>
      </div>

      {refusal && (
        <p role="alert" className="field-error" data-testid="cart-refusal">
          {refusal.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="submit" className="btn-primary" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit order'}
        </button>
      </div>
    </form>
  );
}

function CartRow({
  line,
  problem,
  onUnits,
  onRemove,
}: {
  line: WholesaleCartLine;
  problem?: string;
  onUnits: (units: number) => void;
  onRemove: () => void;
}) {
  const unitsId = useId();
  const problemId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const name = `${line.productName} ${line.variantName}, lot ${line.lot}`;
  const unitCents = unitCentsAt(line, line.units);
  const next = nextBreak(line);
  const commit = () => {
    if (typed !== null) onUnits(Number(typed));
    setTyped(null);
  };
  return (
    <li className="card flex flex-wrap items-start justify-between gap-4 p-5" data-testid="cart-line">
      <div className="min-w-[14rem] flex-1">
        <p className="font-semibold">
          {line.productName} {line.variantName}
        </p>
        <p className="text-sm text-muted">
          Lot {line.lot}; cases of {line.caseSize}, from {line.minimumUnits} units in steps of {line.incrementUnits}
        </p>
        {problem && (
          <p id={problemId} className="field-error" data-testid="cart-line-problem">
            {problem}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="btn-outline px-3"
          aria-label={`${line.incrementUnits} fewer units of ${name}`}
          onClick={() => onUnits(stepDown(line))}
          disabled={line.units <= line.minimumUnits}
        >
          −
        </button>
        <label htmlFor={unitsId} className="sr-only">
          Units of {name}
        </label>
        <input
          id={unitsId}
          type="number"
          className="field w-24 text-center"
          min={line.minimumUnits}
          step={line.incrementUnits}
          value={typed ?? String(line.units)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          className="btn-outline px-3"
          aria-label={`${line.incrementUnits} more units of ${name}`}
          onClick={() => onUnits(stepUp(line))}
        >
          +
        </button>
      </div>
      <div className="min-w-[9rem] text-right tabular-nums">
        <p className="font-semibold" data-testid="cart-line-total">
          {dollars(lineCents(line))}
        </p>
        <p className="text-sm text-muted">
          {dollars(unitCents)} a unit{unitCents < line.unitPriceCents ? ` (volume price; list ${dollars(line.unitPriceCents)})` : ''}
        </p>
        {next && (
          <p className="text-xs text-muted">
            {dollars(next.unitPriceCents)} a unit from {next.minUnits}
          </p>
        )}
        <button type="button" className="mt-1 text-sm font-semibold text-forest-800 underline underline-offset-4" onClick={onRemove}>
          Remove<span className="sr-only"> {name}</span>
        </button>
      </div>
    </li>
  );
}

/** The order as the server placed it: its number and the server's totals. */
function Placed({ order }: { order: WholesaleOrder }) {
  return (
    <div className="card space-y-4 p-6" role="status" data-testid="order-placed">
      <h2 className="text-2xl font-semibold">Order {order.number} submitted</h2>
      <p>
        The farm will accept it or write to you; its state is {stateLabel(order.state).toLowerCase()}. Payment terms: {termsText(order)}.
      </p>
      <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 tabular-nums">
        <dt>Subtotal</dt>
        <dd className="text-right">{dollars(order.subtotalCents)}</dd>
        <dt>{exciseLabel}</dt>
        <dd className="text-right">{dollars(order.exciseCents)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold" data-testid="order-placed-total">
          {dollars(order.totalCents)}
        </dd>
      </dl>
      <Link to={`/wholesale/orders/${order.id}`} className="btn-primary inline-block">
        View order {order.number}
      </Link>
    </div>
  );
}
