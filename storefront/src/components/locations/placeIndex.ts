import type { Coordinates } from '@farmsite/domain';
import { ZIP_TABLE } from 'virtual:zip-table';

/** A place the box found: how to name it, and where it is. */
export interface FoundPlace {
  label: string;
  position: Coordinates;
}

/** The ZIP codes and the towns of the build's table (scripts/places.mjs), by ZIP and by town name. */
export interface PlaceIndex {
  zips: Map<string, FoundPlace>;
  /** By the town's name as typed ("kingston"): the town in each state, New York's first. */
  towns: Map<string, FoundPlace[]>;
}

const STATE_ORDER = ['NY', 'NJ', 'CT'];
const STATE_NAMES: Record<string, string> = { 'new york': 'NY', 'new jersey': 'NJ', connecticut: 'CT', ny: 'NY', nj: 'NJ', ct: 'CT' };
/** What people call a place that the ZIP table names otherwise. */
const ALIASES: Record<string, string> = { nyc: 'new york', manhattan: 'new york', 'new york city': 'new york' };

/** A name as the box compares it: lower case, letters, digits and single spaces; "St." is "saint". */
export const townKey = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^(st|ste) /, 'saint ')
    .replace(/^mt /, 'mount ')
    .replace(/^ft /, 'fort ');

/** Decodes the table: each ZIP's place, and each town at the middle of its ZIP codes. */
export function decodePlaces(table: string = ZIP_TABLE): PlaceIndex {
  const [townList, zipList] = table.split('|');
  const towns = townList.split(';').map((t) => {
    const [name, state] = t.split(',');
    return { name, state, latitude: 0, longitude: 0, count: 0 };
  });
  const zips = new Map<string, FoundPlace>();
  let zip = 0;
  for (const entry of zipList.split(',')) {
    const [delta, lat, lon, town] = entry.split(' ').map((v) => parseInt(v, 36));
    zip += delta;
    const position = { latitude: (lat + 3800) / 100, longitude: -(lon + 6600) / 100 };
    const t = towns[town];
    const code = String(zip).padStart(5, '0');
    zips.set(code, { label: `${code} (${t.name}, ${t.state})`, position });
    t.latitude += position.latitude;
    t.longitude += position.longitude;
    t.count++;
  }
  const byName = new Map<string, FoundPlace[]>();
  for (const t of towns) {
    const found = { label: `${t.name}, ${t.state}`, position: { latitude: t.latitude / t.count, longitude: t.longitude / t.count } };
    const key = townKey(t.name);
    byName.set(
      key,
      [...(byName.get(key) ?? []), found].sort((a, b) => STATE_ORDER.indexOf(a.label.slice(-2)) - STATE_ORDER.indexOf(b.label.slice(-2))),
    );
  }
  return { zips, towns: byName };
}

/**
 * The place a visitor typed: a ZIP code ("12401", "12401-1234") or a town, with or without
 * its state ("Kingston", "Kingston, NY", "kingston new york"); null when the table has none.
 */
export function findPlace(index: PlaceIndex, typed: string): FoundPlace | null {
  const text = typed.trim();
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(text);
  if (zip) return index.zips.get(zip[1]) ?? null;
  let key = townKey(text);
  let state: string | null = null;
  for (const [name, code] of Object.entries(STATE_NAMES)) {
    if (key.endsWith(` ${name}`) && key.length > name.length + 1) {
      key = key.slice(0, -name.length - 1);
      state = code;
      break;
    }
  }
  key = ALIASES[key] ?? key;
  const towns = index.towns.get(key) ?? [];
  return (state ? towns.find((t) => t.label.endsWith(`, ${state}`)) : towns[0]) ?? null;
}
