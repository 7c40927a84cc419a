import { describe, expect, it } from 'vitest';
import { excerpt, paragraphs } from './text';

describe('paragraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphs('One.\n\nTwo,\nstill two.\r\n\r\nThree.\n \n\n')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(paragraphs('')).toEqual([]);
  });
});

describe('excerpt', () => {
  it('cuts long text at a word', () => {
    expect(excerpt('The honest answer is that the sun does things', 20)).toBe('The honest answer is…');
    expect(excerpt('The honest answer is that the sun does things', 22)).toBe('The honest answer is…');
    expect(excerpt('Short\n\ntext')).toBe('Short text');
  });
});
