import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

// The figures themselves are pinned by rule_cases.json (percentDisplays), which Go passes too.
describe('formatPercent', () => {
  it('keeps unknown distinct from 0', () => {
    expect(formatPercent(null)).toBeNull();
    expect(formatPercent(undefined)).toBeNull();
    expect(formatPercent(Number.NaN)).toBeNull();
    expect(formatPercent(0)).toBe('0.0%');
  });
});
