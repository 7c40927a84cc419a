// Types of places.mjs for the storefront's tests, which check the page's projection against d3-geo's.
import type { Plugin } from 'vite';

export const MAP_WIDTH: number;
export const PARALLELS: [number, number];
export const ROTATE: number;
export const ZIP_STATES: string[];
/** d3-geo's projection: a point (longitude, latitude) in the map's box. */
export function fittedProjection(): { projection: (point: [number, number]) => [number, number]; height: number };
export function nyMapModule(): string;
export function zipTableModule(): string;
export function placesModules(): Plugin;
