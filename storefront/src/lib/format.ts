/** Formatting rules of spec section 9: percentages to 1 decimal (dates: @farmsite/domain's
 * formatLongDate; prices: its formatPrice). */

/** '27.4%' for 27.4 (digits: decimals shown); null for null/undefined (unknown is not 0). */
export function formatPercent(value: number | null | undefined, digits = 1): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `${value.toFixed(digits)}%`;
}

/** '1 item', '3 items'. */
export function formatItemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
