/**
 * "Open now" and "Closes at …" from a partner's hours, which the spec keeps as text with
 * weekday names (issue 40). The reader knows the forms people write ("Monday: 10:00 AM -
 * 8:00 PM" a line, "Mon-Fri 10am-8pm, Sat 11-6pm", "Closed Sunday", "Daily noon–9pm",
 * "Fri 6pm-2am"); a text with anything else says nothing, rather than something wrong.
 * Times are New York's, whatever the visitor's clock's zone.
 */

const MINUTES_A_DAY = 24 * 60;

/** A day's opening: from and to, in minutes from that day's midnight (to may pass 24:00). */
export type Opening = readonly [from: number, to: number];

/** What the text says of each weekday (0 is Sunday): its openings, [] closed, undefined nothing. */
export type WeeklyHours = (Opening[] | undefined)[];

const DAY_WORDS: [RegExp, number][] = [
  [/^sun(day)?s?$/, 0],
  [/^mon(day)?s?$/, 1],
  [/^tue(s|sday)?s?$/, 2],
  [/^wed(nesday)?s?$/, 3],
  [/^thu(r|rs|rsday)?s?$/, 4],
  [/^fri(day)?s?$/, 5],
  [/^sat(urday)?s?$/, 6],
];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const GROUPS: Record<string, number[]> = { daily: EVERY_DAY, everyday: EVERY_DAY, weekdays: [1, 2, 3, 4, 5], weekends: [0, 6] };

type Token =
  | { kind: 'day'; days: number[] }
  | { kind: 'time'; minutes: number; meridiem: 'am' | 'pm' | null; colon: boolean }
  | { kind: 'to' | 'and' | 'next' | 'colon' | 'closed' | 'allDay' };

/** One token at a time: "7 days", "24 hours", a time, "noon", a word, a dash, a list's or an entry's separator, a colon. */
const TOKEN =
  /\s*(?:((?:7|seven)\s*days|every\s*day)|(24\s*(?:hours|hrs|h)(?![a-z])|24\/7)|(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?|a|p)?(?![a-z])|(noon|midnight)|([a-z]+)\.?|([-–—])|([,&/+])|([;|·])|(:))/y;

/** The text's tokens, or null at anything the reader does not know. */
function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  const source = text.toLowerCase().trim();
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const m = TOKEN.exec(source);
    if (!m) return null;
    const [, everyDay, allDay, hour, minute, meridiem, named, word, dash, and, next, colon] = m;
    if (everyDay) tokens.push({ kind: 'day', days: EVERY_DAY });
    else if (allDay) tokens.push({ kind: 'allDay' });
    else if (hour !== undefined) {
      const h = Number(hour);
      const min = minute === undefined ? 0 : Number(minute);
      if (h > 24 || min > 59) return null;
      tokens.push({
        kind: 'time',
        minutes: h * 60 + min,
        meridiem: meridiem ? (meridiem[0] === 'a' ? 'am' : 'pm') : null,
        colon: minute !== undefined,
      });
    } else if (named)
      tokens.push({ kind: 'time', minutes: named === 'noon' ? 12 * 60 : 0, meridiem: named === 'noon' ? 'pm' : 'am', colon: true });
    else if (word !== undefined) {
      const token = wordToken(word);
      if (token === null) return null;
      if (token) tokens.push(token);
    } else if (dash) tokens.push({ kind: 'to' });
    else if (and) tokens.push({ kind: 'and' });
    else if (next) tokens.push({ kind: 'next' });
    else if (colon) tokens.push({ kind: 'colon' });
  }
  return tokens;
}

/** A word's token; undefined for words that say nothing here ("open", "hours"); null for unknown ones. */
function wordToken(word: string): Token | undefined | null {
  const day = DAY_WORDS.find(([re]) => re.test(word));
  if (day) return { kind: 'day', days: [day[1]] };
  if (GROUPS[word]) return { kind: 'day', days: GROUPS[word] };
  if (['to', 'through', 'thru', 'until', 'till'].includes(word)) return { kind: 'to' };
  if (word === 'and') return { kind: 'and' };
  if (word === 'closed') return { kind: 'closed' };
  if (['open', 'hours', 'from', 'a', 'week', 'is', 'are', 'on'].includes(word)) return undefined;
  return null;
}

/** A range's two times in minutes from midnight, or null when its morning or evening is unclear. */
function rangeMinutes(from: Extract<Token, { kind: 'time' }>, to: Extract<Token, { kind: 'time' }>): Opening | null {
  const at = (t: typeof from, meridiem: 'am' | 'pm') =>
    (Math.floor(t.minutes / 60) % 12) * 60 + (t.minutes % 60) + (meridiem === 'pm' ? 12 * 60 : 0);
  let start: number;
  let end: number;
  const twelveHour = (t: typeof from) => t.minutes >= 60 && t.minutes < 13 * 60;
  if (from.meridiem && to.meridiem) [start, end] = [at(from, from.meridiem), at(to, to.meridiem)];
  else if (to.meridiem && twelveHour(from)) {
    // "11-7pm" is 11 AM to 7 PM; "5-9pm" is 5 PM to 9 PM.
    end = at(to, to.meridiem);
    start = at(from, to.meridiem);
    if (start >= end) start = at(from, to.meridiem === 'pm' ? 'am' : 'pm');
  } else if (from.meridiem && twelveHour(to)) {
    start = at(from, from.meridiem);
    end = at(to, from.meridiem);
    if (end <= start) end = at(to, from.meridiem === 'am' ? 'pm' : 'am');
  } else if (
    !from.meridiem &&
    !to.meridiem &&
    from.colon &&
    to.colon &&
    (from.minutes >= 13 * 60 || to.minutes >= 13 * 60 || to.minutes === 0)
  ) {
    [start, end] = [from.minutes, to.minutes]; // 24-hour clock: "09:00-21:00"
  } else return null;
  if (from.minutes === 24 * 60) return null;
  if (end <= start) end += MINUTES_A_DAY; // past midnight
  return [start, end];
}

/** What a partner's hours text says of each weekday, or null when it holds something the reader does not know. */
export function weeklyHours(text: string | null | undefined): WeeklyHours | null {
  const tokens = tokenize(text ?? '');
  if (!tokens || tokens.length === 0) return null;
  const week: WeeklyHours = Array(7).fill(undefined);
  let i = 0;
  const peek = () => tokens[i];
  /** Days: "Mon", "Mon-Fri", "Sat & Sun", "Daily". */
  const readDays = (): number[] | null => {
    const days: number[] = [];
    for (;;) {
      const t = peek();
      if (t?.kind !== 'day') return days.length ? days : null;
      i++;
      if (peek()?.kind === 'to' && tokens[i + 1]?.kind === 'day') {
        const last = (tokens[i + 1] as { days: number[] }).days;
        i += 2;
        if (t.days.length !== 1 || last.length !== 1) return null;
        for (let d = t.days[0]; ; d = (d + 1) % 7) {
          days.push(d);
          if (d === last[0]) break;
        }
      } else days.push(...t.days);
      if (peek()?.kind === 'and' && tokens[i + 1]?.kind === 'day') i++;
      else return days;
    }
  };
  /** Openings: "10am-8pm", "11-3, 5-10pm", "closed", "24 hours". */
  const readOpenings = (): Opening[] | null => {
    if (peek()?.kind === 'closed') {
      i++;
      return [];
    }
    if (peek()?.kind === 'allDay') {
      i++;
      return [[0, MINUTES_A_DAY]];
    }
    const openings: Opening[] = [];
    for (;;) {
      const [from, to, until] = [tokens[i], tokens[i + 1], tokens[i + 2]];
      if (from?.kind !== 'time' || to?.kind !== 'to' || until?.kind !== 'time') return openings.length ? openings : null;
      const range = rangeMinutes(from, until);
      if (!range) return null;
      openings.push(range);
      i += 3;
      if ((peek()?.kind === 'and' || peek()?.kind === 'next') && tokens[i + 1]?.kind === 'time') i++;
      else return openings;
    }
  };
  while (i < tokens.length) {
    while (peek()?.kind === 'next' || peek()?.kind === 'and') i++;
    if (i >= tokens.length) break;
    let days: number[] | null;
    let openings: Opening[] | null;
    if (peek()?.kind === 'closed') {
      // "Closed Sunday", "Closed on Mondays"
      i++;
      if (peek()?.kind === 'colon') i++;
      days = readDays();
      openings = [];
    } else {
      days = readDays();
      // "Mon: 10am-8pm", "Open 7 days a week, 9 a.m. to 10 p.m."
      if (peek()?.kind === 'colon' || (peek()?.kind === 'and' && tokens[i + 1]?.kind !== 'day')) i++;
      openings = days && readOpenings();
    }
    if (!days || !openings) return null;
    for (const d of days) week[d] = openings;
  }
  return week;
}

/** The day of the month of a year's `n`th Sunday in `month` (0 is January). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/**
 * New York's offset from UTC at `now`, in minutes: Eastern Daylight Time (-4 h) from the
 * second Sunday of March at 2:00 AM EST (07:00 UTC) to the first Sunday of November at
 * 2:00 AM EDT (06:00 UTC), Eastern Standard Time (-5 h) the rest of the year: the federal
 * rule since 2007. Worked out here rather than with Intl: the first time-zone formatter a
 * page makes loads the zone's data, 70-160 ms of main thread on this machine's Chromium
 * and four times that on Lighthouse's phone, in the render that follows hydration of
 * /locations. The test holds it to Intl's America/New_York hour by hour over years.
 */
function newYorkOffsetMinutes(now: Date): number {
  const year = now.getUTCFullYear();
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const daylightTo = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  const t = now.getTime();
  return t >= daylightFrom && t < daylightTo ? -4 * 60 : -5 * 60;
}

/** The weekday (0 is Sunday) and the minutes since midnight in New York at `now`. */
export function newYorkClock(now: Date): { weekday: number; minutes: number } {
  const local = new Date(now.getTime() + newYorkOffsetMinutes(now) * 60_000);
  return { weekday: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Whether a partner is open at a moment, and when that changes. */
export type OpenState = { open: true; closesAt: string } | { open: false; opensAt: string | null; opensTomorrow: boolean };

/** "8:00 PM", "midnight", as the hours are written. */
export function clockTime(minutes: number): string {
  const m = minutes % MINUTES_A_DAY;
  if (m === 0) return 'midnight';
  if (m === 12 * 60) return 'noon';
  const hour = Math.floor(m / 60);
  return `${hour % 12 || 12}:${String(m % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * Whether a place with these hours is open at `now` in New York: open, and when it closes;
 * closed, and when it opens next (today, or tomorrow); null when its hours say nothing of
 * today.
 */
export function openState(week: WeeklyHours, now: Date): OpenState | null {
  const { weekday, minutes } = newYorkClock(now);
  const yesterday = week[(weekday + 6) % 7] ?? [];
  const carried = yesterday.find(([, to]) => to > MINUTES_A_DAY && minutes < to - MINUTES_A_DAY);
  if (carried) return { open: true, closesAt: clockTime(carried[1]) };
  const today = week[weekday];
  if (today === undefined) return null;
  const current = today.find(([from, to]) => from <= minutes && minutes < to);
  if (current) return { open: true, closesAt: clockTime(current[1]) };
  const later = today.filter(([from]) => from > minutes).sort((a, b) => a[0] - b[0])[0];
  if (later) return { open: false, opensAt: clockTime(later[0]), opensTomorrow: false };
  const tomorrow = (week[(weekday + 1) % 7] ?? []).slice().sort((a, b) => a[0] - b[0])[0];
  return { open: false, opensAt: tomorrow ? clockTime(tomorrow[0]) : null, opensTomorrow: Boolean(tomorrow) };
}
