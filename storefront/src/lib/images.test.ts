import { describe, expect, it } from 'vitest';
import { blogImageRetries, buildSrcSet, fallbackBlogImage, isUploadUrl, rawSharingLink, widthVariant } from './images';

describe('widthVariant', () => {
  it('adds w to the query', () => {
    expect(widthVariant('/uploads/a.jpg', 640)).toBe('/uploads/a.jpg?w=640');
  });

  it('keeps a stored rotation', () => {
    expect(widthVariant('/uploads/a.jpg?rotate=90', 320)).toBe('/uploads/a.jpg?rotate=90&w=320');
  });

  it('replaces an existing width and drops a fragment', () => {
    expect(widthVariant('/uploads/a.jpg?w=1920&rotate=180#x', 960)).toBe('/uploads/a.jpg?w=960&rotate=180');
  });
});

describe('buildSrcSet', () => {
  it('lists every server width for /uploads/ images', () => {
    expect(buildSrcSet('/uploads/a.jpg?rotate=270')).toBe(
      '/uploads/a.jpg?rotate=270&w=160 160w, /uploads/a.jpg?rotate=270&w=320 320w, /uploads/a.jpg?rotate=270&w=640 640w, ' +
        '/uploads/a.jpg?rotate=270&w=768 768w, ' +
        '/uploads/a.jpg?rotate=270&w=960 960w, /uploads/a.jpg?rotate=270&w=1280 1280w, /uploads/a.jpg?rotate=270&w=1920 1920w',
    );
    expect(buildSrcSet('/uploads/a.jpg', [320, 640])).toBe('/uploads/a.jpg?w=320 320w, /uploads/a.jpg?w=640 640w');
  });

  it('leaves outside and static images alone', () => {
    expect(buildSrcSet('https://cdn.example.com/uploads/a.jpg')).toBeUndefined();
    expect(buildSrcSet('/images/fallback-blog-1.jpg')).toBeUndefined();
    expect(buildSrcSet(null)).toBeUndefined();
    expect(isUploadUrl('uploads/a.jpg')).toBe(false);
  });
});

describe('rawSharingLink', () => {
  it('turns a Dropbox share link into its raw form', () => {
    expect(rawSharingLink('https://www.dropbox.com/s/abc123/barn.jpg?dl=0')).toBe('https://www.dropbox.com/s/abc123/barn.jpg?raw=1');
    expect(rawSharingLink('https://www.dropbox.com/scl/fi/xyz/barn.jpg?rlkey=k1&dl=0')).toBe(
      'https://www.dropbox.com/scl/fi/xyz/barn.jpg?rlkey=k1&raw=1',
    );
  });

  it('turns a Google Drive viewer link into a direct one', () => {
    expect(rawSharingLink('https://drive.google.com/file/d/1AbC_d-9/view?usp=sharing')).toBe(
      'https://drive.google.com/uc?export=view&id=1AbC_d-9',
    );
    expect(rawSharingLink('https://drive.google.com/open?id=42')).toBe('https://drive.google.com/uc?export=view&id=42');
  });

  it('turns a GitHub blob link into the raw file', () => {
    expect(rawSharingLink('https://github.com/farm/site/blob/main/img/barn.jpg')).toBe(
      'https://raw.githubusercontent.com/farm/site/main/img/barn.jpg',
    );
  });

  it('leaves other URLs and paths as they are', () => {
    expect(rawSharingLink('/uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(rawSharingLink('https://example.com/a.jpg?dl=0')).toBe('https://example.com/a.jpg?dl=0');
  });
});

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
