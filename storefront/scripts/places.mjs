// Build-time data for /locations (issue 40), made from devDependencies so that neither
// the shapes nor d3 nor the ZIP database ship to the browser:
//   virtual:ny-map     New York State's outline as an SVG path in a small viewBox, and the
//                      fitted projection's parameters, with which the page places partners;
//   virtual:zip-table  ZIP codes and towns of New York, New Jersey and Connecticut with
//                      their coordinates (two decimals, about a kilometre), for the ZIP or
//                      town box; the page loads it only when the box is used.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { geoConicEqualArea, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);

/** The map's width in SVG units; its height follows the state's shape. */
export const MAP_WIDTH = 320;
/** Room around the outline for markers at the state's edges. */
const MAP_PADDING = 12;
/** The standard parallels and central meridian of a conic equal-area projection for New York. */
export const PARALLELS = [40.5, 45];
export const ROTATE = -76;
/** The states whose ZIP codes and towns the box knows: New York and the two around its city. */
export const ZIP_STATES = ['NY', 'NJ', 'CT'];

/** New York State (FIPS 36) from the Census Bureau's 1:10,000,000 shapes. */
function newYorkState() {
  const topology = JSON.parse(readFileSync(require.resolve('us-atlas/states-10m.json'), 'utf8'));
  return feature(topology, topology.objects.states).features.find((f) => f.id === '36');
}

/** The conic equal-area projection fitted to New York in a MAP_WIDTH-wide box. */
export function fittedProjection(state = newYorkState()) {
  const projection = geoConicEqualArea().parallels(PARALLELS).rotate([-ROTATE, 0]);
  projection.fitWidth(MAP_WIDTH - 2 * MAP_PADDING, state);
  const [[, y0], [, y1]] = geoPath(projection).bounds(state);
  const height = Math.ceil(y1 - y0 + 2 * MAP_PADDING);
  projection.fitExtent(
    [
      [MAP_PADDING, MAP_PADDING],
      [MAP_WIDTH - MAP_PADDING, height - MAP_PADDING],
    ],
    state,
  );
  return { projection, height };
}

/** The raw projection's constants (d3-geo's conicEqualAreaRaw), for the page's own projection. */
export function projectionParameters(projection) {
  const rad = Math.PI / 180;
  const sy0 = Math.sin(PARALLELS[0] * rad);
  const n = (sy0 + Math.sin(PARALLELS[1] * rad)) / 2;
  const c = 1 + sy0 * (2 * n - sy0);
  const r0 = Math.sqrt(c) / n;
  const k = projection.scale();
  // Where the raw projection's origin lands: from one point d3 placed.
  const [lon, lat] = [-75, 43];
  const lambda = (lon - ROTATE) * rad * n;
  const r = Math.sqrt(c - 2 * n * Math.sin(lat * rad)) / n;
  const [x, y] = projection([lon, lat]);
  return { n, c, r0, k, rotate: ROTATE, dx: x - k * r * Math.sin(lambda), dy: y + k * (r0 - r * Math.cos(lambda)) };
}

export function nyMapModule() {
  const state = newYorkState();
  const { projection, height } = fittedProjection(state);
  const outline = geoPath(projection).digits(1)(state);
  return [
    `export const MAP_WIDTH = ${MAP_WIDTH};`,
    `export const MAP_HEIGHT = ${height};`,
    `export const NEW_YORK_OUTLINE = ${JSON.stringify(outline)};`,
    `export const PROJECTION = ${JSON.stringify(projectionParameters(projection))};`,
  ].join('\n');
}

/**
 * The ZIP table as one compact string: towns ("Kingston,NY") joined by ";", then "|", then
 * each ZIP as "delta lat lon town" in base 36 joined by ",": the ZIP's difference from the
 * one before, hundredths of a degree of latitude above 38°N and of longitude west of 66°W,
 * and its town's index.
 */
export function zipTableModule() {
  const { codes } = require('zipcodes/lib/codes.js');
  const rows = Object.values(codes)
    .filter((c) => ZIP_STATES.includes(c.state) && /^\d{5}$/.test(c.zip))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const towns = [...new Set(rows.map((r) => `${r.city},${r.state}`))];
  const townIndex = new Map(towns.map((t, i) => [t, i]));
  let previous = 0;
  const zips = rows.map((r) => {
    const zip = Number(r.zip);
    const fields = [
      zip - previous,
      Math.round(r.latitude * 100 - 3800),
      Math.round(-r.longitude * 100 - 6600),
      townIndex.get(`${r.city},${r.state}`),
    ];
    previous = zip;
    return fields.map((v) => v.toString(36)).join(' ');
  });
  return `export const ZIP_TABLE = ${JSON.stringify(`${towns.join(';')}|${zips.join(',')}`)};`;
}

const modules = { 'virtual:ny-map': nyMapModule, 'virtual:zip-table': zipTableModule };

/** The Vite plugin that serves both modules, made once per build. */
export function placesModules() {
  const made = new Map();
  return {
    name: 'places-modules',
    resolveId: (id) => (id in modules ? `\0${id}` : undefined),
    load(id) {
      const name = id.startsWith('\0') ? id.slice(1) : null;
      if (!name || !(name in modules)) return undefined;
      if (!made.has(name)) made.set(name, modules[name]());
      return made.get(name);
    },
  };
}
