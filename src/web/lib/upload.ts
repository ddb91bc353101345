import type { ApiErrorBody } from '@shared/api-error';
import { ApiError } from './api';

export interface UploadOptions {
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form to our API with upload progress (fetch has none, so XMLHttpRequest).
 * Resolves to the JSON answer; rejects with ApiError carrying the server's code and message, or an
 * AbortError when `signal` aborts. The browser sets the multipart boundary; cookies go with it.
 */
export function uploadForm<T>(url: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body !== null) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      const error = (body as Partial<ApiErrorBody> | null)?.error;
      const message = typeof error?.message === 'string' ? error.message : `Upload failed (${xhr.status})`;
      const code = typeof error?.code === 'string' ? error.code : 'HTTP_ERROR';
      reject(new ApiError(xhr.status, code, message));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
