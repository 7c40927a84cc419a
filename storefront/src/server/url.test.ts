import { describe, expect, it } from 'vitest';
import file from '../../../backend/ssr/testdata/url_cases.json';

/**
 * The URL cases the Go server's polyfill (backend/ssr/url.go, behind src/server/polyfills.ts)
 * passes are the browser's own reading: Node's URL, the WHATWG URL standard as browsers
 * implement it, gives each case's parts, or throws where the case says null.
 */
describe("the browser's URL reads the shared URL cases", () => {
  it.each(file.cases)('$about: $input', ({ input, base, url }) => {
    const read = () => (base ? new URL(input, base) : new URL(input));
    if (url === null) {
      expect(read).toThrow(TypeError);
      return;
    }
    const parsed = read();
    const parts = Object.fromEntries(Object.keys(url).map((name) => [name, parsed[name as keyof URL]]));
    expect(parts).toEqual(url);
  });
  it('covers every part the polyfill answers', () => {
    const withURL = file.cases.find((c) => c.url !== null);
    expect(Object.keys(withURL?.url ?? {}).sort()).toEqual([
      'hash',
      'host',
      'hostname',
      'href',
      'origin',
      'password',
      'pathname',
      'port',
      'protocol',
      'search',
      'username',
    ]);
  });
});
