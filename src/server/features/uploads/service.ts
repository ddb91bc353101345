import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { GIFT_IMAGE_MAX_BYTES } from '../../../shared/constants';
import type { AppContext } from '../../context';
import { files } from '../../db/schema';
import { storeFile } from '../../lib/files';
import { HttpError, notFound } from '../../lib/http-error';

export const UPLOAD_MESSAGES = {
  notImage: 'Please upload an image file',
  tooLarge: 'Image size should be less than 5MB',
} as const;

export const UPLOAD_MAX_BYTES = GIFT_IMAGE_MAX_BYTES;
/** Decoded size cap: a small file that inflates to a huge bitmap (a decompression bomb) is refused. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Longest side kept: plenty for a phone screen, and it bounds storage. */
const MAX_SIDE = 2000;

type Kind = 'gift' | 'divider';
const ALLOWED: Record<Kind, readonly string[]> = {
  gift: ['png', 'jpeg', 'gif'],
  divider: ['png', 'jpeg'],
};

/** The image format from the bytes themselves (magic numbers), never the name or the client's type. */
export function sniffImage(body: Buffer): 'png' | 'jpeg' | 'gif' | 'webp' | null {
  if (body.length >= 8 && body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'jpeg';
  if (body.length >= 6 && ['GIF87a', 'GIF89a'].includes(body.subarray(0, 6).toString('latin1'))) return 'gif';
  if (body.length >= 12 && body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** Re-encodes (dropping EXIF/GPS and anything hidden in the file), bounded in pixels and size. */
async function reencode(body: Buffer, format: 'png' | 'jpeg' | 'gif'): Promise<Buffer> {
  try {
    const image = sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, animated: format === 'gif' }).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (format === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (format === 'gif') return await image.gif().toBuffer();
    return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch {
    // Undecodable, truncated, or over the pixel limit: not an image we will serve.
    throw new HttpError(400, 'NOT_AN_IMAGE', UPLOAD_MESSAGES.notImage);
  }
}

/** SPEC §7 storage paths: gifts/gift-images/{timestamp-random}.{ext}; invitations/uploaded-borders/{random}.{ext}. */
export async function saveUpload(ctx: AppContext, kind: Kind, ownerId: string, body: Buffer): Promise<{ url: string }> {
  if (body.length > UPLOAD_MAX_BYTES) throw new HttpError(413, 'TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
  const format = sniffImage(body);
  if (!format || !ALLOWED[kind].includes(format)) throw new HttpError(400, 'NOT_AN_IMAGE', UPLOAD_MESSAGES.notImage);
  const output = await reencode(body, format as 'png' | 'jpeg' | 'gif');
  const ext = format === 'jpeg' ? 'jpg' : format;
  const random = randomBytes(8).toString('hex');
  const [bucket, key] =
    kind === 'gift' ? (['gifts', `gift-images/${Date.now()}-${random}.${ext}`] as const) : (['invitations', `uploaded-borders/${random}.${ext}`] as const);
  const stored = await storeFile(ctx, { bucket, key, body: output, contentType: `image/${format}`, isPublic: true, ownerId });
  return { url: stored.url };
}

/** Removes a file the user uploaded (a replaced or removed gift image); others' files: not found. */
export async function deleteUpload(ctx: AppContext, ownerId: string, url: string): Promise<void> {
  const match = url.match(/^\/files\/([a-z_]+)\/(.+)$/);
  if (!match) throw notFound('File not found');
  const [, bucket, key] = match as unknown as [string, string, string];
  const [row] = await ctx.database.db
    .delete(files)
    .where(and(eq(files.bucket, bucket), eq(files.key, key), eq(files.ownerId, ownerId)))
    .returning({ id: files.id });
  if (!row) throw notFound('File not found');
  await ctx.storage.remove(bucket, key);
}
