import { describe, expect, it } from 'vitest';
import { blogImageRetries, fallbackBlogImage } from './images';

describe('blogImageRetries', () => {
  const page = 'https://farm.example/blog/why-we-grow-under-the-sun';

  it('retries an upload recorded under another host from our origin, then without its query', () => {
    expect(blogImageRetries('https://old-host.example/uploads/barn.jpg?rotate=90', page)).toEqual([
      'https://farm.example/uploads/barn.jpg?rotate=90',
      'https://farm.example/uploads/barn.jpg',
    ]);
  });

  it("makes a relative path absolute from the site's root first", () => {
    expect(blogImageRetries('uploads/barn.jpg?v=2', page)).toEqual([
      'https://farm.example/uploads/barn.jpg?v=2',
      'https://farm.example/uploads/barn.jpg',
    ]);
    expect(blogImageRetries('images/barn.jpg', page)).toEqual(['https://farm.example/images/barn.jpg']);
  });

  it('never tries the same address twice', () => {
    expect(blogImageRetries('/uploads/barn.jpg', page)).toEqual([]);
    expect(blogImageRetries('https://cdn.example/barn.jpg', page)).toEqual([]);
    expect(blogImageRetries('https://cdn.example/barn.jpg?x=1', page)).toEqual(['https://cdn.example/barn.jpg']);
  });
});

describe('fallbackBlogImage', () => {
  it('picks one of the five pictures from the id, always the same for one id', () => {
    expect(fallbackBlogImage(1)).toBe('/images/fallback-blog-2.jpg');
    expect(fallbackBlogImage('5')).toBe('/images/fallback-blog-1.jpg');
    const pick = fallbackBlogImage('ovdhbibai8jg6g6');
    expect(pick).toMatch(/^\/images\/fallback-blog-[1-5]\.jpg$/);
    expect(fallbackBlogImage('ovdhbibai8jg6g6')).toBe(pick);
    const seen = new Set(['a', 'b', 'c', 'd', 'e'].map(fallbackBlogImage));
    expect(seen.size).toBe(5);
  });
});
