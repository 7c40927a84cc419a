import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWebFonts, WEB_FONTS } from './webFonts';

/** A FontFace whose load() waits for the test to settle it, by family. */
function stubFontFace() {
  const settle = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  class StubFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {}
    load() {
      return new Promise<this>((resolve, reject) => settle.set(this.family, { resolve: () => resolve(this), reject }));
    }
  }
  vi.stubGlobal('FontFace', StubFontFace);
  return settle;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('loadWebFonts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds the fonts to the page once every one has arrived, with a frame between them', async () => {
    const settle = stubFontFace();
    const steps: string[] = [];
    const added: { family: string; descriptors: FontFaceDescriptors; source: string }[] = [];
    const nextFrame = async () => void steps.push('frame');
    const fonts = {
      add: (f: never) => {
        added.push(f);
        steps.push((f as { family: string }).family);
      },
    } as unknown as FontFaceSet;
    const done = loadWebFonts({ fonts }, nextFrame);
    await flush();
    expect([...settle.keys()]).toEqual(WEB_FONTS.map((f) => f.family));
    settle.get('Inter Variable')!.resolve();
    await flush();
    expect(added).toEqual([]);
    settle.get('Fraunces Variable')!.resolve();
    await done;
    expect(steps).toEqual(['Inter Variable', 'frame', 'Fraunces Variable']);
    expect(added[0].descriptors).toMatchObject({ weight: '100 900', display: 'swap' });
    expect(added[0].source).toContain('woff2');
  });

  it('adds the one that arrived when the other fails, and keeps its fallback', async () => {
    const settle = stubFontFace();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const added: { family: string }[] = [];
    const nextFrame = vi.fn(async () => undefined);
    const done = loadWebFonts({ fonts: { add: (f: never) => added.push(f) } as unknown as FontFaceSet }, nextFrame);
    await flush();
    settle.get('Inter Variable')!.reject(new Error('network'));
    settle.get('Fraunces Variable')!.resolve();
    await done;
    expect(added.map((f) => f.family)).toEqual(['Fraunces Variable']);
    expect(nextFrame).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
