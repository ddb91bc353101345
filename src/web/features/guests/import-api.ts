import type { ApiErrorBody } from '@shared/api-error';
import { IMPORT_FILE_FIELD, type ImportCommit, type ImportPreview, type ImportResult } from '@shared/guest-import';
import { ApiError } from '@web/lib/api';
import type { UploadOptions } from '@web/lib/upload';

/** The spreadsheet import's calls (src/shared/guest-import.ts holds their shapes). */

const base = (invitationId: string) => `/api/invitations/${encodeURIComponent(invitationId)}/guests/import`;

/**
 * POSTs with upload progress (fetch reports none, so XMLHttpRequest): 0..1 as the bytes leave, and 1
 * as soon as the last one has, so that the panel can say the server is reading even when the browser
 * sends no progress events for a small body. Resolves to the JSON answer; rejects with ApiError (the
 * server's code and message) or an AbortError when `signal` aborts.
 */
function post<T>(url: string, body: FormData | string, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    if (typeof body === 'string') xhr.setRequestHeader('content-type', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data !== null) return resolve(data as T);
      const error = (data as Partial<ApiErrorBody> | null)?.error;
      reject(new ApiError(xhr.status, typeof error?.code === 'string' ? error.code : 'HTTP_ERROR', typeof error?.message === 'string' ? error.message : `The request failed (${xhr.status}). Please try again.`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Uploads the file and resolves to the server's preview (nothing is written). */
export function previewImport(invitationId: string, file: File, options: UploadOptions = {}): Promise<ImportPreview> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return post<ImportPreview>(`${base(invitationId)}/preview`, form, options);
}

/** Sends the rows to write (5,000 rows are about a megabyte, which a phone on a slow link takes a while to send). */
export function commitImport(invitationId: string, body: ImportCommit, options: UploadOptions = {}): Promise<ImportResult> {
  return post<ImportResult>(base(invitationId), JSON.stringify(body), options);
}
