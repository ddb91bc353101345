/**
 * The host's photos (issue 19): a cover photo and a gallery. An upload is re-encoded by the server
 * into up to three widths (PHOTO_WIDTHS), each as AVIF, WebP and JPEG, EXIF removed, in the
 * `photos` bucket; the invitation stores each photo as its id, the widths that exist, its size, a
 * caption and a placeholder colour.
 * The guest page turns that into a `<picture>` with srcsets (photoSrcSet). No zod here: the guest
 * page imports this file, and a shared chunk keeps every export some page uses; the zod schemas
 * (photoSchema, photoLimitSchema) are in invitation-input.ts, next to the editor's contract.
 */

/** Widths (CSS px at 1x… 3x on phones) the server makes; a narrower original keeps its own width as the largest. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
/** The largest width made. */
export const PHOTO_MAX_WIDTH = 1600;
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** Bytes of one upload: a phone's full-size JPEG fits. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_MB = 15;
/** Decoded pixels of one upload (50 MP): a small file that inflates into a huge bitmap is refused. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** Accepted by the content of the file; HEIC is not (the server's image library cannot read it): phones send JPEG when asked. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const PHOTO_TYPES_LABEL = 'JPEG, PNG, WebP or AVIF';
export const PHOTO_CAPTION_MAX = 200;

/** Gallery photos per package (the cover photo is extra, every package has one). */
export const PHOTO_PACKAGES = ['free', 'silver', 'platinum'] as const;
export type PhotoPackage = (typeof PHOTO_PACKAGES)[number];
export const GALLERY_LIMITS: Record<PhotoPackage, number> = { free: 3, silver: 12, platinum: 30 };
export const PHOTO_PACKAGE_LABELS: Record<PhotoPackage, string> = { free: 'Free', silver: 'Silver', platinum: 'Platinum' };
export const GALLERY_MAX = GALLERY_LIMITS.platinum;

/**
 * Where a photo's files are: a public bucket of their own, one folder per photo
 * (src/server/features/photos/service.ts). The invitation stores only the id, so the id tells the
 * place (no data migration): a photo uploaded since the `photos` bucket has 24 hex characters and
 * lives at /files/photos/{id}/{width}.{format}; an older one has 20 and stays where it was written,
 * /files/invitations/photos/{id}/{width}.{format} (read, shown and deleted there, never written again).
 * Either way it is a photo, never a divider or gift image (server/lib/files.ts `purposeOf`).
 */
export const PHOTO_BUCKET = 'photos';
/** The bucket of photos uploaded before PHOTO_BUCKET existed (shared with custom dividers). */
export const LEGACY_PHOTO_BUCKET = 'invitations';
/** The folder of older photos inside LEGACY_PHOTO_BUCKET. */
export const LEGACY_PHOTO_FOLDER = 'photos/';
export const PHOTO_ID_PATTERN = /^(?:[a-f0-9]{24}|[a-f0-9]{20})$/;
const LEGACY_PHOTO_ID = /^[a-f0-9]{20}$/;

/** The bucket and key prefix of a photo's files, told by its id. */
export function photoFolder(id: string): { bucket: typeof PHOTO_BUCKET | typeof LEGACY_PHOTO_BUCKET; prefix: string } {
  return LEGACY_PHOTO_ID.test(id) ? { bucket: LEGACY_PHOTO_BUCKET, prefix: `${LEGACY_PHOTO_FOLDER}${id}/` } : { bucket: PHOTO_BUCKET, prefix: `${id}/` };
}

export interface Photo {
  id: string;
  /** Of the largest variant (the intrinsic size the page reserves room for). */
  width: number;
  height: number;
  /** The widths that exist, ascending. */
  widths: number[];
  caption: string;
  /** A placeholder colour '#rrggbb' shown while the photo loads. */
  color: string;
}

export interface PhotoLimit {
  package: PhotoPackage;
  label: string;
  limit: number;
}

/** The public URL of one variant. */
export function photoUrl(id: string, width: number, format: PhotoFormat): string {
  const { bucket, prefix } = photoFolder(id);
  return `/files/${bucket}/${prefix}${width}.${format}`;
}

/** srcset of one format: every width the photo has. */
export function photoSrcSet(photo: Pick<Photo, 'id' | 'widths'>, format: PhotoFormat): string {
  return photo.widths.map((width) => `${photoUrl(photo.id, width, format)} ${width}w`).join(', ');
}

/** The JPEG fallback's src: the middle width, sharp enough for a phone without srcset. */
export function photoFallback(photo: Pick<Photo, 'id' | 'widths'>): string {
  const width = photo.widths[Math.min(1, photo.widths.length - 1)] ?? photo.widths[0] ?? 480;
  return photoUrl(photo.id, width, 'jpg');
}

/** A stored photo as the page may use it, or null (an old or hand-edited row is never trusted). */
export function readPhoto(value: unknown): Photo | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const int = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;
  if (typeof v.id !== 'string' || !PHOTO_ID_PATTERN.test(v.id) || !int(v.width) || !int(v.height)) return null;
  const widths = Array.isArray(v.widths) ? v.widths.filter(int).map(Number) : [];
  if (widths.length === 0) return null;
  return {
    id: v.id,
    width: Number(v.width),
    height: Number(v.height),
    widths: widths.sort((a, b) => a - b),
    caption: typeof v.caption === 'string' ? v.caption.slice(0, PHOTO_CAPTION_MAX) : '',
    color: typeof v.color === 'string' && /^#[0-9a-f]{6}$/i.test(v.color) ? v.color : '#d6d3d1',
  };
}

/** A stored gallery (jsonb array) with anything unreadable dropped. */
export function readGallery(value: unknown): Photo[] {
  return Array.isArray(value) ? value.map(readPhoto).filter((photo): photo is Photo => photo !== null).slice(0, GALLERY_MAX) : [];
}
