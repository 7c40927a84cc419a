/** Alt text by image URL, as products, variants and posts keep it beside their images. */
export type ImageAlts = Readonly<Record<string, string>>;

/**
 * The alt texts of `next`, carried over from `previous`: an image kept (or moved) keeps
 * its text, an image replaced in its place (a rotation's new file) takes over the old
 * one's, and the images removed take theirs with them.
 */
export function carryImageAlts(
    previous: readonly string[],
    next: readonly string[],
    alts: ImageAlts | null | undefined,
): Record<string, string> {
    const out: Record<string, string> = {};
    const replacing = previous.length === next.length;
    next.forEach((url, i) => {
        // A URL new to the list in an old one's place is that image rotated; an image
        // moved from elsewhere in the list keeps its own text (or none).
        const replaced = replacing && !previous.includes(url) ? previous[i] : undefined;
        const text = alts?.[url] || (replaced !== undefined ? alts?.[replaced] : undefined);
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
