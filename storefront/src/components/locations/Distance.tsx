import { formatMiles } from '../../lib/distance';

/** How far a partner is from the visitor, once "Near me" knows: "2.4 mi away". */
export function Distance({ miles }: { miles: number | null }) {
  return (
    <span
      className="shrink-0 rounded-full bg-forest-50 px-3 py-1 text-sm font-semibold text-forest-900 tabular-nums"
      data-testid="distance"
    >
      {miles === null ? 'Distance unknown' : formatMiles(miles)}
      {miles !== null && <span className="sr-only"> away</span>}
    </span>
  );
}
