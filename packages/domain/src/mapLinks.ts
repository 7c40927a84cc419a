import type { Coordinates } from './generated';
import { isValidHttpUrl } from './links';

/**
 * The query parameters a map link names its point by, in the order they are read: a
 * search for a point (Google's ?q= and the Maps URLs' query=) says where the pin is, ll=
 * (Apple Maps, older Google links) where the map is centred.
 */
const POINT_PARAMS = ['q', 'query', 'll'];

const NUMBER = String.raw`(-?\d{1,3}(?:\.\d+)?)`;
const COORDINATE_PAIR = new RegExp(String.raw`^\s*${NUMBER}\s*,\s*${NUMBER}\s*$`);
/** Google's "/@41.9201,-73.9871,17z" in a place's path. */
const AT_POINT = new RegExp(String.raw`/@${NUMBER},${NUMBER}(?:[,/]|$)`);

/** The message for a latitude or longitude out of range, or '' (backend/catalog's CoordinateProblem). */
export function coordinateProblem(field: 'latitude' | 'longitude', value: number): string {
  const [limit, label] = field === 'latitude' ? [90, 'Latitude'] : [180, 'Longitude'];
  return value < -limit || value > limit ? `${label} must be between -${limit} and ${limit}` : '';
}

function coordinatesOf(lat: string, lng: string): Coordinates | null {
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (coordinateProblem('latitude', latitude) || coordinateProblem('longitude', longitude)) return null;
  return { latitude, longitude };
}

/**
 * The point an http(s) map link carries: ?q=lat,lng, query=lat,lng, ll=lat,lng or
 * /@lat,lng (first found in that order), or null; backend/catalog's MapLinkCoordinates,
 * with the same cases (rule_cases.json).
 */
export function coordinatesFromMapLink(link: string): Coordinates | null {
  if (!isValidHttpUrl(link)) return null;
  const url = new URL(link);
  for (const param of POINT_PARAMS) {
    const match = COORDINATE_PAIR.exec(url.searchParams.get(param) ?? '');
    if (match) return coordinatesOf(match[1], match[2]);
  }
  const at = AT_POINT.exec(url.pathname);
  return at ? coordinatesOf(at[1], at[2]) : null;
}
