/** The server's field messages of a failed call (react-admin's HttpError body.errors). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
    return ((error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {}) as Record<string, string>;
}

/** How react-admin's useInput keeps a validator's message in react-hook-form. */
const RA_MESSAGE_PREFIX = '@@react-admin@@';

/**
 * A field error's message as a validator returned it: react-admin stores it in the form
 * state as '@@react-admin@@"At least one image is required"' (its own inputs decode it);
 * an input that shows its error itself shows this.
 */
export function fieldErrorMessage(raw: unknown): { message: string; args?: Record<string, unknown> } | undefined {
    if (raw === undefined || raw === null || raw === '') return undefined;
    if (typeof raw === 'string' && raw.startsWith(RA_MESSAGE_PREFIX)) {
        try {
            const parsed: unknown = JSON.parse(raw.slice(RA_MESSAGE_PREFIX.length));
            if (typeof parsed === 'string') return { message: parsed };
            if (parsed && typeof (parsed as { message?: unknown }).message === 'string') {
                return parsed as { message: string; args?: Record<string, unknown> };
            }
        } catch {
            return { message: raw };
        }
    }
    return { message: String(raw) };
}
