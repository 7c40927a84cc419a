import { describe, expect, it } from 'vitest';
import { format, parseISO } from 'date-fns';
import { formatDate, formatItemCount, formatPercent, parsePublishDate } from './format';

describe('formatDate', () => {
  it('shows the spec format MMMM d, yyyy', () => {
    expect(formatDate('2024-10-28')).toBe('October 28, 2024');
    expect(formatDate('2024-01-05')).toBe('January 5, 2024');
  });

  it('agrees with date-fns format(parseISO(d), "MMMM d, yyyy") across a year', () => {
    for (let day = 0; day < 366; day += 7) {
      const d = new Date(2024, 0, 1 + day);
      const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      expect(formatDate(iso)).toBe(format(parseISO(iso), 'MMMM d, yyyy'));
    }
  });

  it('shows No date when the date is missing or invalid', () => {
    expect(formatDate(null)).toBe('No date');
    expect(formatDate(undefined)).toBe('No date');
    expect(formatDate('')).toBe('No date');
    expect(formatDate('yesterday')).toBe('No date');
    expect(formatDate('2023-02-30')).toBe('No date');
  });

  it('reads the calendar date of a timestamp without shifting the day', () => {
    expect(formatDate('2024-07-18T23:30:00Z')).toBe('July 18, 2024');
    expect(parsePublishDate('2024-07-18')?.getDate()).toBe(18);
  });
});

describe('formatPercent', () => {
  it('shows 1 decimal with %', () => {
    expect(formatPercent(27.4)).toBe('27.4%');
    expect(formatPercent(0.08)).toBe('0.1%');
    expect(formatPercent(3.12)).toBe('3.1%');
    expect(formatPercent(0)).toBe('0.0%');
  });

  it('keeps unknown distinct from 0', () => {
    expect(formatPercent(null)).toBeNull();
    expect(formatPercent(undefined)).toBeNull();
  });
});

describe('formatItemCount', () => {
  it('says item or items', () => {
    expect(formatItemCount(0)).toBe('0 items');
    expect(formatItemCount(1)).toBe('1 item');
    expect(formatItemCount(2)).toBe('2 items');
  });
});
