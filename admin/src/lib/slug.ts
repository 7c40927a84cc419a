/**
 * The spec's slug rule (same as the server's catalog.Slugify): lowercase, drop
 * characters other than letters, digits, spaces and hyphens, spaces to hyphens,
 * collapse hyphens, trim hyphens.
 */
export function slugify(text: string): string {
    return text
        .toLowerCase()
        .replace(/[^a-z0-9\s-]/g, '')
        .trim()
        .replace(/\s+/g, '-')
        .replace(/-+/g, '-')
        .replace(/^-+|-+$/g, '');
}
