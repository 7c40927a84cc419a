import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { invoices } from '../api/wholesale';
import { InvoiceDownload } from '../components/wholesale/InvoiceDownload';
import { PortalPage, messageOf } from '../components/wholesale/PortalPage';
import { balanceText, dayOf, dollars, dueText, paymentStatusLabel } from '../lib/wholesaleOrders';

export default function WholesaleInvoicesPage() {
  return (
    <PortalPage
      title="Your invoices"
      intro={<p>An invoice for each order shipped, with its due date, set by its delivery, and what is left to pay.</p>}
    >
      {() => <InvoiceList />}
    </PortalPage>
  );
}

function InvoiceList() {
  const list = useQuery({ queryKey: ['wholesale', 'invoices'], queryFn: invoices, retry: false });
  if (list.isPending) return <p role="status">Loading your invoices...</p>;
  if (list.isError) {
    return (
      <p role="alert" className="field-error">
        {messageOf(list.error)}
      </p>
    );
  }
  if (list.data.length === 0) {
    return (
      <p className="card p-6" data-testid="invoices-empty">
        No invoices yet: the farm issues one when it ships an order.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-forest-900/10" role="region" aria-labelledby="invoices-caption" tabIndex={0}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption id="invoices-caption" className="sr-only">
          Your invoices
        </caption>
        <thead className="bg-forest-50 text-forest-900">
          <tr>
            {['Invoice', 'Order', 'Issued', 'Due', 'Total', 'Balance', 'Status', 'PDF'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.data.map((i) => (
            <tr key={i.id} className="border-t border-forest-900/10 align-top" data-testid="invoice-row">
              <th scope="row" className="px-3 py-2 font-semibold">
                {i.number}
              </th>
              <td className="px-3 py-2">
                <Link to={`/wholesale/orders/${i.order}`} className="text-forest-800 underline underline-offset-4">
                  {i.orderNumber}
                </Link>
              </td>
              <td className="px-3 py-2">{dayOf(i.issuedAt)}</td>
              <td className="px-3 py-2">
                {dueText(i)}
                {i.daysLate > 0 && <span className="field-error block text-xs">{i.daysLate} days late</span>}
              </td>
              <td className="px-3 py-2 tabular-nums">{dollars(i.totalCents)}</td>
              <td className="px-3 py-2 tabular-nums" data-testid="invoice-row-balance">
                {balanceText(i)}
              </td>
              <td className="px-3 py-2">{paymentStatusLabel(i.paymentStatus)}</td>
              <td className="px-3 py-2">
                <InvoiceDownload id={i.id} number={i.number} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
