/** Said when the portal's answer is not one the server words itself (network down, a crash). */
export const portalUnavailable = 'The wholesale portal could not be reached. Please try again in a moment.';

/** Said when the buyer's session is over (signed out elsewhere, expired, the account suspended). */
export const sessionEnded = 'Your session has ended. Please sign in again.';
