/** The local-storage flag (spec sections 4 and 9); once stored, never asked again. */
export const AGE_VERIFIED_KEY = 'age-verified';

export function isVerified(): boolean {
  try {
    return localStorage.getItem(AGE_VERIFIED_KEY) === 'true';
  } catch {
    return false;
  }
}
