import { useId, useState, type FormEvent } from 'react';
import type { NearMeState } from './useNearMe';
import type { PlaceIndex } from './placeIndex';

/**
 * The table of ZIP codes and towns, fetched the first time the box is used (a chunk of
 * its own, only ever asked for on /locations): the server never needs it.
 */
let places: Promise<{ index: PlaceIndex; find: typeof import('./placeIndex').findPlace }> | null = null;
const loadPlaces = () =>
  (places ??= import.meta.env.SSR
    ? Promise.reject(new Error('The ZIP table is for the browser'))
    : import('./placeIndex').then((m) => ({ index: m.decodePlaces(), find: m.findPlace })));

/**
 * "ZIP code or town": Near me without the browser's position (refused, or not wanted).
 * What is typed is looked up in the table in the browser and goes nowhere: the form's
 * method is "dialog", so even before the app has taken the page over the browser sends it
 * to no address, and the app sends nothing either.
 */
export function PlaceSearch({ onFound, describes }: { onFound: (state: NearMeState) => void; describes: string }) {
  const inputId = useId();
  const [message, setMessage] = useState({ text: '', problem: false });
  const search = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = String(new FormData(e.currentTarget).get('place') ?? '');
    if (!typed.trim()) {
      setMessage({ text: 'Type a ZIP code or a town.', problem: true });
      return;
    }
    setMessage({ text: 'Looking it up…', problem: false });
    try {
      const { index, find } = await loadPlaces();
      const found = find(index, typed);
      if (!found) {
        setMessage({
          text: 'No ZIP code or town by that name in New York, New Jersey or Connecticut. Try a 5-digit ZIP code.',
          problem: true,
        });
        return;
      }
      setMessage({ text: '', problem: false });
      onFound({ status: 'located', position: found.position, place: found.label });
    } catch {
      places = null;
      setMessage({ text: 'The list of ZIP codes could not be loaded just now. Please try again in a moment.', problem: true });
    }
  };
  return (
    <form method="dialog" onSubmit={search} className="flex flex-col gap-1.5" data-testid="place-search">
      <label htmlFor={inputId} className="text-sm font-semibold text-forest-900">
        ZIP code or town
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="place"
          type="text"
          autoComplete="postal-code"
          maxLength={80}
          placeholder="12401"
          className="field min-w-0 flex-1"
          aria-describedby={`${inputId}-status`}
        />
        <button type="submit" className="btn-outline shrink-0" aria-controls={describes}>
          Sort by distance
        </button>
      </div>
      <p id={`${inputId}-status`} role="status" className={`min-h-5 text-sm ${message.problem ? 'font-medium text-clay' : 'text-muted'}`}>
        {message.text}
      </p>
    </form>
  );
}
