import { randomBytes } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import type { QrCheck } from '@shared/gift-methods';
import { GIFT_IMAGE_MAX_BYTES } from '@shared/constants';
import { UPLOAD_KINDS, type UploadedImage, type UploadKind } from '@shared/uploads';
import type { AppContext } from '@server/context';
import { parseFileUrl, PURPOSE_BUCKET, removeFile, storeFile, type FilePurpose } from '@server/lib/files';
import { messageError } from '@server/lib/http-error';
import { MAX_INPUT_PIXELS, reencodeImage, sniffImage } from '@server/lib/images';
import { runTask } from '@server/lib/worker-pool';
import { checkPaymentPayload, QR_DECODE_MAX_SIDE } from './duitnow-qr';

/** A gift or divider that is not a PNG/JPG(/GIF) by its content (the editor's `imageType` words). */
export const notAnImage = () => messageError(400, 'UPLOAD_NOT_AN_IMAGE', { code: 'NOT_AN_IMAGE' });
/** A gift or divider over 5 MB (the editor's `imageSize` words). */
export const imageTooLarge = () => messageError(413, 'UPLOAD_TOO_LARGE', { code: 'TOO_LARGE' });
const fileNotFound = () => messageError(404, 'UPLOAD_FILE_NOT_FOUND', { code: 'NOT_FOUND' });

export const UPLOAD_MAX_BYTES = GIFT_IMAGE_MAX_BYTES;
/** Longest side kept: plenty for a phone screen, and it bounds storage. */
const MAX_SIDE = 2000;

const ALLOWED: Record<UploadKind, readonly string[]> = {
  gift: ['png', 'jpeg', 'gif'],
  divider: ['png', 'jpeg'],
};

/** Re-encodes with the shared pipeline; an undecodable file is not an image we will serve. */
async function reencode(body: Buffer, format: 'png' | 'jpeg' | 'gif'): Promise<Buffer> {
  const output = await reencodeImage(body, format, { maxSide: MAX_SIDE, animated: format === 'gif' });
  if (!output) throw notAnImage();
  return output;
}

/** How long the QR's decoding may take in its worker; past it the host is told it was not checked. */
/** Generous: on a busy machine the pool queues the task; a typical decode takes a few hundred ms and runs off the event loop. */
const QR_TASK_BUDGET_MS = 15_000;

/**
 * What the QR in a gift image says (product.md §16): its pixels (bounded to QR_DECODE_MAX_SIDE, on a
 * white ground for a transparent PNG) are decoded in the worker pool, off the event loop; the text
 * is checked as an EMVCo / DuitNow payload. Never throws: a busy pool or a failed decode is
 * 'unchecked', no QR found is 'no_qr'.
 */
export async function checkGiftQr(image: Buffer): Promise<QrCheck> {
  let raster: { data: Buffer; info: OutputInfo };
  try {
    raster = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: QR_DECODE_MAX_SIDE, height: QR_DECODE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return 'no_qr';
  }
  let text: string | null;
  try {
    const { data, info } = raster;
    text = await runTask('decodeQr', { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height }, { timeoutMs: QR_TASK_BUDGET_MS });
  } catch {
    return 'unchecked';
  }
  return text === null ? 'no_qr' : checkPaymentPayload(text);
}

/** product.md §7 storage paths: gifts/gift-images/{timestamp-random}.{ext}; invitations/uploaded-borders/{random}.{ext}. */
export async function saveUpload(ctx: AppContext, kind: UploadKind, ownerId: string, body: Buffer): Promise<UploadedImage> {
  if (body.length > UPLOAD_MAX_BYTES) throw imageTooLarge();
  const format = sniffImage(body);
  if (!format || !ALLOWED[kind].includes(format)) throw notAnImage();
  const output = await reencode(body, format as 'png' | 'jpeg' | 'gif');
  const ext = format === 'jpeg' ? 'jpg' : format;
  const random = randomBytes(8).toString('hex');
  const key = kind === 'gift' ? `gift-images/${Date.now()}-${random}.${ext}` : `uploaded-borders/${random}.${ext}`;
  // The uploader owns the file: only they may put it in an invitation or delete it (decision 0014).
  // A gift image is usually a DuitNow QR: read it (on the stored copy, already bounded) while it is stored.
  const [stored, qr] = await Promise.all([
    storeFile(ctx, { bucket: PURPOSE_BUCKET[kind], key, body: output, contentType: `image/${format}`, isPublic: true, ownerId }),
    kind === 'gift' ? checkGiftQr(output) : Promise.resolve(undefined),
  ]);
  return qr ? { url: stored.url, qr } : { url: stored.url };
}

/** The purposes these routes store, and the only files they may delete. */
const UPLOAD_PURPOSES: readonly FilePurpose[] = UPLOAD_KINDS;

/**
 * Removes a gift or divider image the user uploaded (a replaced or removed one), with its /img/
 * variants. Anything else (another user's file, a receipt, a template's image, a photo: those go
 * through DELETE /api/photos/:id, which knows whether an invitation shows them): not found.
 */
export async function deleteUpload(ctx: AppContext, ownerId: string, url: string): Promise<void> {
  const file = parseFileUrl(url);
  // A photo, in its own bucket or an older one in the dividers' (purposeOf), is never a divider here.
  if (!file || !UPLOAD_PURPOSES.includes(file.purpose)) throw fileNotFound();
  if (!(await removeFile(ctx, { bucket: file.bucket, key: file.key, ownerId }))) throw fileNotFound();
}
