import { describe, expect, it } from 'vitest';
import type { HeroVideo } from '../dataProvider';
import { duplicatePositions, firstFreePosition, moveVideo, nextPosition, videoFileName } from './heroOrder';

const video = (id: string, position: number) => ({ id, position, title: id }) as HeroVideo;
const videos = [video('c', 3), video('a', 1), video('b', 2)];

describe('hero video order', () => {
    it('swaps positions with the neighbour', () => {
        expect(moveVideo(videos, 'a', 'down')).toEqual({
            changes: [
                { id: 'a', position: 2 },
                { id: 'b', position: 1 },
            ],
        });
        expect(moveVideo(videos, 'c', 'up')).toEqual({
            changes: [
                { id: 'c', position: 2 },
                { id: 'b', position: 3 },
            ],
        });
    });

    it('refuses to move past the ends', () => {
        expect(moveVideo(videos, 'a', 'up')).toEqual({ refused: 'Already at top' });
        expect(moveVideo(videos, 'c', 'down')).toEqual({ refused: 'Already at bottom' });
    });

    it('spots positions held twice', () => {
        expect(duplicatePositions([video('a', 1), video('b', 2), video('c', 2), video('d', 5), video('e', 5)])).toEqual([2, 5]);
        expect(duplicatePositions(videos)).toEqual([]);
    });

    it('suggests the first free position and advances after an upload', () => {
        expect(firstFreePosition([video('a', 1), video('b', 3)])).toBe(2);
        expect(firstFreePosition([1, 2, 3, 4, 5, 6].map((p) => video(String(p), p)))).toBe(1);
        expect(nextPosition(2)).toBe(3);
        expect(nextPosition(6)).toBe(6);
    });

    it('names the stored file', () => {
        expect(videoFileName('/uploads/field_tour_ab12.mp4')).toBe('field_tour_ab12.mp4');
    });
});
