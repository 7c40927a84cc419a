import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import frauncesUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';

/**
 * The self-hosted web fonts, latin subset only (the other subsets are never fetched nor
 * shipped). They are not needed for the first paint: until they arrive the text uses the
 * metric-matched local fallbacks in index.css, so swapping them in moves nothing.
 *
 * Both are fetched first and then added to the page together: the page is laid out again
 * once, not once for @font-face rules appearing and once more for each file that arrives
 * (on a long page each of those layouts is a long task on a slow phone).
 */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const WEB_FONTS = [
  { family: 'Inter Variable', url: interUrl },
  { family: 'Fraunces Variable', url: frauncesUrl },
];

/** Loads the web fonts and adds those that arrived to the document, in one step. */
export async function loadWebFonts(fonts: Pick<Document, 'fonts'> = document): Promise<void> {
  if (typeof FontFace === 'undefined' || !fonts.fonts) return;
  const settled = await Promise.allSettled(
    WEB_FONTS.map(({ family, url }) =>
      new FontFace(family, `url(${url}) format('woff2-variations')`, {
        style: 'normal',
        weight: '100 900',
        display: 'swap',
        unicodeRange: LATIN,
      }).load(),
    ),
  );
  for (const result of settled) {
    if (result.status === 'fulfilled') fonts.fonts.add(result.value);
    else console.warn('A web font did not load; its fallback stays:', result.reason);
  }
}
