import { and, eq, or, sql } from 'drizzle-orm';
import type { StorageBucket } from '@shared/constants';
import { LEGACY_PHOTO_BUCKET, LEGACY_PHOTO_FOLDER } from '@shared/photos';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { files, invitations, userRoles } from '@server/db/schema';
import { removeImageVariants } from './images';

/**
 * The one place that decides a stored file's life (decision 0014): what it is for, who may point
 * at it, and what goes when it goes. A file's purpose is its bucket: each purpose has its own
 * bucket and each bucket one purpose, so no purpose column is needed. One exception, read only:
 * photos written before the photos bucket existed are in the dividers' bucket under photos/
 * (shared/photos.ts), and are photos all the same (purposeOf).
 */
export type FilePurpose = 'gift' | 'divider' | 'templateImage' | 'templatePreview' | 'receipt' | 'photo';

export const PURPOSE_BUCKET: Record<FilePurpose, StorageBucket> = {
  gift: 'gifts',
  divider: 'invitations',
  templateImage: 'template_images',
  templatePreview: 'preview_images',
  receipt: 'payment_receipts',
  photo: 'photos',
};

/** Only receipts are private: they are read through the payer's and admins' own route. */
const PRIVATE_PURPOSES: readonly FilePurpose[] = ['receipt'];

export function purposeOfBucket(bucket: string): FilePurpose | null {
  const entry = Object.entries(PURPOSE_BUCKET).find(([, value]) => value === bucket);
  return entry ? (entry[0] as FilePurpose) : null;
}

/** What a stored file is for: its bucket's purpose, except an older photo in the dividers' bucket. */
export function purposeOf(bucket: string, key: string): FilePurpose | null {
  if (bucket === LEGACY_PHOTO_BUCKET && key.startsWith(LEGACY_PHOTO_FOLDER)) return 'photo';
  return purposeOfBucket(bucket);
}

export interface StoredFile {
  id: string;
  bucket: string;
  key: string;
  /** The public URL (public buckets only); private files are read through authorised routes. */
  url: string;
}

/** Writes the bytes, then records the file; the URL is stable for the file's life. */
export async function storeFile(
  ctx: Pick<AppContext, 'storage' | 'database'>,
  input: { bucket: StorageBucket; key: string; body: Buffer; contentType: string; isPublic: boolean; ownerId?: string | null },
): Promise<StoredFile> {
  const purpose = purposeOf(input.bucket, input.key);
  // A file nobody could tell the purpose of, one outside its purpose's bucket (a new photo in the
  // dividers' bucket), or a receipt made public, is a programming error.
  if (!purpose || PURPOSE_BUCKET[purpose] !== input.bucket || (input.isPublic && PRIVATE_PURPOSES.includes(purpose))) throw new Error(`file ${input.bucket}/${input.key} does not fit its purpose`);
  await ctx.storage.put(input.bucket, input.key, input.body);
  const [row] = await ctx.database.db
    .insert(files)
    .values({
      bucket: input.bucket,
      key: input.key,
      contentType: input.contentType,
      size: input.body.length,
      isPublic: input.isPublic,
      ownerId: input.ownerId ?? null,
    })
    .onConflictDoUpdate({
      target: [files.bucket, files.key],
      set: { contentType: input.contentType, size: input.body.length, isPublic: input.isPublic },
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file row not written');
  return { id: row.id, bucket: input.bucket, key: input.key, url: fileUrl(input.bucket, input.key) };
}

export function fileUrl(bucket: string, key: string): string {
  return `/files/${bucket}/${key}`;
}

const FILE_URL = /^\/files\/([a-z_]+)\/(.+)$/;
const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * The bucket and key a URL names, spelled exactly as storeFile spells it: no other host, no /img/
 * variant, no percent-encoding, no `.` or `..` segment, no empty segment. Null for anything else.
 */
export function parseFileUrl(url: string): { bucket: string; key: string; purpose: FilePurpose } | null {
  const match = FILE_URL.exec(url);
  if (!match) return null;
  const [, bucket, key] = match as unknown as [string, string, string];
  const purpose = purposeOf(bucket, key);
  const segments = key.split('/');
  if (!purpose || segments.some((s) => !SAFE_SEGMENT.test(s) || s === '.' || s === '..')) return null;
  return { bucket, key, purpose };
}

export interface FileRecord {
  id: string;
  bucket: string;
  key: string;
  purpose: FilePurpose;
  ownerId: string | null;
  size: number;
}

/** The stored file a URL names, or null (malformed, or no such file). */
export async function resolveFileUrl(db: Db, url: string): Promise<FileRecord | null> {
  const parsed = parseFileUrl(url);
  if (!parsed) return null;
  const [row] = await db
    .select({ id: files.id, ownerId: files.ownerId, size: files.size })
    .from(files)
    .where(and(eq(files.bucket, parsed.bucket), eq(files.key, parsed.key)))
    .limit(1);
  return row ? { ...row, bucket: parsed.bucket, key: parsed.key, purpose: parsed.purpose } : null;
}

/**
 * Who is saving: a host (their own uploads only) or an admin saving a template preview (an admin's
 * upload, or a seeded file no host owns, like the demo's gift QR).
 */
export type Referrer = { userId: string } | 'admin';

async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1);
  return Boolean(row);
}

async function ownedBy(db: Db, file: FileRecord, referrer: Referrer): Promise<boolean> {
  if (referrer !== 'admin') return file.ownerId === referrer.userId;
  return file.ownerId === null || (await isAdmin(db, file.ownerId));
}

/** May this referrer put this URL in an invitation as this kind of image? */
export async function mayReference(db: Db, url: string, purpose: 'gift' | 'divider', referrer: Referrer): Promise<boolean> {
  const file = await resolveFileUrl(db, url);
  return file !== null && file.purpose === purpose && (await ownedBy(db, file, referrer));
}

/** Whether any invitation still shows this URL as a gift image (an older row's, or a DuitNow QR method) or a custom divider. */
async function referencedByAnInvitation(db: Db, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      or(
        sql`${invitations.gift}->>'imageUrl' = ${url}`,
        // A DuitNow QR among the gift section's ways to give (shared/gift-methods.ts).
        sql`${invitations.gift}->'methods' @> ${JSON.stringify([{ imageUrl: url }])}::jsonb`,
        sql`${invitations.dividerSettings}->'attendance'->>'customImageUrl' = ${url}`,
        sql`${invitations.dividerSettings}->'wishes'->>'customImageUrl' = ${url}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type RemovedFile = Pick<FileRecord, 'bucket' | 'key' | 'size'>;

/**
 * Deletes the rows of an invitation's own images (call it in the transaction that deletes the
 * invitation, after the delete): a gift or divider file of the invitation's owner (for a preview,
 * an admin's or the seed's) that no other invitation shows. Never a template's image, another
 * host's file or a receipt. Returns what to pass to removeFileBytes once the transaction commits.
 */
export async function deleteInvitationImageRows(db: Db, urls: readonly string[], ownerId: string | null): Promise<RemovedFile[]> {
  const removed: RemovedFile[] = [];
  for (const url of new Set(urls.filter(Boolean))) {
    const file = await resolveFileUrl(db, url);
    if (!file || (file.purpose !== 'gift' && file.purpose !== 'divider')) continue;
    if (!(await ownedBy(db, file, ownerId === null ? 'admin' : { userId: ownerId }))) continue;
    if (await referencedByAnInvitation(db, url)) continue;
    await db.delete(files).where(eq(files.id, file.id));
    removed.push(file);
  }
  return removed;
}

/**
 * Removes the bytes of files whose rows are already gone, with every computed /img/ variant.
 * Rows go first: a failure here leaves an orphan file (logged), never a row without bytes.
 */
export async function removeFileBytes(ctx: Pick<AppContext, 'storage' | 'log'>, removed: readonly RemovedFile[]): Promise<void> {
  for (const { bucket, key, size } of removed) {
    try {
      await ctx.storage.remove(bucket, key);
      await removeImageVariants(ctx.storage, bucket, key, size);
    } catch (error) {
      ctx.log.warn({ err: error, bucket, key }, 'could not remove a stored file');
    }
  }
}

/**
 * Removes one file: its row, its bytes and its variants. `ownerId`, when given, limits it to that
 * owner's file. Returns false when there was no such file.
 */
export async function removeFile(
  ctx: Pick<AppContext, 'storage' | 'database' | 'log'>,
  file: { bucket: string; key: string; ownerId?: string },
): Promise<boolean> {
  const [row] = await ctx.database.db
    .delete(files)
    .where(and(eq(files.bucket, file.bucket), eq(files.key, file.key), file.ownerId === undefined ? undefined : eq(files.ownerId, file.ownerId)))
    .returning({ size: files.size });
  if (!row) return false;
  await removeFileBytes(ctx, [{ bucket: file.bucket, key: file.key, size: row.size }]);
  return true;
}
