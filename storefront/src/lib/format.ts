/** Formatting rules of spec section 9: dates 'MMMM d, yyyy', prices $ with 2 decimals,
 * percentages to 1 decimal. */

// Intl gives exactly date-fns's 'MMMM d, yyyy' for en-US (a test checks it against
// date-fns) without shipping a formatting library in the home page's bundle.
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

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
  return date ? longDate.format(date) : 'No date';
}

/** Prices arrive as decimal strings ("45.00"); NaN-safe. */
export function parsePrice(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : 0;
}

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$45.00', '$1,234.50'. */
export function formatPrice(value: string | number | null | undefined): string {
  return `$${usd.format(Math.round(parsePrice(value) * 100) / 100)}`;
}

/** '27.4%' for 27.4; null for null/undefined (unknown is not 0). */
export function formatPercent(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `${value.toFixed(1)}%`;
}

/** '1 item', '3 items'. */
export function formatItemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
