import { describe, expect, it } from 'vitest';
import { splitHours } from './hours';

describe('splitHours', () => {
  it('splits one line per weekday', () => {
    expect(splitHours('Monday: 10:00 AM - 8:00 PM\nTuesday: 10:00 AM - 9:00 PM')).toEqual([
      { day: 'Monday', text: '10:00 AM - 8:00 PM' },
      { day: 'Tuesday', text: '10:00 AM - 9:00 PM' },
    ]);
  });

  it('splits days that run together on one line', () => {
    expect(splitHours('Saturday: 9 AM - 9 PM, Sunday: Closed')).toEqual([
      { day: 'Saturday', text: '9 AM - 9 PM' },
      { day: 'Sunday', text: 'Closed' },
    ]);
  });

  it('keeps lines without a weekday as they are and drops blank ones', () => {
    expect(splitHours('Holiday hours vary\n\nfriday 10-6')).toEqual([
      { day: null, text: 'Holiday hours vary' },
      { day: 'Friday', text: '10-6' },
    ]);
    expect(splitHours('')).toEqual([]);
    expect(splitHours(null)).toEqual([]);
  });
});
