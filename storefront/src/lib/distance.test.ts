import { describe, expect, it } from 'vitest';
import { formatMiles, milesBetween, nearestFirst } from './distance';

const kingston = { latitude: 41.9189, longitude: -73.9866 };
const albany = { latitude: 42.6587, longitude: -73.7655 };
const brooklyn = { latitude: 40.68, longitude: -73.9903 };

describe('milesBetween', () => {
  it('is zero from a place to itself', () => {
    expect(milesBetween(kingston, kingston)).toBe(0);
  });
  it('measures along the Earth: Kingston to Albany is about 52 miles', () => {
    expect(milesBetween(kingston, albany)).toBeCloseTo(52.2, 0);
  });
  it('is the same both ways', () => {
    expect(milesBetween(albany, brooklyn)).toBeCloseTo(milesBetween(brooklyn, albany), 9);
  });
  it('knows a degree of latitude is about 69 miles, and a degree of longitude shrinks with latitude', () => {
    expect(milesBetween({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(69.09, 1);
    expect(milesBetween({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 })).toBeCloseTo(34.5, 0);
  });
  it('goes the short way round across the date line', () => {
    expect(milesBetween({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(69.09, 1);
  });
});

describe('formatMiles', () => {
  it('gives a tenth of a mile under 10 miles, whole miles beyond', () => {
    expect(formatMiles(0.04)).toBe('0.0 mi');
    expect(formatMiles(2.449)).toBe('2.4 mi');
    expect(formatMiles(9.94)).toBe('9.9 mi');
    expect(formatMiles(52.2)).toBe('52 mi');
    expect(formatMiles(140.6)).toBe('141 mi');
  });
});

describe('nearestFirst', () => {
  const shops = [
    { name: 'Albany', ...albany },
    { name: 'Unknown', latitude: null, longitude: null },
    { name: 'Brooklyn', ...brooklyn },
    { name: 'Kingston', ...kingston },
  ];
  it('puts the nearest first and places with no position last', () => {
    const sorted = nearestFirst(shops, { latitude: 40.7128, longitude: -74.006 });
    expect(sorted.map((s) => s.place.name)).toEqual(['Brooklyn', 'Kingston', 'Albany', 'Unknown']);
    expect(sorted[3].miles).toBeNull();
  });
  it('changes with the visitor: from Albany, Albany is first', () => {
    expect(nearestFirst(shops, albany).map((s) => s.place.name)).toEqual(['Albany', 'Kingston', 'Brooklyn', 'Unknown']);
  });
  it('leaves the list it was given as it was', () => {
    nearestFirst(shops, albany);
    expect(shops[0].name).toBe('Albany');
  });
});
