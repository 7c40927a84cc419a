import { describe, expect, it } from 'vitest';
import { clockTime, newYorkClock, openState, weeklyHours, type WeeklyHours } from './hours';

const DEMO =
  'Monday: Closed\nTuesday: 11:00 AM - 7:00 PM\nWednesday: 11:00 AM - 7:00 PM\nThursday: 11:00 AM - 8:00 PM\nFriday: 11:00 AM - 9:00 PM\nSaturday: 10:00 AM - 9:00 PM\nSunday: 11:00 AM - 6:00 PM';
const h = (hour: number, minute = 0) => hour * 60 + minute;

describe('weeklyHours', () => {
  it("reads the demo's lines, one day a line", () => {
    expect(weeklyHours(DEMO)).toEqual([
      [[h(11), h(18)]],
      [],
      [[h(11), h(19)]],
      [[h(11), h(19)]],
      [[h(11), h(20)]],
      [[h(11), h(21)]],
      [[h(10), h(21)]],
    ]);
  });
  it.each([
    ['Mon-Fri 10am-8pm', [undefined, ...Array(5).fill([[h(10), h(20)]]), undefined]],
    ['Mon–Fri 10am–8pm, Sat 11:00 AM - 6:00 PM, Closed Sunday', [[], ...Array(5).fill([[h(10), h(20)]]), [[h(11), h(18)]]]],
    ['Saturday: 11:00 AM - 6:00 PM', [undefined, undefined, undefined, undefined, undefined, undefined, [[h(11), h(18)]]]],
    ['Daily noon–9pm', Array(7).fill([[h(12), h(21)]])],
    ['Open 7 days a week, 9 a.m. to 10 p.m.', Array(7).fill([[h(9), h(22)]])],
    ['Sat & Sun 11-7pm; Weekdays 5-9pm', [[[h(11), h(19)]], ...Array(5).fill([[h(17), h(21)]]), [[h(11), h(19)]]]],
    ['Fri, Sat: 6pm-2am', [undefined, undefined, undefined, undefined, undefined, [[h(18), h(26)]], [[h(18), h(26)]]]],
    [
      'Thurs 11am-3pm, 5pm-midnight',
      [
        undefined,
        undefined,
        undefined,
        undefined,
        [
          [h(11), h(15)],
          [h(17), h(24)],
        ],
        undefined,
        undefined,
      ],
    ],
    ['Fri-Mon 09:00-21:00', [[[h(9), h(21)]], [[h(9), h(21)]], undefined, undefined, undefined, [[h(9), h(21)]], [[h(9), h(21)]]]],
    ['Every day: 24 hours', Array(7).fill([[0, h(24)]])],
    ['Closed on Mondays', [undefined, [], undefined, undefined, undefined, undefined, undefined]],
  ])('%s', (text, week) => {
    expect(weeklyHours(text)).toEqual(week);
  });
  it.each([
    [''],
    ['By appointment'],
    ['Mon-Fri 10-6'], // morning or evening? not said
    ['Monday: 10:00 - 8:00'],
    ['Hours vary on holidays'],
    ['Monday 10am-8pm, call ahead'],
    ['Monday'],
    ['10am-8pm'],
    ['Mon 25:00-26:00'],
  ])('says nothing of %j', (text) => {
    expect(weeklyHours(text)).toBeNull();
  });
});

describe('openState', () => {
  const week = weeklyHours(DEMO)!;
  it.each([
    // A Tuesday in winter (EST, UTC-5) and one in summer (EDT, UTC-4).
    ['2026-12-01T16:00:00Z', { open: true, closesAt: '7:00 PM' }], // 11:00 AM: open at the minute
    ['2026-12-01T15:59:00Z', { open: false, opensAt: '11:00 AM', opensTomorrow: false }],
    ['2026-12-01T23:59:00Z', { open: true, closesAt: '7:00 PM' }], // 6:59 PM
    ['2026-12-02T00:00:00Z', { open: false, opensAt: '11:00 AM', opensTomorrow: true }], // 7:00 PM Tuesday: closed till Wednesday
    ['2026-07-07T22:59:00Z', { open: true, closesAt: '7:00 PM' }], // 6:59 PM EDT
    ['2026-07-07T23:00:00Z', { open: false, opensAt: '11:00 AM', opensTomorrow: true }],
    // Sunday evening, Monday closed all day.
    ['2026-11-30T00:30:00Z', { open: false, opensAt: null, opensTomorrow: false }],
  ])('the demo partner at %s', (at, state) => {
    expect(openState(week, new Date(at))).toEqual(state);
  });
  it('says nothing on a day its hours do not name', () => {
    expect(openState(weeklyHours('Saturday: 11:00 AM - 6:00 PM')!, new Date('2026-12-01T16:00:00Z'))).toBeNull();
  });
  it('keeps a night that runs past midnight open, across the change of the clocks', () => {
    const late: WeeklyHours = weeklyHours('Saturday: 10:00 PM - 2:00 AM')!;
    // 2026-03-08: New York's clocks go from 2:00 AM EST to 3:00 AM EDT.
    expect(openState(late, new Date('2026-03-08T06:30:00Z'))).toEqual({ open: true, closesAt: '2:00 AM' }); // 1:30 AM EST
    expect(openState(late, new Date('2026-03-08T07:00:00Z'))).toBeNull(); // 3:00 AM EDT: Sunday, not named
    // 2026-11-01: 2:00 AM EDT goes back to 1:00 AM EST; 1:30 AM comes twice.
    expect(openState(late, new Date('2026-11-01T05:30:00Z'))).toEqual({ open: true, closesAt: '2:00 AM' }); // 1:30 AM EDT
    expect(openState(late, new Date('2026-11-01T06:30:00Z'))).toEqual({ open: true, closesAt: '2:00 AM' }); // 1:30 AM EST
    expect(openState(late, new Date('2026-11-01T07:00:00Z'))).toBeNull(); // 2:00 AM EST
  });
  it('reads the hour in New York, not in the zone of the clock it is given', () => {
    expect(newYorkClock(new Date('2026-03-08T06:59:00Z'))).toEqual({ weekday: 0, minutes: h(1, 59) });
    expect(newYorkClock(new Date('2026-03-08T07:00:00Z'))).toEqual({ weekday: 0, minutes: h(3) });
    expect(newYorkClock(new Date('2026-11-01T05:59:00Z'))).toEqual({ weekday: 0, minutes: h(1, 59) });
    expect(newYorkClock(new Date('2026-11-01T06:00:00Z'))).toEqual({ weekday: 0, minutes: h(1) });
    expect(newYorkClock(new Date('2027-01-01T04:59:00Z'))).toEqual({ weekday: 4, minutes: h(23, 59) });
  });
  it("agrees with Intl's America/New_York from 2024 to 2036, and minute by quarter hour on the Sundays the clocks may change", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const wrong: string[] = [];
    const check = (t: number) => {
      const parts = Object.fromEntries(intl.formatToParts(t).map((p) => [p.type, p.value]));
      const expected = { weekday: weekdays.indexOf(parts.weekday), minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
      const got = newYorkClock(new Date(t));
      if (got.weekday !== expected.weekday || got.minutes !== expected.minutes) wrong.push(new Date(t).toISOString());
    };
    const hour = 60 * 60_000;
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2037, 0, 1); t += 5 * hour) check(t);
    for (let year = 2024; year <= 2036; year++) {
      for (const month of [2, 10]) {
        for (let day = 1; day <= 31; day++) {
          const midnight = Date.UTC(year, month, day);
          if (new Date(midnight).getUTCDay() !== 0 || new Date(midnight).getUTCMonth() !== month) continue;
          for (let t = midnight; t < midnight + 12 * hour; t += hour / 4) check(t);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('clockTime', () => {
  it('writes times as the hours do', () => {
    expect([0, h(9, 5), h(12), h(19), h(24), h(26)].map(clockTime)).toEqual([
      'midnight',
      '9:05 AM',
      'noon',
      '7:00 PM',
      'midnight',
      '2:00 AM',
    ]);
  });
});
