import { describe, expect, it } from 'vitest';
import { isSlideshowPhoto, MAX_SLIDESHOW_PHOTOS, withAdded } from './slideshow';

describe('the slideshow', () => {
    it('adds photos at the end, each once, up to ten', () => {
        expect(withAdded(['/uploads/a.jpg'], ['/uploads/b.jpg', '/uploads/a.jpg'])).toEqual(['/uploads/a.jpg', '/uploads/b.jpg']);
        const nine = Array.from({ length: 9 }, (_, i) => `/uploads/${i}.jpg`);
        expect(withAdded(nine, ['/uploads/x.jpg', '/uploads/y.jpg'])).toHaveLength(MAX_SLIDESHOW_PHOTOS);
    });
    it('offers JPEG, PNG and WebP images only', () => {
        expect(isSlideshowPhoto({ mimeType: 'image/webp' })).toBe(true);
        expect(isSlideshowPhoto({ mimeType: 'image/gif' })).toBe(false);
        expect(isSlideshowPhoto({ mimeType: 'video/mp4' })).toBe(false);
    });
});
