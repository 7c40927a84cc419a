import { describe, expect, it } from 'vitest';
import { placeMarkers } from './markerLayout';

const box = { width: 320, height: 250, spacing: 26 };
const gap = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

describe('placeMarkers', () => {
  it('leaves markers far apart on their points', () => {
    const placed = placeMarkers(
      [
        { item: 'a', at: [50, 50] },
        { item: 'b', at: [200, 120] },
      ],
      box,
    );
    expect(placed.map((p) => p.marker)).toEqual([
      [50, 50],
      [200, 120],
    ]);
  });
  it('moves markers a street apart clear of each other, near their points, inside the map', () => {
    const city = Array.from({ length: 8 }, (_, i) => ({ item: i, at: [290 + (i % 3), 230 - (i % 2)] as [number, number] }));
    const placed = placeMarkers(city, box);
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) expect(gap(a.marker, b.marker)).toBeGreaterThanOrEqual(box.spacing - 1e-9);
      expect(gap(a.marker, a.at)).toBeLessThanOrEqual(3 * box.spacing);
      expect(a.marker[0]).toBeLessThanOrEqual(box.width - box.spacing / 2);
      expect(a.marker[1]).toBeLessThanOrEqual(box.height - box.spacing / 2);
    }
    expect(placed[0].marker).toEqual(placed[0].at);
  });
});
