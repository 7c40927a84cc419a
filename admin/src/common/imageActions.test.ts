import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../dataProvider';
import { rotateImage, uploadProductImages } from './imageActions';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

const providerWith = (uploadImage: (file: File, options?: object) => Promise<{ url: string }>) => {
    const mock = vi.fn(uploadImage);
    return Object.assign({ uploadImage: mock } as unknown as AppDataProvider, { uploadImage: mock });
};

describe('uploadProductImages', () => {
    it('uploads none when any file is invalid', async () => {
        const dp = providerWith(async () => ({ url: '/uploads/x.jpg' }));
        const report = await uploadProductImages(dp, [
            file('a.jpg', 'image/jpeg'),
            file('b.gif', 'image/gif'),
            file('c.png', 'image/png', 5 * 1024 * 1024 + 1),
        ]);
        expect(report.refused).toEqual([
            'File b.gif has invalid type. Allowed types are JPEG, PNG and WebP.',
            'File c.png is too large. Maximum size is 5MB.',
        ]);
        expect(dp.uploadImage).not.toHaveBeenCalled();
    });

    it('uploads each valid file, reporting the ones the server refused', async () => {
        const dp = providerWith(async (f: File) => {
            if (f.name === 'bad.jpg')
                throw Object.assign(new Error('File bad.jpg has invalid type. Allowed types are JPEG, PNG and WebP.'), { status: 400 });
            return { url: `/uploads/${f.name}` };
        });
        const progress = vi.fn();
        const report = await uploadProductImages(
            dp,
            [file('a.jpg', 'image/jpeg'), file('bad.jpg', 'image/jpeg'), file('c.webp', 'image/webp')],
            progress,
        );
        expect(report.urls).toEqual(['/uploads/a.jpg', '/uploads/c.webp']);
        expect(report.failures).toEqual(['Failed to upload bad.jpg: File bad.jpg has invalid type. Allowed types are JPEG, PNG and WebP.']);
        expect(progress).toHaveBeenLastCalledWith(30, 30);
    });

    it('lets a 401 through so the session rule applies', async () => {
        const dp = providerWith(async () => {
            throw Object.assign(new Error('Not authenticated'), { status: 401 });
        });
        await expect(uploadProductImages(dp, [file('a.jpg', 'image/jpeg')])).rejects.toMatchObject({ status: 401 });
    });
});

describe('rotateImage', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('only updates the angle of an image already rotated', async () => {
        const dp = providerWith(async () => ({ url: 'never' }));
        await expect(rotateImage(dp, '/uploads/a.jpg?rotate=90', 90)).resolves.toBe('/uploads/a.jpg?rotate=180');
        await expect(rotateImage(dp, '/uploads/a.jpg?rotate=90', -90)).resolves.toBe('/uploads/a.jpg');
        expect(dp.uploadImage).not.toHaveBeenCalled();
    });

    it('re-uploads an unrotated image with the rotate parameter and uses the new URL', async () => {
        vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('jpeg bytes')));
        const dp = providerWith(async () => ({ url: '/uploads/new.jpg?rotate=270' }));
        await expect(rotateImage(dp, '/uploads/old.jpg', -90)).resolves.toBe('/uploads/new.jpg?rotate=270');
        expect(dp.uploadImage).toHaveBeenCalledTimes(1);
        expect(dp.uploadImage.mock.calls[0][1]).toEqual({ rotate: 270, filename: 'old.jpg' });
    });
});
