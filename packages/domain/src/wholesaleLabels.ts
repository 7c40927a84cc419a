import type { PaymentStatus, PaymentTerms, WholesaleOrderState } from './generated';

/** How both apps name a wholesale order's state (tabs, chips, timelines). */
export const orderStateLabels: Record<WholesaleOrderState, string> = {
  submitted: 'Submitted',
  accepted: 'Accepted',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  closed: 'Closed',
  'on-hold': 'On hold',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** How both apps name an invoice's payment status. */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  'partly-paid': 'Partly paid',
  paid: 'Paid',
};

/** How both apps name an order's payment terms (as a buyer reads them in a sentence too). */
export const paymentTermsLabels: Record<PaymentTerms, string> = {
  'net-30': 'Net 30',
  cod: 'cash on delivery',
};

/** An invoice's due date until its order is delivered: the payment term's rule. */
export const dueAfterDelivery = (termDays: number) => `Due ${termDays} days after delivery`;
