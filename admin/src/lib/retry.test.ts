import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOG_UPLOAD_RETRY_DELAYS, withRetry } from './retry';

describe('withRetry', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('makes 3 attempts, 500 ms then 1000 ms apart', async () => {
        expect(BLOG_UPLOAD_RETRY_DELAYS).toEqual([500, 1000]);
        const attempt = vi.fn().mockRejectedValue(new Error('network down'));
        const result = withRetry(attempt);
        const settled = result.catch((e: Error) => e);

        await vi.advanceTimersByTimeAsync(0);
        expect(attempt).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(499);
        expect(attempt).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(1);
        expect(attempt).toHaveBeenCalledTimes(2);
        await vi.advanceTimersByTimeAsync(999);
        expect(attempt).toHaveBeenCalledTimes(2);
        await vi.advanceTimersByTimeAsync(1);
        expect(attempt).toHaveBeenCalledTimes(3);
        await vi.advanceTimersByTimeAsync(10_000);
        expect(attempt).toHaveBeenCalledTimes(3);
        expect(((await settled) as Error).message).toBe('network down');
    });

    it('returns the first success', async () => {
        const attempt = vi.fn().mockRejectedValueOnce(new Error('flaky')).mockResolvedValue({ url: '/uploads/a.jpg' });
        const result = withRetry(attempt);
        await vi.advanceTimersByTimeAsync(500);
        await expect(result).resolves.toEqual({ url: '/uploads/a.jpg' });
        expect(attempt).toHaveBeenCalledTimes(2);
    });

    it('stops at once on a final error', async () => {
        const attempt = vi.fn().mockRejectedValue(Object.assign(new Error('refused'), { status: 400 }));
        await expect(withRetry(attempt, [500, 1000], () => false)).rejects.toThrow('refused');
        expect(attempt).toHaveBeenCalledTimes(1);
    });
});
