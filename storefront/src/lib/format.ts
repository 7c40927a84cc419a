/** Formatting rules of spec section 9 (lab figures: @farmsite/domain's formatPercent; dates:
 * its formatLongDate; prices: its formatPrice). */

/** '1 item', '3 items'. */
export function formatItemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
