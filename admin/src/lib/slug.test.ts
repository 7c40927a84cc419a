import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
    it.each([
        ['Headhunter', 'headhunter'],
        ['Apple Fritters', 'apple-fritters'],
        ['  Grape   Gas  ', 'grape-gas'],
        ['Mimosa #3 (Sun-Grown)!', 'mimosa-3-sun-grown'],
        ['Lime -- Street', 'lime-street'],
        ['--Edge--case--', 'edge-case'],
        ['Crème Brûlée', 'crme-brle'],
        ['1/8 oz Pre-Rolls', '18-oz-pre-rolls'],
        ['', ''],
        ['!!!', ''],
    ])('%j becomes %j', (input, slug) => {
        expect(slugify(input)).toBe(slug);
    });
});
