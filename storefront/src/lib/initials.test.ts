import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Grape Gas', 'GG'],
    ['Headhunter', 'HE'],
    ['Sun-Grown Dad Hat', 'SG'],
    ['  lime street ', 'LS'],
    ['', '?'],
  ])('%j -> %j', (name, want) => expect(initials(name)).toBe(want));
});
