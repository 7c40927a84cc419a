/** True when text holds a space or an ASCII control character. */
function hasSpaceOrControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** An absolute http(s) URL with a host. */
export function isValidHttpUrl(text: string): boolean {
  if (hasSpaceOrControl(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

/**
 * An absolute http(s) URL or a path on this site (lab results may be uploaded documents),
 * as backend/catalog's IsValidLink. Browsers read a backslash as a slash and drop tabs and
 * newlines inside a URL, so "/\evil.example" would lead off the site: a site path holds neither.
 */
export function isValidLink(text: string): boolean {
  if (text.startsWith('/')) return !text.startsWith('//') && !/[\\<>"]/.test(text) && !hasSpaceOrControl(text);
  return isValidHttpUrl(text);
}
