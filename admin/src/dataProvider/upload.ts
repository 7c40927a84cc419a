import { toHttpError } from './httpClient';

export interface UploadProgress {
    loaded: number;
    total: number;
}

export interface UploadOptions {
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
}

/**
 * POSTs multipart form data with XMLHttpRequest, which (unlike fetch) reports upload
 * progress: onProgress receives the bytes sent so far. Resolves with the JSON answer;
 * rejects with an HttpError carrying the server's message (401 included, so the
 * session rule applies to uploads too).
 */
export function postFormData<T = unknown>(url: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        xhr.withCredentials = false; // same-origin requests carry the cookie anyway
        xhr.setRequestHeader('Accept', 'application/json');
        if (onProgress) {
            xhr.upload.onprogress = (event) => {
                if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
            };
        }
        xhr.onload = () => {
            if (xhr.status >= 200 && xhr.status < 300) {
                try {
                    resolve(xhr.responseText ? JSON.parse(xhr.responseText) : (undefined as T));
                } catch {
                    reject(toHttpError(xhr.status, 'Invalid JSON', xhr.responseText));
                }
            } else {
                reject(toHttpError(xhr.status, xhr.statusText, xhr.responseText));
            }
        };
        xhr.onerror = () => reject(new Error('Network error: the upload could not reach the server'));
        xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
        signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(form);
    });
}
