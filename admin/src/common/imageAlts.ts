/** Alt text by image URL, as products, variants and posts keep it beside their images. */
export type ImageAlts = Readonly<Record<string, string>>;

/**
 * The alt texts of `next`, carried over from `previous`: an image kept keeps its text, an
 * image replaced in its place (a rotation's new file) takes over the old one's, and the
 * images removed take theirs with them.
 */
export function carryImageAlts(
    previous: readonly string[],
    next: readonly string[],
    alts: ImageAlts | null | undefined,
): Record<string, string> {
    const out: Record<string, string> = {};
    next.forEach((url, i) => {
        const text = alts?.[url] || (previous.length === next.length && previous[i] !== url ? alts?.[previous[i]] : undefined);
        if (text) out[url] = text;
    });
    return out;
}

/** alts with `url`'s text set; a blank text removes it (the record's name describes the image). */
export function withImageAlt(alts: ImageAlts | null | undefined, url: string, text: string): Record<string, string> {
    const out = { ...alts };
    if (text.trim()) out[url] = text;
    else delete out[url];
    return out;
}
