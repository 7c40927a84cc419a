import type { AppDataProvider } from '../dataProvider';
import { firstRotationAngle, hasRotation, withUpdatedRotation, type RotationStep } from '../lib/rotation';
import { productImageProblems } from '../lib/uploadChecks';
import { messageOf } from '../layout/Toast';

export interface UploadReport {
    /** The spec's messages for files refused before any upload (then nothing was uploaded). */
    refused: string[];
    urls: string[];
    /** 'Failed to upload {file}: ...' for each upload the server refused. */
    failures: string[];
}

/**
 * Uploads product or variant images: every file is checked first (5 MB, JPEG/PNG/WebP)
 * and if any is invalid none are uploaded. Then each is sent in turn; onProgress gets
 * the bytes sent over all files.
 */
export async function uploadProductImages(
    dataProvider: AppDataProvider,
    files: File[],
    onProgress?: (loaded: number, total: number) => void,
): Promise<UploadReport> {
    const refused = productImageProblems(files);
    if (refused.length) return { refused, urls: [], failures: [] };
    const total = files.reduce((sum, f) => sum + f.size, 0);
    let done = 0;
    const urls: string[] = [];
    const failures: string[] = [];
    for (const file of files) {
        try {
            const { url } = await dataProvider.uploadImage(file, {
                onProgress: ({ loaded }) => onProgress?.(done + Math.min(loaded, file.size), total),
            });
            if (!url) throw new Error('Received invalid response from upload service');
            urls.push(url);
        } catch (error) {
            if ((error as { status?: number })?.status === 401) throw error;
            failures.push(`Failed to upload ${file.name}: ${messageOf(error) ?? 'Upload failed'}`);
        }
        done += file.size;
        onProgress?.(done, total);
    }
    return { refused: [], urls, failures };
}

/**
 * The spec's rotation rule: an image with no rotation is re-uploaded with a rotate
 * parameter and the new URL is used; one that already has `rotate=` in its query only
 * gets its angle updated.
 */
export async function rotateImage(dataProvider: AppDataProvider, url: string, step: RotationStep): Promise<string> {
    if (hasRotation(url)) return withUpdatedRotation(url, step);
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText || 'could not read the image'}`);
    const blob = await response.blob();
    const name = decodeURIComponent(new URL(url, window.location.origin).pathname.split('/').pop() || 'image');
    const { url: rotated } = await dataProvider.uploadImage(blob, { rotate: firstRotationAngle(step), filename: name });
    if (!rotated) throw new Error('Received invalid response from upload service');
    return rotated;
}
