import { describe, expect, it } from 'vitest';
import { format, parseISO } from 'date-fns';
import { formatLongDate, formatLongDateTime, parsePublishDate, todayYmd } from './dates';

// The shared cases (rule_cases.json, run by rules.test.ts and the Go rules) pin the
// formats; these pin what only a browser's clock and zone decide.
describe('dates', () => {
  it('agrees with date-fns format(parseISO(d), "MMMM d, yyyy") across a year', () => {
    for (let day = 0; day < 366; day += 7) {
      const d = new Date(2024, 0, 1 + day);
      const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      expect(formatLongDate(iso)).toBe(format(parseISO(iso), 'MMMM d, yyyy'));
    }
  });

  it('reads the calendar date of a time as written, or in the viewer\u2019s zone when asked', () => {
    expect(parsePublishDate('2024-07-18')?.getDate()).toBe(18);
    const local = new Date(2024, 6, 18, 23, 30);
    expect(formatLongDate(local.toISOString(), { local: true })).toBe('July 18, 2024');
    expect(formatLongDate('2024-07-18', { local: true })).toBe('July 18, 2024');
    expect(formatLongDate('garbage', { local: true })).toBe('No date');
  });

  it('adds the time in the viewer\u2019s zone', () => {
    const at = new Date(2026, 11, 5, 9, 30);
    expect(formatLongDateTime(at.toISOString())).toMatch(/^December 5, 2026, 9:30\sAM$/); // ICU may put a narrow space before AM
    expect(formatLongDateTime(null)).toBe('No date');
  });

  it('gives today as yyyy-MM-dd', () => {
    expect(todayYmd(new Date(2025, 2, 7))).toBe('2025-03-07');
  });
});
