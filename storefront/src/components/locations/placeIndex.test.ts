import { describe, expect, it } from 'vitest';
import { decodePlaces, findPlace } from './placeIndex';

const index = decodePlaces();

describe('the ZIP and town box', () => {
  it('finds a ZIP code, with or without its four digits, where the zipcodes package puts it (two decimals)', () => {
    expect(findPlace(index, '12401')).toEqual({ label: '12401 (Kingston, NY)', position: { latitude: 41.97, longitude: -74.07 } });
    expect(findPlace(index, ' 12401-1234 ')?.label).toBe('12401 (Kingston, NY)');
    expect(findPlace(index, '07030')?.label).toBe('07030 (Hoboken, NJ)');
    expect(findPlace(index, '06830')?.label).toBe('06830 (Greenwich, CT)');
  });
  it('finds a town in any case, with or without its state, New York first', () => {
    expect(findPlace(index, 'Beacon')?.label).toBe('Beacon, NY');
    expect(findPlace(index, 'kingston, new york')?.label).toBe('Kingston, NY');
    expect(findPlace(index, 'Kingston NJ')?.label).toBe('Kingston, NJ');
    expect(findPlace(index, 'Brooklyn')?.position.latitude).toBeCloseTo(40.65, 1);
    expect(findPlace(index, 'NYC')?.label).toBe('New York, NY');
    expect(findPlace(index, 'St. James')?.label).toBe('Saint James, NY');
  });
  it('finds nothing for what the table does not hold', () => {
    for (const typed of ['', '99999', '90210', '1240', 'Springfield, IL', 'Atlantis']) expect(findPlace(index, typed)).toBeNull();
  });
});
