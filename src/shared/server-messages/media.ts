import type { HostEntry } from './words';

/** Photos, covers, uploads, images and multipart files. */
export const MEDIA_MESSAGES = {
} satisfies Record<string, HostEntry>;
