import { GIFT_IMAGE_MAX_BYTES } from '@shared/constants';
import type { DeleteUploadBody, UploadedImage, UploadKind } from '@shared/uploads';
import { ApiError, call } from '@web/lib/api';
import { isAbort, uploadForm, type UploadOptions } from '@web/lib/upload';

/**
 * Image uploads of the editor: multipart/form-data with one field, `file`, sent with progress by
 * the shared `uploadForm`. The server checks the content, not the name or the
 * type the browser reports; the checks here only save a pointless upload. The shapes of the calls
 * are the shared contracts of src/shared/uploads.ts.
 */

/** What each kind accepts (the file input's `accept`, and the browser-side check). */
export const UPLOAD_TYPES: Record<UploadKind, readonly string[]> = {
  gift: ['image/png', 'image/jpeg', 'image/gif'],
  divider: ['image/png', 'image/jpeg'],
};
export const UPLOAD_MAX_BYTES = GIFT_IMAGE_MAX_BYTES;

/** The product.md §5 message for a file that may not be sent (in the host's words), or null. */
export function checkImageFile(kind: UploadKind, file: Pick<File, 'type' | 'size'>, messages: { imageType: string; imageSize: string }): string | null {
  if (!UPLOAD_TYPES[kind].includes(file.type)) return messages.imageType;
  if (file.size > UPLOAD_MAX_BYTES) return messages.imageSize;
  return null;
}

/** Uploads one image; resolves to its public URL (/files/…). Rejects with ApiError (the server's message). */
export async function uploadImage(kind: UploadKind, file: File, options: UploadOptions = {}): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  // A gift image's answer also says what its QR is (`qr`): a warning the gift step shows.
  return uploadForm<UploadedImage>(`/api/uploads/${kind}`, form, options);
}

/** Removes one of the user's own uploads. A failure is only logged (product.md §8: old image deletion). */
export async function deleteUpload(url: string): Promise<void> {
  try {
    await call('DELETE /api/uploads', { body: { url } satisfies DeleteUploadBody });
  } catch (error) {
    console.warn('Could not delete the old image', url, error);
  }
}

/**
 * The message for a failed upload: the server's own for a refused file (400/413/429, written in the
 * host's language, decision 0031), else the generic one (also for an answer without our message: a proxy's page).
 */
export function uploadErrorMessage(error: unknown, generic: string): string {
  if (error instanceof ApiError && [400, 413, 429].includes(error.status) && error.code !== 'HTTP_ERROR') return error.message;
  return generic;
}

export { isAbort };
