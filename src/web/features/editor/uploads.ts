import { GIFT_IMAGE_MAX_BYTES } from '../../../shared/constants';
import { ApiError, api } from '../../lib/api';
import { EDITOR_MESSAGES } from './api';

/**
 * Image uploads of the editor. Sent with XMLHttpRequest (fetch has no upload progress) as
 * multipart/form-data with one field, `file`. The server checks the content, not the name or the
 * type the browser reports; the checks here only save a pointless upload.
 */
export type UploadKind = 'gift' | 'divider';

/** What each kind accepts (the file input's `accept`, and the browser-side check). */
export const UPLOAD_TYPES: Record<UploadKind, readonly string[]> = {
  gift: ['image/png', 'image/jpeg', 'image/gif'],
  divider: ['image/png', 'image/jpeg'],
};
export const UPLOAD_MAX_BYTES = GIFT_IMAGE_MAX_BYTES;

/** The SPEC §5 message for a file that may not be sent, or null. */
export function checkImageFile(kind: UploadKind, file: Pick<File, 'type' | 'size'>): string | null {
  if (!UPLOAD_TYPES[kind].includes(file.type)) return EDITOR_MESSAGES.imageType;
  if (file.size > UPLOAD_MAX_BYTES) return EDITOR_MESSAGES.imageSize;
  return null;
}

export interface UploadOptions {
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads one image; resolves to its public URL (/files/…). Rejects with ApiError (the server's message). */
export function uploadImage(kind: UploadKind, file: File, { onProgress, signal }: UploadOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/uploads/${kind}`);
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
      const data = body as { url?: unknown; error?: { code?: unknown; message?: unknown } } | null;
      if (xhr.status >= 200 && xhr.status < 300 && typeof data?.url === 'string') {
        onProgress?.(1);
        resolve(data.url);
        return;
      }
      const message = typeof data?.error?.message === 'string' ? data.error.message : `Upload failed (${xhr.status})`;
      const code = typeof data?.error?.code === 'string' ? data.error.code : 'HTTP_ERROR';
      reject(new ApiError(xhr.status, code, message));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Removes one of the user's own uploads. A failure is only logged (SPEC §8: old image deletion). */
export async function deleteUpload(url: string): Promise<void> {
  try {
    await api<null>('DELETE', '/api/uploads', { url });
  } catch (error) {
    console.warn('Could not delete the old image', url, error);
  }
}

/** The message for a failed upload: the server's own for a refused file (400/413), else the generic one. */
export function uploadErrorMessage(error: unknown, generic: string): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 413)) return error.message;
  return generic;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
