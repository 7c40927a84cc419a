import { lotPattern } from './generated';

const lotForm = new RegExp(lotPattern);

/**
 * A path segment as a breadcrumb label (spec section 2): URL-decoded, split into words at
 * hyphens, underscores and spaces, each word capitalised; 'FAQ' for the faq segment. A
 * segment in a lot number's form (capitals, digits and single hyphens: HVSF-26-HH01) is a
 * code, shown as written. The server's structured data says the same (backend/seo's
 * BreadcrumbLabel, rule_cases.json).
 */
export function crumbLabel(segment: string): string {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    text = segment;
  }
  if (text.toLowerCase() === 'faq') return 'FAQ';
  if (lotForm.test(text)) return text;
  return text
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
