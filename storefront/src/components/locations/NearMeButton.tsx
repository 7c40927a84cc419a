import type { NearMeState } from './useNearMe';
import { CrosshairIcon } from '../ui/ContentIcons';

/** What the visitor reads after pressing "Near me". */
export const NEAR_ME_MESSAGES: Record<NearMeState['status'], string> = {
  idle: '',
  locating: 'Finding your position…',
  located: 'Nearest first. Your position stays in this browser.',
  refused:
    'Location access was refused, so the list keeps its order. To sort it by distance, allow location for this site in your browser, then press Near me again.',
  unavailable: 'Your position could not be found just now, so the list keeps its order. Please try again in a moment.',
  unsupported: 'This browser cannot share its position, so the list keeps its order.',
};

/**
 * The "Near me" button and what came of pressing it. A real button, there in the server's
 * HTML: a tap before the app has taken the page over is done again once it has (the early
 * event replay), and only then does the browser ask for the position.
 */
export function NearMeButton({
  state,
  onPress,
  describes,
  fallback,
}: {
  state: NearMeState;
  onPress: () => void;
  describes: string;
  /** Said after a failure where the page offers another way (the ZIP or town box). */
  fallback?: string;
}) {
  const failed = state.status === 'refused' || state.status === 'unavailable' || state.status === 'unsupported';
  const message =
    state.status === 'located' && state.place
      ? `Nearest first to ${state.place}. What you typed stays in this browser.`
      : `${NEAR_ME_MESSAGES[state.status]}${failed && fallback ? ` ${fallback}` : ''}`;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <button type="button" className="btn-outline self-start" onClick={onPress} aria-controls={describes} data-testid="near-me">
        <CrosshairIcon width={18} height={18} /> Near me
      </button>
      <p role="status" className={`text-sm ${failed ? 'font-medium text-clay' : 'text-muted'}`} data-testid="near-me-status">
        {message}
      </p>
    </div>
  );
}
