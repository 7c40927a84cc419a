/**
 * Shared caches (a CDN, a caching proxy) may keep a public answer a few seconds (the
 * server's web.SharedMaxAge). When realtime tells of a change, the refetches it starts carry
 * the change's token in their address, so no cache can answer them with what it kept from
 * before. The server signs one token per change and sends it with the change's message (and
 * the last one on a reconnect), so every visitor told of the same change asks with the same
 * token and a cache fetches each address once per change; a cache honours only tokens it
 * can check (deploy/nginx-cache.conf), so made-up ones cost the server nothing.
 */
let token = '';

/** The server's form: ID.EXPIRES.SIGNATURE (backend/web/fresh_token.go). */
const tokenForm = /^[0-9a-z]{1,16}\.[0-9]{1,12}\.[A-Za-z0-9_-]{22}$/;

/** A realtime message's token (a change's, or the last change's on a reconnect); none clears it. */
export function noteFresh(serverToken: unknown): void {
  token = typeof serverToken === 'string' && tokenForm.test(serverToken) ? serverToken : '';
}

/** path, with the token of the last change realtime told of, if any. */
export function fresh(path: string): string {
  return token ? `${path}${path.includes('?') ? '&' : '?'}fresh=${token}` : path;
}
