import type { ApiErrorBody } from '@shared/api-error';
import { ApiError } from './api';
import { ROOT_WORDS } from '@web/app/root-words';
import { currentLanguage } from '@web/i18n/i18n';

export interface UploadOptions {
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** How a POST with progress ends: `failed` words a failure whose answer carries no message; with `doneWhenSent`, 1 is reported as soon as the last byte has left (so a panel can say the server is reading), else when the answer arrives. */
interface PostOptions extends UploadOptions {
  failed: (status: number) => string;
  doneWhenSent?: boolean;
}

/**
 * POSTs a form (multipart; the browser sets the boundary) or a JSON string to our API with upload
 * progress (fetch has none, so XMLHttpRequest); cookies go with it. Resolves to the JSON answer;
 * rejects with ApiError carrying the server's code and message, or an AbortError when `signal` aborts.
 */
export function postWithProgress<T>(url: string, body: FormData | string, { onProgress, signal, failed, doneWhenSent = false }: PostOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    if (typeof body === 'string') xhr.setRequestHeader('content-type', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    if (doneWhenSent) xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      let answer: unknown;
      try {
        answer = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        answer = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && answer !== null) {
        if (!doneWhenSent) onProgress?.(1);
        resolve(answer as T);
        return;
      }
      const error = (answer as Partial<ApiErrorBody> | null)?.error;
      const message = typeof error?.message === 'string' ? error.message : failed(xhr.status);
      const code = typeof error?.code === 'string' ? error.code : 'HTTP_ERROR';
      reject(new ApiError(xhr.status, code, message));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', ROOT_WORDS[currentLanguage()].network));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** POSTs a multipart form (an image upload) with progress; see postWithProgress. */
export function uploadForm<T>(url: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return postWithProgress<T>(url, form, { ...options, failed: (status) => ROOT_WORDS[currentLanguage()].uploadFailed(status) });
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
