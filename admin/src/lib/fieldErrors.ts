/** The server's field messages of a failed call (react-admin's HttpError body.errors). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
    return ((error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {}) as Record<string, string>;
}
