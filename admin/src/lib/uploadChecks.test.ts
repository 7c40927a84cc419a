import { describe, expect, it } from 'vitest';
import { limits } from '@farmsite/domain';
import { blogImageProblem, heroVideoProblem, heroVideoTitle, isValidHeroPosition, productImageProblems } from './uploadChecks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('productImageProblems', () => {
    it('accepts JPEG, PNG and WebP up to 5 MB', () => {
        expect(
            productImageProblems([
                file('a.jpg', 'image/jpeg', limits.maxImageBytes),
                file('b.png', 'image/png'),
                file('c.webp', 'image/webp'),
            ]),
        ).toEqual([]);
    });

    it('names every file that is too large or of another type', () => {
        expect(
            productImageProblems([
                file('ok.jpg', 'image/jpeg'),
                file('big.jpg', 'image/jpeg', limits.maxImageBytes + 1),
                file('anim.gif', 'image/gif'),
                file('notes.txt', 'text/plain'),
            ]),
        ).toEqual([
            'File big.jpg is too large. Maximum size is 5MB.',
            'File anim.gif has invalid type. Allowed types are JPEG, PNG and WebP.',
            'File notes.txt has invalid type. Allowed types are JPEG, PNG and WebP.',
        ]);
    });
});

describe('blogImageProblem', () => {
    it('accepts JPEG, PNG, GIF and WebP up to 5 MB', () => {
        for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp']) {
            expect(blogImageProblem(file('x', type, limits.maxImageBytes))).toBeNull();
        }
    });

    it('refuses other types and larger files with the spec messages', () => {
        expect(blogImageProblem(file('x.svg', 'image/svg+xml'))).toEqual({
            title: 'Invalid file type',
            description: 'Please select a valid image file (JPEG, PNG, GIF, WebP)',
        });
        expect(blogImageProblem(file('x.jpg', 'image/jpeg', limits.maxImageBytes + 1))).toEqual({
            title: 'File too large',
            description: 'Please select an image less than 5MB',
        });
    });
});

describe('heroVideoProblem', () => {
    it('accepts mp4, mov and webm videos up to 500 MB', () => {
        expect(heroVideoProblem(file('a.mp4', 'video/mp4', limits.maxVideoBytes))).toBeNull();
        expect(heroVideoProblem(file('b.MOV', 'video/quicktime'))).toBeNull();
        expect(heroVideoProblem(file('c.webm', 'video/webm'))).toBeNull();
    });

    it('needs both a video extension and a video type', () => {
        const invalid = { title: 'Invalid file type', description: 'Please select a video file (MP4, MOV, or WEBM)...' };
        expect(heroVideoProblem(file('a.avi', 'video/x-msvideo'))).toEqual(invalid);
        expect(heroVideoProblem(file('a.mp4', 'image/png'))).toEqual(invalid);
        expect(heroVideoProblem(file('mp4', 'video/mp4'))).toEqual(invalid);
    });

    it('refuses a missing file and one over 500 MB', () => {
        expect(heroVideoProblem(null)?.title).toBe('No file selected');
        expect(heroVideoProblem(file('a.mp4', 'video/mp4', limits.maxVideoBytes + 1))?.title).toBe('File too large');
    });

    it('takes positions 1 to 6 and names untitled videos by position', () => {
        expect([0, 1, 6, 7, 2.5].map(isValidHeroPosition)).toEqual([false, true, true, false, false]);
        expect(heroVideoTitle('  ', 3)).toBe('Video 3');
        expect(heroVideoTitle(' Harvest ', 3)).toBe('Harvest');
    });
});
