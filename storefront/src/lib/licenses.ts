/** Where a legal FAQ answer names the site's licenses (backend/seo fills it the same way). */
export const LICENSES_PLACEHOLDER = '{licenses}';

/** The answer with the site's licenses in place of the placeholder, as the server's FAQPage says it. */
export function withLicenses(answer: string, licenses: string[]): string {
  return answer.replaceAll(LICENSES_PLACEHOLDER, licenses.join(', '));
}
