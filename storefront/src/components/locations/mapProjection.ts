import { PROJECTION } from 'virtual:ny-map';

const RADIANS = Math.PI / 180;

/**
 * Where a point falls on the map: the conic equal-area projection the build fitted to New
 * York (storefront/scripts/places.mjs, d3-geo's), worked out with its constants so that
 * d3 does not ship to the browser.
 */
export function mapPoint(latitude: number, longitude: number): [x: number, y: number] {
  const { n, c, r0, k, rotate, dx, dy } = PROJECTION;
  const lambda = (longitude - rotate) * RADIANS * n;
  const r = Math.sqrt(c - 2 * n * Math.sin(latitude * RADIANS)) / n;
  return [dx + k * r * Math.sin(lambda), dy - k * (r0 - r * Math.cos(lambda))];
}
