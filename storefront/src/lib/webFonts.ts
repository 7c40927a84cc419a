import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import frauncesUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';

/**
 * The self-hosted web fonts, latin subset only (the other subsets are never fetched nor
 * shipped). They are not needed for the first paint: until they arrive the text uses the
 * metric-matched local fallbacks in index.css, so swapping them in moves nothing.
 *
 * Each font is added to the page in a frame of its own: adding one lays the page out again,
 * and one layout for both (17-27 ms on /locations, unthrottled, against 10-18 ms for either
 * alone) is a long task on a slow phone where each alone is at most a short one.
 */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const WEB_FONTS = [
  { family: 'Inter Variable', url: interUrl },
  { family: 'Fraunces Variable', url: frauncesUrl },
];

/** The next task after the next frame: what was added before it has been laid out. A hidden
 * page has no frames, so it waits a tenth of a second at most. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** Loads the web fonts, then adds those that arrived to the document, one per frame. */
export async function loadWebFonts(fonts: Pick<Document, 'fonts'> = document, nextFrame = afterNextFrame): Promise<void> {
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
  let first = true;
  for (const result of settled) {
    if (result.status === 'rejected') {
      console.warn('A web font did not load; its fallback stays:', result.reason);
      continue;
    }
    if (!first) await nextFrame();
    first = false;
    fonts.fonts.add(result.value);
  }
}
