/**
 * What the storefront's code expects of a browser and the Go server's JavaScript engine
 * lacks (see backend/ssr). Built as its own script, which the engine runs before the entry.
 *
 * - fetch: the page's API reads, answered in the same process by the Go server's
 *   `__serverFetch(path)` → {status, body}; only GET of the site's own /api paths.
 * - timers: a render is synchronous, so nothing waits for a timer; the callbacks
 *   (TanStack Query's notifications to observers a server render never has) are dropped.
 * - queueMicrotask, when missing, through a resolved promise.
 * - AbortController: TanStack Query gives each read a signal; nothing aborts on the server.
 * - URLSearchParams from @ungap/url-search-params; URL read-only, parsed by the Go side
 *   (`__serverParseURL(input, base)` → JSON of its parts, "" when invalid).
 */
import SearchParams from '@ungap/url-search-params';

declare const __serverFetch: (path: string) => { status: number; body: string };
declare const __serverParseURL: (input: string, base: string) => string;

class ServerResponse {
  readonly ok: boolean;
  readonly statusText = '';
  constructor(
    readonly status: number,
    private readonly body: string,
  ) {
    this.ok = status >= 200 && status < 300;
  }
  text() {
    return Promise.resolve(this.body);
  }
  json() {
    return Promise.resolve().then(() => JSON.parse(this.body) as unknown);
  }
}

const g = globalThis as Record<string, unknown>;

g.fetch = (input: unknown) => {
  const { status, body } = __serverFetch(String(input));
  return Promise.resolve(new ServerResponse(status, body));
};

g.URLSearchParams ??= SearchParams;

g.URL ??= class ServerURL {
  readonly href!: string;
  readonly protocol!: string;
  readonly username!: string;
  readonly password!: string;
  readonly host!: string;
  readonly hostname!: string;
  readonly port!: string;
  readonly pathname!: string;
  readonly search!: string;
  readonly hash!: string;
  readonly origin!: string;
  readonly searchParams: URLSearchParams;
  constructor(input: unknown, base?: unknown) {
    const parts = __serverParseURL(String(input), base === undefined ? '' : String(base));
    if (!parts) throw new TypeError(`Invalid URL: ${String(input)}`);
    Object.assign(this, { password: '' }, JSON.parse(parts));
    this.searchParams = new URLSearchParams(this.search);
  }
  toString() {
    return this.href;
  }
  toJSON() {
    return this.href;
  }
};

let timerId = 0;
g.setTimeout = () => ++timerId;
g.clearTimeout = () => undefined;
g.setInterval = () => ++timerId;
g.clearInterval = () => undefined;
g.__noDynamicImport = (name: unknown) => Promise.reject(new Error(`no code is loaded on the server (${String(name)})`));
if (typeof g.queueMicrotask !== 'function') g.queueMicrotask = (callback: () => void) => void Promise.resolve().then(callback);

g.AbortController ??= class {
  readonly signal = { aborted: false, reason: undefined as unknown, addEventListener() {}, removeEventListener() {}, onabort: null };
  abort(reason?: unknown) {
    this.signal.aborted = true;
    this.signal.reason = reason;
  }
};

export {};
