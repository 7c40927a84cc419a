import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

describe('timeAgo', () => {
    it('tells how long ago a check was', () => {
        const now = new Date(2026, 0, 1, 12, 0, 0);
        expect(timeAgo(new Date(2026, 0, 1, 11, 59, 30), now)).toBe('just now');
        expect(timeAgo(new Date(2026, 0, 1, 11, 59, 0), now)).toBe('1 minute ago');
        expect(timeAgo(new Date(2026, 0, 1, 11, 58, 0), now)).toBe('2 minutes ago');
        expect(timeAgo(new Date(2026, 0, 1, 9, 0, 0), now)).toBe('3 hours ago');
        expect(timeAgo(new Date(2025, 11, 30, 12, 0, 0), now)).toBe('2 days ago');
    });
});
