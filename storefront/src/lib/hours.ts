const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface HoursLine {
  /** The weekday the line starts with, or null for a line that names none. */
  day: (typeof WEEKDAYS)[number] | null;
  /** What follows the weekday ("10:00 AM - 8:00 PM"), or the whole line. */
  text: string;
}

const startsWithWeekday = new RegExp(`(?=\\b(?:${WEEKDAYS.join('|')})\\b)`, 'i');

/**
 * Splits a location's hours text into one line per weekday name (spec section 2), whether
 * the days are on separate lines or run together.
 */
export function splitHours(hours: string | null | undefined): HoursLine[] {
  return (hours ?? '')
    .split(/\r?\n/)
    .flatMap((line) => line.split(startsWithWeekday))
    .map((part) => part.trim().replace(/[,;]\s*$/, ''))
    .filter(Boolean)
    .map((part) => {
      const day = WEEKDAYS.find((d) => part.toLowerCase().startsWith(d.toLowerCase())) ?? null;
      return day ? { day, text: part.slice(day.length).replace(/^\s*[:\-–]?\s*/, '') } : { day: null, text: part };
    });
}
