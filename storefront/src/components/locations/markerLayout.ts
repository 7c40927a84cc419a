/** A marker's point on the map (where its partner is) and where its marker is drawn. */
export interface PlacedMarker<T> {
  item: T;
  /** Where the partner is. */
  at: [number, number];
  /** Where its marker is: the same point, or moved clear of the markers placed before it. */
  marker: [number, number];
}

/** The directions tried around a point, a twelfth of a turn apart, from straight up. */
const DIRECTIONS = Array.from({ length: 12 }, (_, i) => [Math.sin((i * Math.PI) / 6), -Math.cos((i * Math.PI) / 6)]);
/** How many rings of places around a point are tried before a marker stays on its point. */
const RINGS = 6;

/**
 * Places markers at their points, moving one that would overlap a marker
 * already placed (closer than `spacing`) to the nearest free place on rings around its
 * point, inside the box: every marker stays a target of its own (WCAG 2.5.8's 24 px) when
 * partners are a street apart. Quadratic in the markers, which are the partners shown.
 */
export function placeMarkers<T>(
  points: { item: T; at: [number, number] }[],
  box: { width: number; height: number; spacing: number },
): PlacedMarker<T>[] {
  const placed: PlacedMarker<T>[] = [];
  const margin = box.spacing / 2;
  const free = ([x, y]: [number, number]) =>
    x >= margin &&
    x <= box.width - margin &&
    y >= margin &&
    y <= box.height - margin &&
    placed.every(({ marker: [mx, my] }) => Math.hypot(mx - x, my - y) >= box.spacing);
  // The markers with the fewest neighbours first: a partner alone in its town keeps its
  // point, and those of a crowded city move around it (a stable sort keeps the given order).
  const neighbours = points.map(({ at }) => points.filter((p) => Math.hypot(p.at[0] - at[0], p.at[1] - at[1]) < box.spacing).length);
  const order = points.map((p, i) => ({ ...p, crowd: neighbours[i] })).sort((a, b) => a.crowd - b.crowd);
  for (const { item, at } of order) {
    let marker = at;
    search: for (let ring = 0; ring <= RINGS && !free(marker); ring++) {
      for (const [dx, dy] of ring === 0 ? [[0, 0]] : DIRECTIONS) {
        const candidate: [number, number] = [at[0] + dx * ring * box.spacing, at[1] + dy * ring * box.spacing];
        if (free(candidate)) {
          marker = candidate;
          break search;
        }
      }
    }
    placed.push({ item, at, marker });
  }
  // In the given order again: the order of the list, which is the order of the links.
  return points.map(({ item }) => placed.find((p) => p.item === item)!);
}
