/** The blog image upload's schedule: 3 attempts, waiting 500 ms then 1000 ms. */
export const BLOG_UPLOAD_RETRY_DELAYS = [500, 1000];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds, waiting `delays[i]` after the i-th failure; gives up
 * after delays.length + 1 attempts, or at once when `shouldRetry` says the error is final
 * (a refused file will be refused again).
 */
export async function withRetry<T>(
    attempt: (attemptNumber: number) => Promise<T>,
    delays: readonly number[] = BLOG_UPLOAD_RETRY_DELAYS,
    shouldRetry: (error: unknown) => boolean = () => true,
): Promise<T> {
    for (let i = 0; ; i++) {
        try {
            return await attempt(i + 1);
        } catch (error) {
            if (i >= delays.length || !shouldRetry(error)) throw error;
            await wait(delays[i]);
        }
    }
}
