import { describe, expect, it } from 'vitest';
import { locate, type NearMeState } from './useNearMe';

/** A browser's geolocation that answers as told, and remembers whether it was asked. */
function fakeGeolocation(answer: { position: GeolocationCoordinates } | { error: 1 | 2 | 3 }) {
  const asked: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) {
      asked.push(options);
      if ('position' in answer) ok({ coords: answer.position, timestamp: 0 } as GeolocationPosition);
      else fail({ code: answer.error, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError);
    },
  } as unknown as Geolocation;
  return { geolocation, asked };
}

function run(geolocation: Geolocation | undefined): NearMeState[] {
  const states: NearMeState[] = [];
  locate(geolocation, (s) => states.push(s));
  return states;
}

describe('locate', () => {
  it('asks the browser once and reports the position', () => {
    const { geolocation, asked } = fakeGeolocation({ position: { latitude: 40.68, longitude: -73.99 } as GeolocationCoordinates });
    expect(run(geolocation)).toEqual([{ status: 'locating' }, { status: 'located', position: { latitude: 40.68, longitude: -73.99 } }]);
    expect(asked).toHaveLength(1);
    expect(asked[0].timeout).toBeGreaterThan(0);
  });
  it('tells a refusal apart from a position that cannot be found or took too long', () => {
    expect(run(fakeGeolocation({ error: 1 }).geolocation).at(-1)).toEqual({ status: 'refused' });
    expect(run(fakeGeolocation({ error: 2 }).geolocation).at(-1)).toEqual({ status: 'unavailable' });
    expect(run(fakeGeolocation({ error: 3 }).geolocation).at(-1)).toEqual({ status: 'unavailable' });
  });
  it('says so when the browser has no geolocation at all', () => {
    expect(run(undefined)).toEqual([{ status: 'unsupported' }]);
  });
});
