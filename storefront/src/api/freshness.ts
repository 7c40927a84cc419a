/**
 * Shared caches (a CDN, a caching proxy) may keep a public answer a few seconds (the
 * server's web.SharedMaxAge). When realtime tells of a change, the refetches it starts carry
 * the change's token in their address, so no cache can answer them with what it kept from
 * before. Every visitor told of the same change asks with the same token, so a cache still
 * fetches each address once per change.
 */
let token = '';

/** FNV-1a, 32 bits, in base 36: short, and the same in every browser. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** A realtime event: the token becomes the event's (the last of a burst wins). */
export function noteChange(collection: string, action: string, record: unknown): void {
  token = hash(`${collection}\n${action}\n${JSON.stringify(record)}`);
}

/**
 * Realtime came back after a gap, with no event to name what changed: a token per 5 s, so
 * visitors reconnecting together still share one fetch per address.
 */
export function noteReconnect(now = Date.now()): void {
  token = `r${Math.floor(now / 5000).toString(36)}`;
}

/** path, with the token of the last change realtime told of, if any. */
export function fresh(path: string): string {
  return token ? `${path}${path.includes('?') ? '&' : '?'}fresh=${token}` : path;
}
