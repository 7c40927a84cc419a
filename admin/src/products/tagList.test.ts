import { describe, expect, it } from 'vitest';
import { addTag, moveTag, tagListProblem } from './tagList';

const effects = { singular: 'Effect', plural: 'effects' };

describe('tagListProblem', () => {
    it('accepts a short list of distinct words', () => {
        expect(tagListProblem(effects, ['Euphoric', 'Focused'])).toBeUndefined();
    });
    it("refuses what the server refuses, with the server's messages", () => {
        expect(tagListProblem(effects, ['Calm', 'calm'])).toBe('Effect "calm" is listed twice');
        expect(tagListProblem(effects, ['x'.repeat(41)])).toBe('Each effect must be 1 to 40 characters');
        expect(tagListProblem(effects, [' '])).toBe('Each effect must be 1 to 40 characters');
        expect(
            tagListProblem(
                effects,
                Array.from({ length: 13 }, (_, i) => `E${i}`),
            ),
        ).toBe('At most 12 effects');
    });
});

describe('addTag and moveTag', () => {
    it('adds a trimmed entry at the end, or keeps the list and says why not', () => {
        expect(addTag(effects, ['Calm'], '  Happy ')).toEqual({ tags: ['Calm', 'Happy'] });
        expect(addTag(effects, ['Calm'], 'CALM')).toEqual({ tags: ['Calm'], problem: 'Effect "CALM" is listed twice' });
    });
    it('moves an entry earlier or later, never past the ends', () => {
        expect(moveTag(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
        expect(moveTag(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
        expect(moveTag(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
        expect(moveTag(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    });
});
