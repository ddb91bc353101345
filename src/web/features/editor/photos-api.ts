import { PHOTO_MAX_BYTES, PHOTO_MAX_MB, PHOTO_TYPES, type Photo, type PhotoLimit } from '@shared/photos';
import type { EditorWords } from '@web/i18n/catalogues/editor.english';
import { ApiError, call } from '@web/lib/api';
import { uploadForm, type UploadOptions } from '@web/lib/upload';

/**
 * The photos step's calls (shared/photos.ts contracts): one request per photo (the step sends a few
 * at once, each with its own progress), the package's gallery limit, and removing a photo nobody
 * shows. The server checks the bytes; the checks here only save a pointless upload.
 */

/**
 * The message for a file that should not be sent (in the host's words: the same as the server's
 * refusal, PHOTO_WRONG_TYPE and PHOTO_TOO_LARGE in src/shared/server-messages/media.ts), or null.
 * An empty type (some phones) is left to the server.
 */
export function checkPhotoFile(file: Pick<File, 'type' | 'size'>, words: EditorWords['photos']): string | null {
  if (file.type && !(PHOTO_TYPES as readonly string[]).includes(file.type)) return words.wrongType(words.types);
  if (file.size > PHOTO_MAX_BYTES) return words.tooLarge(PHOTO_MAX_MB);
  return null;
}

export async function uploadPhoto(file: File, options: UploadOptions = {}): Promise<Photo> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadForm<Photo>('/api/photos', form, options);
}

/** Removes a photo the saved invitation does not show; one it still shows (409) goes when the change is saved. */
export async function deletePhoto(id: string): Promise<void> {
  try {
    await call('DELETE /api/photos/{id}', { path: { id } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) console.warn('Could not delete the photo', id, error);
  }
}

export function fetchPhotoLimit(invitationId: string): Promise<PhotoLimit> {
  return call('GET /api/invitations/{id}/photo-limit', { path: { id: invitationId } });
}

/**
 * The server's message for a refused file (400/413/429: written in the host's language, decision
 * 0031), else a generic one (`failed`, in the host's words): also when no answer came (the network)
 * or the answer carried no message of ours (a proxy's page), whose texts are the browser's English.
 */
export function photoErrorMessage(error: unknown, failed: string): string {
  if (error instanceof ApiError && [400, 413, 429].includes(error.status) && error.code !== 'HTTP_ERROR') return error.message;
  return failed;
}
