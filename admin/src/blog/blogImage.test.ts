import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../dataProvider';
import { uploadBlogImage } from './blogImage';

const file = new File(['gif'], 'a.gif', { type: 'image/gif' });

describe('uploadBlogImage', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('sends kind=blog and retries failures twice, 500 ms then 1000 ms apart', async () => {
        const uploadImage = vi
            .fn()
            .mockRejectedValueOnce(new Error('offline'))
            .mockRejectedValueOnce(Object.assign(new Error('bad gateway'), { status: 502 }))
            .mockResolvedValue({ url: '/uploads/a.gif' });
        const result = uploadBlogImage({ uploadImage } as unknown as AppDataProvider, file);
        await vi.advanceTimersByTimeAsync(0);
        expect(uploadImage).toHaveBeenCalledTimes(1);
        expect(uploadImage.mock.calls[0][1]).toMatchObject({ kind: 'blog' });
        await vi.advanceTimersByTimeAsync(500);
        expect(uploadImage).toHaveBeenCalledTimes(2);
        await vi.advanceTimersByTimeAsync(1000);
        await expect(result).resolves.toBe('/uploads/a.gif');
        expect(uploadImage).toHaveBeenCalledTimes(3);
    });

    it('does not retry a refused file', async () => {
        const uploadImage = vi
            .fn()
            .mockRejectedValue(Object.assign(new Error('File a.gif is too large. Maximum size is 5MB.'), { status: 400 }));
        await expect(uploadBlogImage({ uploadImage } as unknown as AppDataProvider, file)).rejects.toThrow('too large');
        expect(uploadImage).toHaveBeenCalledTimes(1);
    });

    it('refuses an answer without a URL', async () => {
        const uploadImage = vi.fn().mockResolvedValue({ ok: true });
        await expect(uploadBlogImage({ uploadImage } as unknown as AppDataProvider, file)).rejects.toThrow(
            'Received invalid response from upload service',
        );
    });
});
