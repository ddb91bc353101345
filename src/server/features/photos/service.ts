import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { GALLERY_LIMITS, PHOTO_BUCKET, PHOTO_FORMATS, PHOTO_ID_PATTERN, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_MAX_WIDTH, PHOTO_PACKAGE_LABELS, PHOTO_WIDTHS, photoFolder, type Photo, type PhotoFormat, type PhotoLimit, type PhotoPackage } from '@shared/photos';
import type { AppContext } from '@server/context';
import { ownedInvitation, type Viewer } from '@server/lib/access';
import { firstRow } from '@server/lib/invitation-rows';
import type { Db } from '@server/db/client';
import { files, invitations, paymentDetails, userRoles } from '@server/db/schema';
import { removeFileBytes, storeFile, type Referrer, type RemovedFile } from '@server/lib/files';
import { messageError } from '@server/lib/http-error';

/**
 * The host's photos (issue 19). An upload is decoded once by sharp (in its own threads: the event
 * loop is never blocked), turned upright, and written as PHOTO_WIDTHS × (AVIF, WebP, JPEG) with no
 * metadata (sharp writes none unless asked: EXIF and GPS are gone). Each variant is a `files` row
 * owned by the uploader at `photos/{id}/{width}.{format}` (the photos bucket: no divider or gift
 * route reads or deletes it), so decision 0014's rule holds: an invitation may show only its
 * saver's own photos. Photos written before that bucket existed stay at
 * `invitations/photos/{id}/…` (a 20-character id, shared/photos.ts `photoFolder`): they are read,
 * checked and deleted where they are, and nothing new is written there.
 */

/** Uploads per user: a 30-photo gallery twice over in ten minutes. */
export const PHOTO_RATE_LIMIT = { limit: 80, windowMs: 10 * 60_000 } as const;
/** Photos encoded at once by this process; the rest wait their turn (each takes sharp's threads). */
export const PHOTO_ENCODE_CONCURRENCY = 2;

/** Refusals of an upload (decision 0031: written in the reader's language; the body's codes are the ones clients know). */
export const photoWrongType = () => messageError(400, 'PHOTO_WRONG_TYPE', { code: 'NOT_A_PHOTO' });
export const photoTooLarge = () => messageError(413, 'PHOTO_TOO_LARGE', { code: 'TOO_LARGE' });
const unreadable = () => messageError(400, 'PHOTO_UNREADABLE', { code: 'NOT_A_PHOTO' });
/** A photo an invitation is saved with that is not the saver's (or not stored): the photos step's error. */
const unknownPhoto = () => messageError(400, 'PHOTO_UNKNOWN', { code: 'VALIDATION_ERROR', step: 'photos' });
const photoNotFound = () => messageError(404, 'PHOTO_NOT_FOUND', { code: 'NOT_FOUND' });

const CONTENT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

let running = 0;
const waiting: (() => void)[] = [];
async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PHOTO_ENCODE_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** The accepted formats, told by the bytes: JPEG, PNG, WebP, AVIF (an ISO-BMFF file of brand avif/avis). */
export function sniffPhoto(body: Buffer): 'jpeg' | 'png' | 'webp' | 'avif' | null {
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'jpeg';
  if (body.length >= 8 && body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (body.length >= 12 && body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (body.length >= 12 && body.subarray(4, 8).toString('latin1') === 'ftyp' && ['avif', 'avis'].includes(body.subarray(8, 12).toString('latin1'))) return 'avif';
  return null;
}

/** The widths to make for a photo whose upright, capped width is `width`: the standard ones well below it, and its own. */
export function variantWidths(width: number): number[] {
  return [...PHOTO_WIDTHS.filter((w) => w < width * 0.9), width];
}

const hex = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');

/** Decodes, checks, re-encodes and stores one upload; answers the photo for the invitation. */
export async function savePhoto(ctx: AppContext, ownerId: string, body: Buffer): Promise<Photo> {
  if (body.length > PHOTO_MAX_BYTES) throw photoTooLarge();
  if (!sniffPhoto(body)) throw photoWrongType();
  let meta: Metadata;
  try {
    meta = await sharp(body, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  // The header's size decides before anything is decoded: a pixel bomb never becomes a bitmap.
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > PHOTO_MAX_PIXELS || (meta.pages ?? 1) > 1) {
    throw messageError(413, 'PHOTO_TOO_MANY_PIXELS', { code: 'TOO_MANY_PIXELS' });
  }

  const encoded = await withEncodeSlot(async () => {
    let base: { data: Buffer; info: OutputInfo };
    try {
      base = await sharp(body, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: PHOTO_MAX_WIDTH, height: PHOTO_MAX_WIDTH, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw unreadable();
    }
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels as 1 | 2 | 3 | 4 };
    const { dominant } = await sharp(base.data, { raw }).stats();
    const widths = variantWidths(raw.width);
    const outputs = await Promise.all(
      widths.flatMap((width) =>
        PHOTO_FORMATS.map(async (format) => {
          const resized = sharp(base.data, { raw }).resize({ width });
          const out =
            format === 'avif'
              ? resized.avif({ quality: 50, effort: 2 })
              : format === 'webp'
                ? resized.webp({ quality: 78, effort: 3 })
                : resized.jpeg({ quality: 80, mozjpeg: true, progressive: true });
          return { width, format, body: await out.toBuffer() };
        }),
      ),
    );
    return { width: raw.width, height: raw.height, widths, color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`, outputs };
  });

  // 24 hex characters: the id of a photo in PHOTO_BUCKET (an older one has 20, shared/photos.ts).
  const id = randomBytes(12).toString('hex');
  const { prefix } = photoFolder(id);
  for (const output of encoded.outputs) {
    await storeFile(ctx, {
      bucket: PHOTO_BUCKET,
      key: `${prefix}${output.width}.${output.format}`,
      body: output.body,
      contentType: CONTENT_TYPES[output.format],
      isPublic: true,
      ownerId,
    });
  }
  return { id, width: encoded.width, height: encoded.height, widths: encoded.widths, caption: '', color: encoded.color };
}

interface VariantRow {
  id: string;
  bucket: string;
  key: string;
  ownerId: string | null;
  size: number;
}

/**
 * The stored variant rows of these photos (any owner), grouped by photo id: only in the photo's own
 * folder (shared/photos.ts `photoFolder`), so no other file (a divider, a gift) is ever one.
 */
async function variantRows(db: Db, ids: readonly string[]): Promise<Map<string, VariantRow[]>> {
  const valid = [...new Set(ids.filter((id) => PHOTO_ID_PATTERN.test(id)))];
  const byId = new Map<string, VariantRow[]>(valid.map((id) => [id, []]));
  if (valid.length === 0) return byId;
  // An id is hex only: no LIKE wildcard can be in a prefix.
  const folders = valid.map((id) => ({ id, ...photoFolder(id) }));
  const rows = await db
    .select({ id: files.id, bucket: files.bucket, key: files.key, ownerId: files.ownerId, size: files.size })
    .from(files)
    .where(or(...folders.map((folder) => and(eq(files.bucket, folder.bucket), like(files.key, `${folder.prefix}%`)))));
  for (const row of rows) {
    const folder = folders.find((f) => row.bucket === f.bucket && row.key.startsWith(f.prefix) && !row.key.slice(f.prefix.length).includes('/'));
    if (folder) byId.get(folder.id)?.push(row);
  }
  return byId;
}

/** The width a variant's key names ({prefix}{width}.{format}), or NaN. */
const widthOf = (row: VariantRow, id: string) => Number(row.key.slice(photoFolder(id).prefix.length).split('.')[0]);

async function adminIds(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(inArray(userRoles.userId, [...userIds]), eq(userRoles.role, 'admin')));
  return new Set(rows.map((row) => row.userId));
}

/** Whose photos a referrer may use or remove: a host their own; an admin (a preview) an admin's or a seeded (owner-less) one. */
async function ownerCheck(db: Db, rows: readonly VariantRow[], referrer: Referrer): Promise<(ownerId: string | null) => boolean> {
  if (referrer !== 'admin') return (ownerId) => ownerId === referrer.userId;
  const admins = await adminIds(db, [...new Set(rows.map((row) => row.ownerId).filter((id): id is string => Boolean(id)))]);
  return (ownerId) => ownerId === null || admins.has(ownerId);
}

/**
 * The photos an invitation is being saved with, checked against what was stored: each must be the
 * saver's own upload (an admin's preview: an admin's or a seeded one), with the widths that really
 * exist (the client's list is replaced). One message for missing and someone else's: nothing can be probed.
 */
export async function checkPhotos(db: Db, photos: readonly Photo[], referrer: Referrer): Promise<Photo[]> {
  if (photos.length === 0) return [];
  const rows = await variantRows(
    db,
    photos.map((photo) => photo.id),
  );
  const mayUse = await ownerCheck(db, [...rows.values()].flat(), referrer);
  return photos.map((photo) => {
    const own = rows.get(photo.id) ?? [];
    if (own.length === 0 || !own.every((row) => mayUse(row.ownerId))) throw unknownPhoto();
    const widths = [...new Set(own.filter((row) => row.key.endsWith('.jpg')).map((row) => widthOf(row, photo.id)))]
      .filter((width) => Number.isInteger(width) && width > 0)
      .sort((a, b) => a - b);
    if (widths.length === 0) throw unknownPhoto();
    const largest = widths[widths.length - 1] as number;
    // The aspect ratio is the client's (it came from our answer); the width is what exists.
    const height = Math.max(1, Math.round((photo.height * largest) / photo.width));
    return { ...photo, widths, width: largest, height, caption: photo.caption.trim() };
  });
}

/** The package an invitation's gallery is limited by: its best approved payment; an admin's preview is Platinum. */
export async function photoPackageOf(db: Db, invitationId: string | null, referrer: Referrer): Promise<PhotoPackage> {
  if (referrer === 'admin') return 'platinum';
  if (!invitationId) return 'free';
  const rows = await db
    .select({ packageType: paymentDetails.packageType })
    .from(paymentDetails)
    .where(and(eq(paymentDetails.invitationId, invitationId), eq(paymentDetails.status, 'approved'), isNull(paymentDetails.reversedAt)));
  if (rows.some((row) => row.packageType === 'platinum')) return 'platinum';
  return rows.length > 0 ? 'silver' : 'free';
}

export function photoLimit(pkg: PhotoPackage): PhotoLimit {
  return { package: pkg, label: PHOTO_PACKAGE_LABELS[pkg], limit: GALLERY_LIMITS[pkg] };
}

/** Refuses a gallery longer than the package allows (the editor's photos step shows the limit). */
export function enforceGalleryLimit(count: number, pkg: PhotoPackage): void {
  const { limit, label } = photoLimit(pkg);
  if (count > limit) throw messageError(400, 'PHOTO_GALLERY_LIMIT', limit, label, { code: 'VALIDATION_ERROR', step: 'photos' });
}

/** GET /api/invitations/:id/photo-limit: the owner's (or an admin's) invitation only; anyone else: not found. */
export async function photoLimitFor(ctx: AppContext, invitationId: string, viewer: Viewer): Promise<PhotoLimit> {
  const row = await ownedInvitation(
    viewer,
    invitationId,
    (id) => firstRow(ctx.database.db.select({ id: invitations.id, userId: invitations.userId }).from(invitations).where(eq(invitations.id, id)).limit(1)),
    'Could not find invitation',
  );
  return photoLimit(await photoPackageOf(ctx.database.db, row.id, row.userId === null ? 'admin' : { userId: row.userId }));
}

/** Whether any invitation shows this photo (as its cover or in its gallery). */
async function photoInUse(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(or(sql`${invitations.coverPhoto}->>'id' = ${id}`, sql`${invitations.gallery} @> ${JSON.stringify([{ id }])}::jsonb`))
    .limit(1);
  return Boolean(row);
}

/**
 * Removes the rows of photos nobody shows any more that belong to `ownerId` (null: a preview's, so
 * an admin's or seeded ones, never a host's); returns the bytes to remove once the transaction commits.
 */
export async function deleteUnusedPhotoRows(db: Db, ids: readonly string[], ownerId: string | null): Promise<RemovedFile[]> {
  const removed: RemovedFile[] = [];
  const rows = await variantRows(db, ids);
  const mayRemove = await ownerCheck(db, [...rows.values()].flat(), ownerId === null ? 'admin' : { userId: ownerId });
  for (const [id, own] of rows) {
    if (own.length === 0 || !own.every((row) => mayRemove(row.ownerId))) continue;
    if (await photoInUse(db, id)) continue;
    await db.delete(files).where(
      inArray(
        files.id,
        own.map((row) => row.id),
      ),
    );
    removed.push(...own.map((row) => ({ bucket: row.bucket, key: row.key, size: row.size })));
  }
  return removed;
}

/** After a save or delete committed: the photos it dropped that no invitation shows go, with their bytes. */
export async function forgetPhotos(ctx: AppContext, ids: readonly string[], ownerId: string | null): Promise<void> {
  if (ids.length === 0) return;
  try {
    const removed = await deleteUnusedPhotoRows(ctx.database.db, ids, ownerId);
    await removeFileBytes(ctx, removed);
  } catch (error) {
    ctx.log.warn({ err: error }, 'could not remove dropped photos');
  }
}

/**
 * DELETE /api/photos/:id: the uploader removes a photo no invitation shows (one just uploaded, then
 * removed before saving). Someone else's or no such photo: not found; one still shown: 409.
 */
export async function deletePhoto(ctx: AppContext, ownerId: string, id: string): Promise<void> {
  if (!PHOTO_ID_PATTERN.test(id)) throw photoNotFound();
  const rows = (await variantRows(ctx.database.db, [id])).get(id) ?? [];
  if (rows.length === 0 || !rows.every((row) => row.ownerId === ownerId)) throw photoNotFound();
  if (await photoInUse(ctx.database.db, id)) throw messageError(409, 'PHOTO_IN_USE');
  const removed = await deleteUnusedPhotoRows(ctx.database.db, [id], ownerId);
  await removeFileBytes(ctx, removed);
}
