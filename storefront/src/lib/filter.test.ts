import { describe, expect, it } from 'vitest';
import { categoryFromQuery, filterPosts, filterProducts, matchesSearch } from './filter';

const variant = (category: string, images: string[] = [], weight = '3.5g', price = '10.00') => ({
  category,
  images,
  weight,
  price,
  name: category,
  sortOrder: 0,
});

const headhunter = {
  name: 'Headhunter',
  category: 'Flower',
  images: ['/uploads/hh.jpg'],
  variants: [variant('Flower', ['/uploads/jar.jpg'])],
};
const mimosa = {
  name: 'Mimosa',
  category: 'Flower',
  images: ['/uploads/mimosa.jpg'],
  variants: [
    variant('Flower'),
    variant('Pre-Rolls', ['/uploads/pack.jpg'], '5 pack', '35.00'),
    variant('Pre-Rolls', ['/uploads/single.jpg'], 'single', '12.00'),
  ],
};
const tee = { name: 'Farm Logo Tee', category: 'Swag', images: ['/uploads/tee.jpg'], variants: [] };
const gummies = { name: 'Hudson Sunset Gummies', category: 'Edibles', images: [] };

describe('categoryFromQuery', () => {
  it('lowercases the query parameter; missing means all', () => {
    expect(categoryFromQuery('Pre-Rolls')).toBe('pre-rolls');
    expect(categoryFromQuery(' SWAG ')).toBe('swag');
    expect(categoryFromQuery(null)).toBe('');
  });
});

describe('matchesSearch', () => {
  it('is a case-insensitive substring match on the name', () => {
    expect(matchesSearch(headhunter, 'HEAD')).toBe(true);
    expect(matchesSearch(headhunter, 'hunt')).toBe(true);
    expect(matchesSearch(headhunter, '  ')).toBe(true);
    expect(matchesSearch(headhunter, 'mimosa')).toBe(false);
  });
});

describe('filterProducts', () => {
  const all = [headhunter, mimosa, tee, gummies];
  it('combines search and category', () => {
    expect(filterProducts(all, '', 'pre-rolls').map((p) => p.name)).toEqual(['Mimosa']);
    expect(filterProducts(all, 'm', 'flower').map((p) => p.name)).toEqual(['Mimosa']);
    expect(filterProducts(all, 'farm', '').map((p) => p.name)).toEqual(['Farm Logo Tee']);
    expect(filterProducts(all, 'zzz', '')).toEqual([]);
    expect(filterProducts(all, '', '')).toHaveLength(4);
  });
});

describe('filterPosts', () => {
  const posts = [{ title: 'Why We Grow Under the Sun' }, { title: 'Terpenes 101' }];
  it('is a case-insensitive substring match on the title', () => {
    expect(filterPosts(posts, 'SUN')).toEqual([posts[0]]);
    expect(filterPosts(posts, '')).toEqual(posts);
    expect(filterPosts(posts, 'nothing')).toEqual([]);
  });
});
