import { describe, expect, it } from 'vitest';
import { fittedProjection } from '../../../scripts/places.mjs';
import { MAP_HEIGHT, MAP_WIDTH } from 'virtual:ny-map';
import { mapPoint } from './mapProjection';

describe('mapPoint', () => {
  const { projection } = fittedProjection();
  it.each([
    ['Kingston', 41.9287, -74.0002],
    ['Buffalo', 42.8864, -78.8784],
    ['Montauk', 41.0359, -71.9545],
    ['Plattsburgh', 44.6995, -73.4529],
    ['Staten Island', 40.5795, -74.1502],
  ])("places %s where d3-geo's fitted projection does, inside the map", (_, lat, lon) => {
    const [x, y] = mapPoint(lat, lon);
    const [dx, dy] = projection([lon, lat]);
    expect(x).toBeCloseTo(dx, 6);
    expect(y).toBeCloseTo(dy, 6);
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(MAP_WIDTH);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(MAP_HEIGHT);
  });
});
