import type { ManagedFile } from '../dataProvider';

/** The spec's slideshow: 10 photos at most (the server refuses more). */
export const MAX_SLIDESHOW_PHOTOS = 10;

/** An uploaded image the hero can show: JPEG, PNG or WebP (catalog.IsSlideshowImage). */
export const isSlideshowPhoto = (file: Pick<ManagedFile, 'mimeType'>) => ['image/jpeg', 'image/png', 'image/webp'].includes(file.mimeType);

/** The photos after adding urls (at the end, each once, up to the limit). */
export function withAdded(images: readonly string[], urls: readonly string[]): string[] {
    const out = [...images];
    for (const url of urls) {
        if (out.length >= MAX_SLIDESHOW_PHOTOS) break;
        if (!out.includes(url)) out.push(url);
    }
    return out;
}
