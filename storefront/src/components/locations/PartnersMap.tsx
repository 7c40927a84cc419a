import { useId } from 'react';
import type { Coordinates, Location } from '@farmsite/domain';
import { MAP_HEIGHT, MAP_WIDTH, NEW_YORK_OUTLINE } from 'virtual:ny-map';
import { mapPoint } from './mapProjection';
import { placeMarkers } from './markerLayout';

/** A marker's target in map units: 24 CSS px and more at the widths the map is drawn (WCAG 2.5.8). */
const MARKER_SPACING = 26;

/** The id of a partner's card on the page, which its marker leads to. */
export const partnerCardId = (id: string) => `partner-${id}`;

/**
 * New York State with the partners on it, drawn from the build's outline (no tile server,
 * no request): a marker per partner whose place is known, each a link to its card in the
 * list (which is the map's text), named by the partner and its town; markers a street
 * apart are moved clear of each other, a line back to their point. Rendered on the server.
 */
export function PartnersMap({ partners, visitor }: { partners: Location[]; visitor: Coordinates | null }) {
  const titleId = useId();
  const descId = useId();
  const placed = placeMarkers(
    partners
      .filter((p): p is Location & { latitude: number; longitude: number } => p.latitude !== null && p.longitude !== null)
      .map((p) => ({ item: p, at: mapPoint(p.latitude, p.longitude) })),
    { width: MAP_WIDTH, height: MAP_HEIGHT, spacing: MARKER_SPACING },
  );
  const you = visitor && mapPoint(visitor.latitude, visitor.longitude);
  const onMap = you && you[0] >= 0 && you[0] <= MAP_WIDTH && you[1] >= 0 && you[1] <= MAP_HEIGHT ? you : null;
  return (
    <figure className="rounded-3xl bg-forest-50 p-3 sm:p-4" data-testid="partners-map">
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        width={MAP_WIDTH}
        height={MAP_HEIGHT}
        className="h-auto w-full"
        role="group"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>{`Map of New York State with ${placed.length} ${placed.length === 1 ? 'partner' : 'partners'}`}</title>
        <desc id={descId}>Each marker is a partner dispensary; it leads to the partner&apos;s card in the list below.</desc>
        <path
          d={NEW_YORK_OUTLINE}
          className="fill-cream-100 stroke-forest-700/50"
          strokeWidth={1}
          strokeLinejoin="round"
          aria-hidden="true"
        />
        <g aria-hidden="true">
          {placed.map(({ item, at, marker }) =>
            marker === at ? null : (
              <g key={item.id}>
                <line x1={at[0]} y1={at[1]} x2={marker[0]} y2={marker[1]} className="stroke-forest-800" strokeWidth={1} />
                <circle cx={at[0]} cy={at[1]} r={1.75} className="fill-forest-800" />
              </g>
            ),
          )}
        </g>
        {placed.map(({ item, marker }) => (
          <a
            key={item.id}
            href={`#${partnerCardId(item.id)}`}
            aria-label={`${item.name}, ${item.city}`}
            className="group outline-none"
            data-testid="map-marker"
            onClick={() => requestAnimationFrame(() => document.getElementById(partnerCardId(item.id))?.focus({ preventScroll: true }))}
          >
            <title>{`${item.name}, ${item.city}`}</title>
            <circle cx={marker[0]} cy={marker[1]} r={MARKER_SPACING / 2} fill="transparent" />
            <circle
              cx={marker[0]}
              cy={marker[1]}
              r={7}
              className={`${item.featured ? 'fill-honey-400' : 'fill-forest-700'} stroke-cream-50 group-hover:stroke-forest-950 group-focus-visible:stroke-forest-950`}
              strokeWidth={2}
            />
            <circle
              cx={marker[0]}
              cy={marker[1]}
              r={11}
              fill="none"
              className="stroke-honey-600 opacity-0 group-focus-visible:opacity-100"
              strokeWidth={3}
            />
          </a>
        ))}
        {onMap && (
          <g aria-hidden="true" data-testid="map-visitor">
            <rect
              x={onMap[0] - 5}
              y={onMap[1] - 5}
              width={10}
              height={10}
              transform={`rotate(45 ${onMap[0]} ${onMap[1]})`}
              className="fill-clay stroke-cream-50"
              strokeWidth={2}
            />
          </g>
        )}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 px-1 text-xs text-muted">
        <span>
          <span className="mr-1 inline-block h-2.5 w-2.5 rounded-full bg-honey-400 align-middle" aria-hidden="true" />
          Featured partner
        </span>
        <span>
          <span className="mr-1 inline-block h-2.5 w-2.5 rounded-full bg-forest-700 align-middle" aria-hidden="true" />
          Partner
        </span>
        {onMap && (
          <span>
            <span className="mr-1 inline-block h-2.5 w-2.5 rotate-45 bg-clay align-middle" aria-hidden="true" />
            You
          </span>
        )}
      </figcaption>
    </figure>
  );
}
