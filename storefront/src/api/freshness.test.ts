import { describe, expect, it } from 'vitest';
import { fresh, noteChange, noteReconnect } from './freshness';

describe('freshness token', () => {
  it('leaves addresses alone until realtime tells of a change', () => {
    expect(fresh('/api/products')).toBe('/api/products');
  });

  it('gives every visitor told of the same change the same address, and another change another', () => {
    const record = { id: 'p1', name: 'Grape Gas', updated: '2026-11-25 10:00:00.000Z' };
    noteChange('products', 'update', record);
    const first = fresh('/api/products/slug/grape-gas');
    noteChange('products', 'update', { ...record });
    expect(fresh('/api/products/slug/grape-gas')).toBe(first);
    expect(first).toMatch(/^\/api\/products\/slug\/grape-gas\?fresh=[0-9a-z]+$/);

    noteChange('products', 'delete', record);
    expect(fresh('/api/products/slug/grape-gas')).not.toBe(first);
    noteChange('products', 'update', { ...record, name: 'Grape Gas Reserve' });
    expect(fresh('/api/products/slug/grape-gas')).not.toBe(first);
  });

  it('adds to an address that has a query already', () => {
    noteChange('blog_posts', 'create', { id: 'b1' });
    expect(fresh('/api/page-meta?path=%2Fblog')).toMatch(/^\/api\/page-meta\?path=%2Fblog&fresh=[0-9a-z]+$/);
  });

  it('shares one token per 5 s among visitors reconnecting together', () => {
    noteReconnect(10_000);
    const a = fresh('/api/blog');
    noteReconnect(14_999);
    expect(fresh('/api/blog')).toBe(a);
    noteReconnect(15_000);
    expect(fresh('/api/blog')).not.toBe(a);
  });
});
