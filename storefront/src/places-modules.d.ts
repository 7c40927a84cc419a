// The modules storefront/scripts/places.mjs makes at build time (vite.config.ts).
declare module 'virtual:ny-map' {
  /** The map's viewBox. */
  export const MAP_WIDTH: number;
  export const MAP_HEIGHT: number;
  /** New York State's outline, an SVG path in that box. */
  export const NEW_YORK_OUTLINE: string;
  /** The fitted conic equal-area projection: its constants, scale, rotation and offset. */
  export const PROJECTION: { n: number; c: number; r0: number; k: number; rotate: number; dx: number; dy: number };
}

declare module 'virtual:zip-table' {
  /** Towns, then ZIP codes with their coordinates, compactly (scripts/places.mjs, zipTableModule). */
  export const ZIP_TABLE: string;
}
