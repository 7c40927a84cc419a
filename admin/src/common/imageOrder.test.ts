import { describe, expect, it } from 'vitest';
import { moved, movedAnnouncement } from './imageOrder';

describe('moved', () => {
    const list = ['a', 'b', 'c', 'd'];
    it('moves an item earlier, later, and to the front (the main image)', () => {
        expect(moved(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
        expect(moved(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
        expect(moved(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
        expect(moved(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    });
    it('leaves the list as it is for a move out of range, and never changes the one given', () => {
        expect(moved(list, 0, 4)).toEqual(list);
        expect(moved(list, -1, 0)).toEqual(list);
        moved(list, 3, 0);
        expect(list).toEqual(['a', 'b', 'c', 'd']);
    });
});

describe('movedAnnouncement', () => {
    it('says where the photo is now', () => {
        expect(movedAnnouncement('Headhunter image 3', 1, 4)).toBe('Headhunter image 3 moved to position 2 of 4.');
        expect(movedAnnouncement('Headhunter image 3', 0, 4)).toBe('Headhunter image 3 is now the main image.');
    });
});
