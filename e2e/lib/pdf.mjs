// The text a PDF the site made draws, for tests to read (fpdf compresses each page's
// content with Flate: each stream is inflated, or kept as it is when it is not).
import { inflateSync } from 'node:zlib';

/** The content of every stream of a PDF, inflated, one after another. */
export function pdfContent(bytes) {
  const raw = bytes.toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      text += inflateSync(bytes.subarray(start, end)).toString('latin1') + '\n';
    } catch {
      text += raw.slice(start, end) + '\n';
    }
  }
  return text;
}

/** The strings a PDF's content shows (its text operators' operands), a line each. */
export function pdfShownText(bytes) {
  return [...pdfContent(bytes).matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) => m[1].replace(/\\([()\\])/g, '$1')).join('\n');
}
