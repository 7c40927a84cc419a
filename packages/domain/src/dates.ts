/** The spec's dates (section 9): 'MMMM d, yyyy' to read, yyyy-MM-dd for a blog post's date
 * (backend/catalog's IsValidPublishDate accepts the same dates). */

// Formatting by hand, not with Intl or a date library: creating an Intl formatter costs
// ~100 ms of main thread on a phone, and the spec's formats are fixed English ones. A test
// checks the dates against date-fns's format(parseISO(d), 'MMMM d, yyyy').
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** What a date that is missing or not a real date reads as. */
const NO_DATE = 'No date';

const ymd = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** The local calendar day year-month-day, or null when there is no such day (2023-02-30). */
function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A real calendar date written yyyy-MM-dd (a blog post's publishedAt). */
export function isValidPublishDate(text: string): boolean {
  const m = ymd.exec(text);
  return m !== null && calendarDay(Number(m[1]), Number(m[2]), Number(m[3])) !== null;
}

/** The calendar date of 'yyyy-MM-dd' or of an ISO time as written (no time zone shift), as a local date; null when invalid. */
export function parsePublishDate(value: string | null | undefined): Date | null {
  const m = value ? isoDate.exec(value) : null;
  return m ? calendarDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

const longDate = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

/**
 * 'October 28, 2024' for 'yyyy-MM-dd' or an ISO time, or 'No date' when it is missing or
 * not a real date. An ISO time reads as written, the same on the server that renders a
 * page and in any browser; with `local`, in the viewer's time zone (the back office's
 * times: when a file was added).
 */
export function formatLongDate(value: string | null | undefined, { local = false } = {}): string {
  if (local && value && !ymd.test(value) && isoDate.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? NO_DATE : longDate(date);
  }
  const date = parsePublishDate(value);
  return date ? longDate(date) : NO_DATE;
}

/** 'December 5, 2026, 9:30 AM' in the viewer's zone, for an ISO time; 'No date' when invalid. */
export function formatLongDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return NO_DATE;
  return `${formatLongDate(value, { local: true })}, ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

/** Today in the viewer's zone as yyyy-MM-dd (the blog form's default date). */
export function todayYmd(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
