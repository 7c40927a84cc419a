/**
 * Distances for "Near me" (issue 29), worked out in the browser: the visitor's position
 * is never sent anywhere. Haversine on a sphere of the Earth's mean radius, which is
 * within half a percent of the true distance: plenty to tell the nearest shop.
 */
import type { Coordinates } from '@farmsite/domain';

/** The Earth's mean radius, in miles (6371.0088 km). */
const EARTH_RADIUS_MILES = 3958.7613;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in miles. */
export function milesBetween(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as the lists show it: tenths under 10 miles ("0.4 mi", "9.8 mi"), whole miles past ("12 mi"). */
export function formatMiles(miles: number): string {
  return miles < 10 ? `${miles.toFixed(1)} mi` : `${Math.round(miles)} mi`;
}

/** Something with a place on the map, which may be unknown. */
export interface Placed {
  latitude: number | null;
  longitude: number | null;
}

/** Where a place is from the visitor, in miles; null when its place is unknown. */
export function milesFrom<T extends Placed>(from: Coordinates, place: T): number | null {
  if (place.latitude === null || place.longitude === null) return null;
  return milesBetween(from, { latitude: place.latitude, longitude: place.longitude });
}

/**
 * The places nearest first, each with its distance; places whose position is unknown
 * come last, in the order they had. The sort is stable: places equally far keep theirs.
 */
export function nearestFirst<T extends Placed>(places: T[], from: Coordinates): { place: T; miles: number | null }[] {
  return places.map((place) => ({ place, miles: milesFrom(from, place) })).sort((a, b) => (a.miles ?? Infinity) - (b.miles ?? Infinity));
}
