import type { AppDataProvider } from '../dataProvider';
import { withRetry } from '../lib/retry';

const isFinal = (error: unknown) => {
    const status = (error as { status?: number })?.status;
    // A refused file or an ended session will not change on a second try.
    return status !== undefined && status >= 400 && status < 500;
};

/**
 * Uploads a blog image (GIF allowed: kind=blog) in up to 3 attempts, 500 ms then
 * 1000 ms apart; resolves with the stored image's URL.
 */
export async function uploadBlogImage(
    dataProvider: AppDataProvider,
    file: File,
    onProgress?: (loaded: number, total: number) => void,
): Promise<string> {
    const answer = await withRetry(
        () => dataProvider.uploadImage(file, { kind: 'blog', onProgress: ({ loaded, total }) => onProgress?.(loaded, total) }),
        undefined,
        (error) => !isFinal(error),
    );
    if (!answer || typeof answer.url !== 'string' || !answer.url) throw new Error('Received invalid response from upload service');
    return answer.url;
}
