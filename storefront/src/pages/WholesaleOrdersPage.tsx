import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { orders } from '../api/wholesale';
import { PortalPage, messageOf } from '../components/wholesale/PortalPage';
import { dayOf, dollars, paymentStatusLabel, stateLabel } from '../lib/wholesaleOrders';

export default function WholesaleOrdersPage() {
  return (
    <PortalPage title="Your orders" intro={<p>Every order of your dispensary, newest first, with its state and what is left to pay.</p>}>
      {() => <OrderList />}
    </PortalPage>
  );
}

function OrderList() {
  const list = useQuery({ queryKey: ['wholesale', 'orders'], queryFn: orders, retry: false });
  if (list.isPending) return <p role="status">Loading your orders...</p>;
  if (list.isError) {
    return (
      <p role="alert" className="field-error">
        {messageOf(list.error)}
      </p>
    );
  }
  if (list.data.length === 0) {
    return (
      <p className="card p-6" data-testid="orders-empty">
        No orders yet.{' '}
        <Link to="/wholesale/menu" className="font-semibold text-forest-800 underline underline-offset-4">
          Order from the menu
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-forest-900/10" role="region" aria-labelledby="orders-caption" tabIndex={0}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption id="orders-caption" className="sr-only">
          Your orders
        </caption>
        <thead className="bg-forest-50 text-forest-900">
          <tr>
            {['Order', 'Placed', 'State', 'Payment', 'Total'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.data.map((o) => (
            <tr key={o.id} className="border-t border-forest-900/10" data-testid="order-row">
              <th scope="row" className="px-3 py-2 font-semibold">
                <Link to={`/wholesale/orders/${o.id}`} className="text-forest-800 underline underline-offset-4">
                  {o.number}
                </Link>
                {o.poNumber && <span className="block text-xs font-normal text-muted">PO {o.poNumber}</span>}
              </th>
              <td className="px-3 py-2">{dayOf(o.createdAt)}</td>
              <td className="px-3 py-2" data-testid="order-row-state">
                {stateLabel(o.state)}
              </td>
              <td className="px-3 py-2">
                {paymentStatusLabel(o.paymentStatus)}
                {o.paymentStatus && o.paymentStatus !== 'paid' && (
                  <span className="block text-xs text-muted">{dollars(o.balanceCents)} left</span>
                )}
              </td>
              <td className="px-3 py-2 tabular-nums">{dollars(o.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
