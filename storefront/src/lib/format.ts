/** Formatting rules of spec section 9: dates 'MMMM d, yyyy', percentages to 1 decimal
 * (prices: @farmsite/domain's formatPrice). */

// Formatting by hand, not with Intl or a date library: creating an Intl formatter costs
// ~100 ms of main thread on a phone, and the spec's formats are fixed English ones. A test
// checks the dates against date-fns's format(parseISO(d), 'MMMM d, yyyy').
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** Parses 'yyyy-MM-dd' (or an ISO timestamp) as a local calendar date; null when invalid. */
export function parsePublishDate(value: string | null | undefined): Date | null {
  const m = value ? isoDate.exec(value) : null;
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  // Reject dates such as 2023-02-30 that Date would roll over into March.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** 'October 28, 2024', or 'No date' when the date is missing or not a real date. */
export function formatDate(value: string | null | undefined): string {
  const date = parsePublishDate(value);
  return date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : 'No date';
}

/** '27.4%' for 27.4 (digits: decimals shown); null for null/undefined (unknown is not 0). */
export function formatPercent(value: number | null | undefined, digits = 1): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `${value.toFixed(digits)}%`;
}

/** '1 item', '3 items'. */
export function formatItemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
