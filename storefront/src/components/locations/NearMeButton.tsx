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
export function NearMeButton({ state, onPress, describes }: { state: NearMeState; onPress: () => void; describes: string }) {
  const failed = state.status === 'refused' || state.status === 'unavailable' || state.status === 'unsupported';
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <button type="button" className="btn-outline self-start" onClick={onPress} aria-controls={describes} data-testid="near-me">
        <CrosshairIcon width={18} height={18} /> Near me
      </button>
      <p role="status" className={`text-sm ${failed ? 'font-medium text-clay' : 'text-muted'}`} data-testid="near-me-status">
        {NEAR_ME_MESSAGES[state.status]}
      </p>
    </div>
  );
}
