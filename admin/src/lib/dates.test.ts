import { describe, expect, it } from 'vitest';
import { formatLongDate, isValidPublishDate, todayYmd } from './dates';

describe('dates', () => {
    it('accepts only real YYYY-MM-DD dates', () => {
        expect(isValidPublishDate('2024-02-29')).toBe(true);
        expect(isValidPublishDate('2023-02-29')).toBe(false);
        expect(isValidPublishDate('2024-1-5')).toBe(false);
        expect(isValidPublishDate('01/05/2024')).toBe(false);
    });

    it("formats as 'MMMM d, yyyy' without shifting calendar dates", () => {
        expect(formatLongDate('2024-11-01')).toBe('November 1, 2024');
        expect(formatLongDate('2024-01-31')).toBe('January 31, 2024');
        expect(formatLongDate(null)).toBe('No date');
        expect(formatLongDate('garbage')).toBe('No date');
    });

    it('gives today as YYYY-MM-DD', () => {
        expect(todayYmd(new Date(2025, 2, 7))).toBe('2025-03-07');
    });
});
