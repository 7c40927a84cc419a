import { useMemo } from 'react';
import { openState, weeklyHours } from '@farmsite/domain';
import { useNow } from '../../hooks/useNow';

/**
 * "Open now · Closes at 8:00 PM" or "Closed now · Opens at 11:00 AM", in New York's time,
 * from the partner's hours; nothing when its hours are in a form the reader does not know
 * or say nothing of today. Worked out in the browser once the page is hydrated (the clock
 * is null before): the server's HTML keeps the line's room, so nothing moves when it fills.
 * The clock is read here, not by the card, so that its first tick after hydration renders
 * this line again, not the whole card.
 */
export function OpenNow({ hours }: { hours: string }) {
  const now = useNow();
  const week = useMemo(() => weeklyHours(hours), [hours]);
  if (!week) return null;
  const state = now && openState(week, now);
  return (
    <p className="mt-2 min-h-6 text-sm" data-testid="open-now">
      {state &&
        (state.open ? (
          <>
            <span className="font-semibold text-forest-800">Open now</span> · Closes at {state.closesAt}
          </>
        ) : (
          <>
            <span className="font-semibold text-clay">Closed now</span>
            {state.opensAt && ` · Opens ${state.opensTomorrow ? 'tomorrow ' : ''}at ${state.opensAt}`}
          </>
        ))}
    </p>
  );
}
