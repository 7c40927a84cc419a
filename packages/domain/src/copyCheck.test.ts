import { describe, expect, it } from 'vitest';
import cases from '../../../backend/catalog/testdata/rule_cases.json';
import { CopyMatcher, findCopy, isReviewed, matchContext } from './copyCheck';

// The same cases the Go matcher passes (backend/catalog/copy_check_test.go).
describe('the copy check', () => {
  it.each(cases.copyMatches)('$about', ({ terms, text, found }) => {
    const got = new CopyMatcher(terms).find(text).map((m) => ({
      rule: m.rule,
      term: m.term,
      text: text.slice(m.start, m.end),
      context: matchContext(text, m.start, m.end),
    }));
    expect(got).toEqual(found);
  });

  it('counts offsets in the text as written, past characters outside the BMP', () => {
    const text = '🌿🌿 Fresh weed.';
    const [m] = new CopyMatcher({ colloquial: ['weed'] }).find(text);
    expect(text.slice(m.start, m.end)).toBe('weed');
    expect(new CopyMatcher({ colloquial: ['weed'] }).find('🌿weed🌿')).toHaveLength(1);
  });

  // Regular expressions restarted one character after each near miss and read a prefix
  // term's tail again from each start: 200 KB took minutes (issue 35). The time limit is a
  // wide margin.
  it('reads a long text once', () => {
    const text = 'xorganic'.repeat(25000) + ' organic';
    expect(new CopyMatcher({ organic: ['organic*'] }).find(text)).toEqual([
      { rule: 'organic', term: 'organic*', start: 200001, end: 200008 },
    ]);
    expect(new CopyMatcher({ minors: ['candy'] }).find('candie'.repeat(33000))).toEqual([]);
  }, 20_000);

  it('names findings the way a review covers them', () => {
    const matcher = new CopyMatcher({ organic: ['organic*'] });
    const [finding] = findCopy(matcher, 'description', 'In Organic MCT oil. Bottled by hand.');
    expect(finding).toMatchObject({
      field: 'description',
      rule: 'organic',
      term: 'organic*',
      context: 'in organic mct oil',
      text: 'Organic',
    });
    expect(isReviewed(finding, [{ field: 'description', rule: 'organic', term: 'organic*', context: 'in organic mct oil' }])).toBe(true);
    expect(isReviewed(finding, [{ field: 'description', rule: 'organic', term: 'organic*', context: 'made with organic cannabis' }])).toBe(
      false,
    );
    expect(findCopy(matcher, 'effects', ['Calm', 'Organic'])).toHaveLength(1);
    expect(findCopy(matcher, 'imageAlts', { '/uploads/b.jpg': 'An organic field', '/uploads/a.jpg': 'Rows' })[0].source).toBe(
      'An organic field',
    );
  });
});
