import { imageWidths } from '@farmsite/domain';

export type RotationStep = 90 | -90;

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

function splitUrl(url: string): { path: string; params: URLSearchParams; hash: string } {
    const hashAt = url.indexOf('#');
    const hash = hashAt >= 0 ? url.slice(hashAt) : '';
    const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
    const queryAt = withoutHash.indexOf('?');
    return queryAt >= 0
        ? { path: withoutHash.slice(0, queryAt), params: new URLSearchParams(withoutHash.slice(queryAt + 1)), hash }
        : { path: withoutHash, params: new URLSearchParams(), hash };
}

function joinUrl(path: string, params: URLSearchParams, hash: string): string {
    const query = params.toString();
    return `${path}${query ? `?${query}` : ''}${hash}`;
}

/** Angles modulo 360, always in 0..359. */
export function normalizeAngle(angle: number): number {
    return ((angle % 360) + 360) % 360;
}

/** The rotation an image URL carries in its `rotate` query parameter (0 when none). */
export function rotationOf(url: string): number {
    const value = Number(splitUrl(url).params.get('rotate'));
    return Number.isFinite(value) ? normalizeAngle(value) : 0;
}

export function hasRotation(url: string): boolean {
    return splitUrl(url).params.has('rotate');
}

/**
 * The spec's rule for an image that already carries `rotate=` in its query: only the
 * angle changes (modulo 360; 0 removes the parameter). Images without it are re-uploaded
 * with a rotate parameter instead, see `rotateImage` in the media helpers.
 */
export function withUpdatedRotation(url: string, step: RotationStep): string {
    const { path, params, hash } = splitUrl(url);
    const angle = normalizeAngle(rotationOf(url) + step);
    if (angle === 0) params.delete('rotate');
    else params.set('rotate', String(angle));
    return joinUrl(path, params, hash);
}

/** The angle to send with a first rotation (the server accepts 90, 180, 270 and -90). */
export function firstRotationAngle(step: RotationStep): number {
    return normalizeAngle(step);
}

/** Our own uploads get a resized variant, one of the server's widths (keeping any rotation); other URLs are unchanged. */
export function thumbnailUrl(url: string, width: (typeof imageWidths)[number] = 320): string {
    if (!url || isAbsolute(url) || !url.startsWith('/uploads/')) return url;
    const { path, params, hash } = splitUrl(url);
    params.set('w', String(width));
    return joinUrl(path, params, hash);
}
