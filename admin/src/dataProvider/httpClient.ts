import { adminPaths } from '@farmsite/domain';
import { HttpError } from 'react-admin';

/** Every staff call goes to our own origin with the session cookie. */
export const API_URL = adminPaths.admin;

type FieldErrors = Record<string, { code?: string; message?: string } | string>;

export interface ApiErrorBody {
    message?: string;
    data?: FieldErrors;
    /** react-admin reads server-side validation errors from body.errors. */
    errors?: Record<string, string>;
}

/**
 * The message to show for a failed call: the server's `message` when its answer is JSON
 * `{message}`, otherwise the spec's generic form "{status}: {body text or status text}".
 */
export function errorMessageOf(status: number, statusText: string, bodyText: string, json: unknown): string {
    const message = (json as ApiErrorBody | null)?.message;
    if (typeof message === 'string' && message.trim()) return message;
    return `${status}: ${bodyText.trim() || statusText}`;
}

/** The server's `data: {field: {code, message}}` as react-admin's `{field: message}`. */
export function fieldErrorsOf(json: unknown): Record<string, string> | undefined {
    const data = (json as ApiErrorBody | null)?.data;
    if (!data || typeof data !== 'object') return undefined;
    const errors: Record<string, string> = {};
    for (const [field, value] of Object.entries(data)) {
        const message = typeof value === 'string' ? value : value?.message;
        if (message) errors[field] = message;
    }
    return Object.keys(errors).length ? errors : undefined;
}

/** The body's JSON; undefined when it is empty or not JSON. */
function parseJson(text: string): unknown {
    if (!text) return undefined;
    try {
        return JSON.parse(text);
    } catch {
        return undefined;
    }
}

/** Turns a non-success answer into react-admin's HttpError (status, body with field errors). */
export function toHttpError(status: number, statusText: string, bodyText: string): HttpError {
    const json = parseJson(bodyText) ?? null;
    const message = errorMessageOf(status, statusText, bodyText, json);
    const errors = fieldErrorsOf(json);
    const body: ApiErrorBody = { ...(json && typeof json === 'object' ? json : {}), message, ...(errors ? { errors } : {}) };
    return new HttpError(message, status, body);
}

export interface JsonResponse<T = unknown> {
    status: number;
    headers: Headers;
    body: string;
    json: T;
}

/** fetch for our JSON API: same-origin cookies, JSON in and out, errors as HttpError. */
export async function httpClient<T = unknown>(url: string, options: RequestInit = {}): Promise<JsonResponse<T>> {
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (options.body && !(options.body instanceof FormData) && !headers.has('Content-Type')) {
        headers.set('Content-Type', 'application/json');
    }
    // A delete may be sent as the page goes away (an undoable delete's toast still up): it
    // outlives the page.
    const keepalive = options.method === 'DELETE';
    const response = await fetch(url, { ...options, headers, credentials: 'same-origin', keepalive });
    const body = await response.text();
    if (!response.ok) throw toHttpError(response.status, response.statusText, body);
    return { status: response.status, headers: response.headers, body, json: parseJson(body) as T };
}

export const getJson = async <T = unknown>(url: string): Promise<T> => (await httpClient<T>(url)).json;

export const sendJson = async <T = unknown>(method: string, url: string, data?: unknown): Promise<T> =>
    (await httpClient<T>(url, { method, body: data === undefined ? undefined : JSON.stringify(data) })).json;
