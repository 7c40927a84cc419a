import { describe, expect, it } from 'vitest';
import { withLicenses } from './licenses';

describe('withLicenses', () => {
  it("puts the site's licenses where the answer names them", () => {
    expect(withLicenses('We hold: {licenses}.', ['Cultivator license', 'Wholesale permit'])).toBe(
      'We hold: Cultivator license, Wholesale permit.',
    );
  });
  it('leaves other answers alone', () => {
    expect(withLicenses('Net 30 days.', ['A'])).toBe('Net 30 days.');
  });
});
