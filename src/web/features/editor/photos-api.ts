import { PHOTO_MESSAGES } from '@shared/photo-messages';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, type Photo, type PhotoLimit } from '@shared/photos';
import { ApiError, call } from '@web/lib/api';
import { uploadForm, type UploadOptions } from '@web/lib/upload';

/**
 * The photos step's calls (shared/photos.ts contracts): one request per photo (the step sends a few
 * at once, each with its own progress), the package's gallery limit, and removing a photo nobody
 * shows. The server checks the bytes; the checks here only save a pointless upload.
 */

/** The message for a file that should not be sent, or null. An empty type (some phones) is left to the server. */
export function checkPhotoFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (file.type && !(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.wrongType;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
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

/** The server's message for a refused file (400/413/429), else a generic one. */
export function photoErrorMessage(error: unknown): string {
  if (error instanceof ApiError && [400, 413, 429].includes(error.status)) return error.message;
  if (error instanceof ApiError && error.status === 0) return error.message;
  return 'The photo could not be uploaded. Please try again.';
}
