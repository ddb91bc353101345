import { PHOTO_MAX_MB, PHOTO_TYPES_LABEL } from './photos';

/**
 * What the editor and the server say about photos. Apart from photos.ts because the invitation page
 * imports that file for its URLs, and a chunk the page shares with the app holds every export some
 * page uses: these words would ride on the guest page's 90 KB budget without being shown there.
 */
export const PHOTO_MESSAGES = {
  wrongType: `Please choose a photo (${PHOTO_TYPES_LABEL}).`,
  tooLarge: `This photo is larger than ${PHOTO_MAX_MB} MB. Please choose a smaller one.`,
  tooManyPixels: 'This photo has too many pixels (over 50 megapixels). Please choose a smaller one.',
  unreadable: 'This file could not be read as a photo. Please choose another.',
  rateLimited: 'Too many photos at once. Please wait a few minutes and try again.',
  unknownPhoto: 'A photo could not be found. Please upload it again.',
  inUse: 'This photo is still on an invitation. Remove it there and save first.',
  notFound: 'Photo not found',
  tooManyFor: (limit: number, label: string) => `Your package (${label}) allows ${limit} gallery photos. Remove some, or upgrade your package.`,
} as const;
