import { describe, expect, it } from 'vitest';
import { excerpt } from './text';

describe('excerpt', () => {
  it('cuts long text at a word', () => {
    expect(excerpt('The honest answer is that the sun does things', 20)).toBe('The honest answer is…');
    expect(excerpt('The honest answer is that the sun does things', 22)).toBe('The honest answer is…');
    expect(excerpt('Short\n\ntext')).toBe('Short text');
  });
  it("shows a post's words without their Markdown", () => {
    expect(excerpt('## Reading a COA\n\nEvery lot has **its own** [certificate](/coa/HVSF-26-HH01).\n\n- THC\n- _CBD_')).toBe(
      'Reading a COA Every lot has its own certificate. THC CBD',
    );
  });
  it('reads only the opening of a long post', () => {
    const long = `**Sun**-grown. ${'Word '.repeat(1000)}\n\n${'*x* '.repeat(100_000)}`;
    expect(excerpt(long, 30)).toBe('Sun-grown. Word Word Word Word…');
  });
});
