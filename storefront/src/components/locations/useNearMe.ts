import { useCallback, useState } from 'react';
import type { Coordinates } from '@farmsite/domain';

/**
 * Where "Near me" is: not asked yet, asking the browser, the visitor's position, or why
 * there is none. The position stays in this component's state: it is never sent.
 */
export type NearMeState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: Coordinates; /** The ZIP code or town typed, when the position is one. */ place?: string }
  | { status: 'refused' }
  | { status: 'unavailable' }
  | { status: 'unsupported' };

/** How long the browser may take to find the visitor, and how old a position may be. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 };

/**
 * Asks the browser for the visitor's position, once per press (never before one), and
 * reports what came of it.
 */
export function locate(geolocation: Geolocation | undefined, report: (state: NearMeState) => void): void {
  if (!geolocation) {
    report({ status: 'unsupported' });
    return;
  }
  report({ status: 'locating' });
  geolocation.getCurrentPosition(
    ({ coords }) => report({ status: 'located', position: { latitude: coords.latitude, longitude: coords.longitude } }),
    (error) => report({ status: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' }),
    POSITION_OPTIONS,
  );
}

/** "Near me": its state, what its button does, and a place typed instead (the ZIP or town box). */
export function useNearMe(): [NearMeState, () => void, (state: NearMeState) => void] {
  const [state, setState] = useState<NearMeState>({ status: 'idle' });
  const press = useCallback(() => locate(typeof navigator === 'undefined' ? undefined : navigator.geolocation, setState), []);
  return [state, press, setState];
}
