import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@shared/templates';
import type { Storage } from './storage';

/** The raster formats we accept, told apart by their bytes. */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/** Decoded size cap: a small file that inflates to a huge bitmap (a decompression bomb) is refused. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The image format from the bytes themselves (magic numbers), never the name or the client's type. */
export function sniffImage(body: Buffer): ImageFormat | null {
  if (body.length >= 8 && body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'jpeg';
  if (body.length >= 6 && ['GIF87a', 'GIF89a'].includes(body.subarray(0, 6).toString('latin1'))) return 'gif';
  if (body.length >= 12 && body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/**
 * The size an image's header states, read without decoding a pixel (null when the header does not
 * read). No pixel limit applies to reading a header: sharp's default limit (16383 × 16383) would make
 * a larger bomb fail here as "not an image" instead of "too large". A PNG's IHDR is read directly,
 * since libspng refuses sizes near the format's own maximum (2³¹ − 1) as a corrupt header.
 */
export async function imageDimensions(body: Buffer): Promise<{ width: number; height: number } | null> {
  if (sniffImage(body) === 'png' && body.length >= 24 && body.subarray(12, 16).toString('latin1') === 'IHDR') {
    const width = body.readUInt32BE(16);
    const height = body.readUInt32BE(20);
    return width > 0 && height > 0 ? { width, height } : null;
  }
  try {
    const { width, height } = await sharp(body, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Decodes and re-encodes an image (which drops EXIF/GPS and anything hidden in the file), turned
 * upright and shrunk to fit `maxSide`. Null when the bytes do not decode, are truncated, or exceed
 * the pixel limit: callers answer that with their own message.
 */
export async function reencodeImage(body: Buffer, output: ImageFormat, options: { maxSide: number; animated?: boolean }): Promise<Buffer | null> {
  try {
    const image = sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, animated: options.animated ?? false })
      .rotate()
      .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true });
    if (output === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (output === 'gif') return await image.gif().toBuffer();
    if (output === 'webp') return await image.webp({ quality: 85 }).toBuffer();
    return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch {
    return null;
  }
}

/** Where computed variants (/img/{width}/…) live in storage; not a public bucket, so /files/ never serves it. */
export const VARIANTS_BUCKET = 'image_variants';

/** One computed variant of a stored file; the file's size is part of the key, so a replaced file gets new variants. */
export function variantKeyOf(bucket: string, key: string, width: ImageVariantWidth, size: number): string {
  return `${bucket}/${key}/${width}-${size}.webp`;
}

/** Removes every computed variant of a file that is being deleted (its files row gives the size). */
export async function removeImageVariants(storage: Storage, bucket: string, key: string, size: number): Promise<void> {
  await Promise.all(IMAGE_VARIANT_WIDTHS.map((width) => storage.remove(VARIANTS_BUCKET, variantKeyOf(bucket, key, width, size))));
}
