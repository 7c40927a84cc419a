import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exciseLabel, type Invoice, type WholesaleMe, type WholesaleOrder } from '@farmsite/domain';
import { cancelOrder, invoices, order as readOrder } from '../api/wholesale';
import { InvoiceDownload } from '../components/wholesale/InvoiceDownload';
import { PortalPage, messageOf } from '../components/wholesale/PortalPage';
import { Reorder } from '../components/wholesale/Reorder';
import {
  balanceText,
  dayOf,
  deliveryDayLabel,
  dollars,
  dueText,
  paymentStatusLabel,
  stateLabel,
  termsText,
  timeOf,
} from '../lib/wholesaleOrders';

/** States whose order has an invoice (issued at shipping). */
const INVOICED = ['shipped', 'delivered', 'closed'];

export default function WholesaleOrderPage() {
  return <PortalPage title="Order details">{(me) => <OrderDetail me={me} />}</PortalPage>;
}

function OrderDetail({ me }: { me: WholesaleMe }) {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const order = useQuery({ queryKey: ['wholesale', 'orders', id], queryFn: () => readOrder(id), retry: false });
  // The order's answer carries its invoice; the account's invoices find it where it does not.
  const invoiced = order.data !== undefined && INVOICED.includes(order.data.state) && !order.data.invoice;
  const list = useQuery({ queryKey: ['wholesale', 'invoices'], queryFn: invoices, retry: false, enabled: invoiced });
  const cancel = useMutation({
    mutationFn: () => cancelOrder(id),
    onSuccess: (o) => {
      queryClient.setQueryData(['wholesale', 'orders', id], o);
      void queryClient.invalidateQueries({ queryKey: ['wholesale', 'orders'], exact: true });
    },
  });
  const [confirming, setConfirming] = useState(false);

  if (order.isPending) return <p role="status">Loading the order...</p>;
  if (order.isError) {
    return (
      <p role="alert" className="field-error">
        {messageOf(order.error)}{' '}
        <Link to="/wholesale/orders" className="underline underline-offset-4">
          Your orders
        </Link>
      </p>
    );
  }
  const o = order.data;
  const invoice = o.invoice ?? list.data?.find((i) => i.order === o.id);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-3xl font-semibold" data-testid="order-number">
            Order {o.number}
          </h2>
          <p className="text-muted">
            Placed {dayOf(o.createdAt)}
            {o.poNumber && `, PO ${o.poNumber}`}; delivery asked for {deliveryDayLabel(o.deliveryDay)}; {termsText(o)}
          </p>
        </div>
        <p className="text-lg">
          <span className="font-semibold" data-testid="order-state">
            {stateLabel(o.state)}
          </span>
          {o.paymentStatus && <span className="ml-3 text-muted">{paymentStatusLabel(o.paymentStatus)}</span>}
        </p>
      </div>
      {o.stateReason && <p className="card p-4">{o.stateReason}</p>}

      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-8">
          <Lines order={o} />
          {invoice && <InvoicePanel invoice={invoice} />}
        </div>
        <Timeline order={o} />
      </div>

      <div className="flex flex-wrap items-start gap-4">
        <Reorder orderId={o.id} buyerId={me.buyer.id} />
        {o.state === 'submitted' &&
          (confirming ? (
            <div className="card flex flex-wrap items-center gap-3 p-4" role="group" aria-label="Cancel the order">
              <p>Cancel order {o.number}? The farm has not accepted it yet.</p>
              <button type="button" className="btn-primary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
                Yes, cancel the order
              </button>
              <button type="button" className="btn-outline" onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </div>
          ) : (
            <button type="button" className="btn-outline" onClick={() => setConfirming(true)}>
              Cancel order
            </button>
          ))}
        {cancel.isError && (
          <p role="alert" className="field-error">
            {messageOf(cancel.error)}
          </p>
        )}
      </div>
    </>
  );
}

function Lines({ order: o }: { order: WholesaleOrder }) {
  return (
    <section aria-labelledby="lines-heading" className="space-y-4">
      <h3 id="lines-heading" className="text-2xl font-semibold">
        Lines
      </h3>
      <div
        className="overflow-x-auto rounded-2xl border border-forest-900/10"
        role="region"
        aria-label="The order's lines, scrollable"
        tabIndex={0}
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-forest-50 text-forest-900">
            <tr>
              {['Product', 'Lot', 'Units', 'Unit price', 'Total'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(o.lines ?? []).map((l) => (
              <tr key={l.id} className="border-t border-forest-900/10 align-top" data-testid="order-line">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {l.productName} {l.variantName}
                  <span className="block text-xs font-normal text-muted">{l.brand}</span>
                </th>
                <td className="px-3 py-2">{l.lot}</td>
                <td className="px-3 py-2 tabular-nums">
                  {l.units === 0 ? 'Dropped' : l.units}
                  {l.units !== l.requestedUnits && (
                    <span className="block text-xs text-muted" data-testid="order-line-change">
                      {l.requestedUnits} ordered{l.changeReason ? `: ${l.changeReason}` : ''}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 tabular-nums">
                  {dollars(l.unitCents)}
                  {l.breakMinUnits > 0 && <span className="block text-xs text-muted">volume price from {l.breakMinUnits}</span>}
                </td>
                <td className="px-3 py-2 tabular-nums">{dollars(l.lineCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 tabular-nums">
        <dt>Subtotal</dt>
        <dd className="text-right">{dollars(o.subtotalCents)}</dd>
        <dt>{exciseLabel}</dt>
        <dd className="text-right" data-testid="order-excise">
          {dollars(o.exciseCents)}
        </dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold" data-testid="order-total">
          {dollars(o.totalCents)}
        </dd>
      </dl>
    </section>
  );
}

function Timeline({ order: o }: { order: WholesaleOrder }) {
  return (
    <section aria-labelledby="timeline-heading" className="card space-y-4 p-6">
      <h3 id="timeline-heading" className="text-2xl font-semibold">
        Timeline
      </h3>
      <ol className="space-y-3 border-l-2 border-forest-800/20 pl-4">
        {(o.events ?? []).map((ev, i) => (
          <li key={i} data-testid="order-event">
            <p className="font-semibold">{stateLabel(ev.to)}</p>
            <p className="text-sm text-muted">
              <time dateTime={ev.createdAt}>{timeOf(ev.createdAt)}</time>, {ev.actor}
            </p>
            {ev.reason && <p className="text-sm">{ev.reason}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function InvoicePanel({ invoice }: { invoice: Invoice }) {
  return (
    <section aria-labelledby="invoice-heading" className="card space-y-3 p-6" data-testid="order-invoice">
      <h3 id="invoice-heading" className="text-2xl font-semibold">
        Invoice {invoice.number}
      </h3>
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="text-muted">Issued</dt>
        <dd>{dayOf(invoice.issuedAt)}</dd>
        <dt className="text-muted">Due</dt>
        <dd>{dueText(invoice)}</dd>
        <dt className="text-muted">Total</dt>
        <dd className="tabular-nums">{dollars(invoice.totalCents)}</dd>
        <dt className="text-muted">Balance</dt>
        <dd className="tabular-nums" data-testid="order-invoice-balance">
          {balanceText(invoice)}
          {invoice.paymentStatus && ` (${paymentStatusLabel(invoice.paymentStatus)})`}
        </dd>
      </dl>
      <InvoiceDownload id={invoice.id} number={invoice.number} />
    </section>
  );
}
