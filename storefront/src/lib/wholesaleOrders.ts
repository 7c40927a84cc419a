import {
  dueAfterDelivery,
  formatLongDate,
  formatPrice,
  orderStateLabels,
  paymentStatusLabels,
  paymentTermsLabels,
  type Invoice,
  type PaymentStatus,
  type WholesaleOrder,
  type WholesaleOrderState,
} from '@farmsite/domain';

/** An order's or invoice's payment status as shown: "—" before the order is invoiced. */
export const paymentStatusLabel = (status: string) => paymentStatusLabels[status as PaymentStatus] ?? '—';

/** An invoice's balance as shown: "—" while the answer carries no payment status (no balance known). */
export const balanceText = (invoice: Pick<Invoice, 'balanceCents' | 'paymentStatus'>) =>
  invoice.paymentStatus ? dollars(invoice.balanceCents) : '—';

export const stateLabel = (state: string) => orderStateLabels[state as WholesaleOrderState] ?? state;

export const dollars = (cents: number) => formatPrice(cents / 100);

/** A day (YYYY-MM-DD) as "November 2, 2026". */
export const longDate = (day: string | null | undefined) => formatLongDate(day);

const NEW_YORK = 'America/New_York';

/** An ISO time as its day in New York, the farm's: "November 2, 2026". */
export const dayOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: NEW_YORK });

/** An ISO time in New York: "Nov 2, 2026, 12:00 PM". */
export const timeOf = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: NEW_YORK });

/** When an invoice is due: its date once the order is delivered, until then the term. */
export const dueText = (invoice: Pick<Invoice, 'dueOn' | 'termDays'>) =>
  invoice.dueOn ? longDate(invoice.dueOn) : dueAfterDelivery(invoice.termDays);

/** An order's payment terms as the buyer reads them: its invoice's term (Net 30), or cash on delivery. */
export const termsText = (order: Pick<WholesaleOrder, 'paymentTerms'>) => paymentTermsLabels[order.paymentTerms];

/** A delivery day (YYYY-MM-DD) with its weekday: "Wednesday, November 4, 2026". */
export function deliveryDayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
