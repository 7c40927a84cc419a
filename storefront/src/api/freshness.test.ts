import { describe, expect, it } from 'vitest';
import { fresh, noteFresh } from './freshness';

const signed = 'abcdefgh2345.1767225600.0123456789abcdefABCD_-';

describe('freshness token', () => {
  it('leaves addresses alone until realtime tells of a change', () => {
    expect(fresh('/api/products')).toBe('/api/products');
  });

  it("carries the server's token of the last change", () => {
    noteFresh(signed);
    expect(fresh('/api/products/slug/grape-gas')).toBe(`/api/products/slug/grape-gas?fresh=${signed}`);
    const next = 'zzzzzzzz2345.1767225660.0123456789abcdefABCD_-';
    noteFresh(next);
    expect(fresh('/api/blog')).toBe(`/api/blog?fresh=${next}`);
  });

  it('adds to an address that has a query already', () => {
    noteFresh(signed);
    expect(fresh('/api/page-meta?path=%2Fblog')).toBe(`/api/page-meta?path=%2Fblog&fresh=${signed}`);
  });

  it('drops the token when a message has none, or one not of the server’s form', () => {
    noteFresh(signed);
    noteFresh(undefined);
    expect(fresh('/api/blog')).toBe('/api/blog');
    noteFresh('made-up&x=1');
    expect(fresh('/api/blog')).toBe('/api/blog');
  });
});
