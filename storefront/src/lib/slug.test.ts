import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Headhunter', 'headhunter'],
    ['Apple Fritters', 'apple-fritters'],
    ['  Grape   Gas  ', 'grape-gas'],
    ['Sun-Grown Dad Hat', 'sun-grown-dad-hat'],
    ['Harvest 2024: Notes from the Drying Barn!', 'harvest-2024-notes-from-the-drying-barn'],
    ['--Lime -- Street--', 'lime-street'],
    ['Crème brûlée', 'crme-brle'],
    ['Half Ounce', 'half-ounce'],
    ['!!!', ''],
  ])('%j becomes %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});
