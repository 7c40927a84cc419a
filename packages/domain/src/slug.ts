import { limits, slugPatterns } from './generated';

const disallowed = new RegExp(slugPatterns.disallowed, 'g');
const spaces = new RegExp(slugPatterns.spaces, 'g');
const format = new RegExp(slugPatterns.format);
const edgeSpaces = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;

/**
 * The spec's slug rule (section 4), as the server applies it: lowercase, drop characters
 * other than letters, digits, spaces and hyphens, spaces to hyphens, collapse hyphens,
 * trim hyphens.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(disallowed, '')
    .replace(edgeSpaces, '')
    .replace(spaces, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether a slug is already in the form slugify makes. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= limits.maxSlugLength && format.test(slug);
}
