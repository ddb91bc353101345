import type { ApiErrorBody } from '@shared/api-error';
import { IMPORT_FILE_FIELD, type ImportCommit, type ImportPreview, type ImportResult } from '@shared/guest-import';
import { ApiError } from '@web/lib/api';
import { uploadForm, type UploadOptions } from '@web/lib/upload';

/** The spreadsheet import's calls (src/shared/guest-import.ts holds their shapes). */

const base = (invitationId: string) => `/api/invitations/${encodeURIComponent(invitationId)}/guests/import`;

/** Uploads the file (progress 0..1 as its bytes leave) and resolves to the server's preview. */
export function previewImport(invitationId: string, file: File, options: UploadOptions = {}): Promise<ImportPreview> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return uploadForm<ImportPreview>(`${base(invitationId)}/preview`, form, options);
}

/**
 * Sends the rows to write as JSON with upload progress (5,000 rows are about a megabyte, which a
 * phone on a slow link takes a while to send). XMLHttpRequest, because fetch reports no progress.
 */
export function commitImport(invitationId: string, body: ImportCommit, { onProgress, signal }: UploadOptions = {}): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Import aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', base(invitationId));
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data !== null) return resolve(data as ImportResult);
      const error = (data as Partial<ApiErrorBody> | null)?.error;
      reject(new ApiError(xhr.status, typeof error?.code === 'string' ? error.code : 'HTTP_ERROR', typeof error?.message === 'string' ? error.message : `Import failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Import aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify(body));
  });
}
