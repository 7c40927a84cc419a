import { orderStateLabels, wholesaleOrderStates, type WholesaleOrderState } from '@farmsite/domain';
import { centsToDollars } from '../wholesaleForm';

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
