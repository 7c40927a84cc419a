import { wholesaleOrderStates, type WholesaleOrderState } from '@farmsite/domain';
import { centsToDollars } from '../wholesaleForm';

/** How the back office names an order's state (its tab, its chip). */
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

/** The states in the server's order, as choices. */
export const orderStateChoices = wholesaleOrderStates.map((id) => ({ id, name: orderStateLabels[id] }));

/** What a move's button says. */
export const moveLabels: Record<WholesaleOrderState, string> = {
    submitted: 'Resume',
    accepted: 'Accept',
    packed: 'Mark packed',
    shipped: 'Ship',
    delivered: 'Mark delivered',
    closed: 'Close order',
    'on-hold': 'Put on hold',
    rejected: 'Reject',
    cancelled: 'Cancel order',
};

/** Dollars from cents, as the price list shows them (1800 is "$18.00"). */
export const dollars = (cents: number) => `$${centsToDollars(cents)}`;
