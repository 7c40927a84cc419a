// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildSrcSet } from '@farmsite/domain';
import { preloadedSizes } from './images';

describe('preloadedSizes', () => {
  it("reads the sizes of the server's preload of the same image", () => {
    document.head.innerHTML = `
      <link rel="preload" as="image" href="/uploads/hero.jpg?w=960" imagesrcset="${buildSrcSet('/uploads/hero.jpg')}" imagesizes="(max-width: 767px) 88vw, 100vw">
      <link rel="preload" as="image" href="/uploads/rot.jpg?rotate=90&w=960" imagesrcset="${buildSrcSet('/uploads/rot.jpg?rotate=90')}" imagesizes="50vw">`;
    expect(preloadedSizes('/uploads/hero.jpg')).toBe('(max-width: 767px) 88vw, 100vw');
    expect(preloadedSizes('/uploads/rot.jpg?rotate=90')).toBe('50vw');
    expect(preloadedSizes('/uploads/other.jpg')).toBeUndefined();
    expect(preloadedSizes('/uploads/rot.jpg')).toBeUndefined();
  });
});
