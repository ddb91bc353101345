import { constants as zlibConstants, inflateSync } from 'node:zlib';
import { MESSAGES } from '../../../shared/messages';
import { RECEIPT_MAX_BYTES } from '../../../shared/payments';
import { HttpError } from '../../lib/http-error';
import { reencodeImage, sniffImage } from '../../lib/images';

/** A receipt as we keep it: bytes we produced or checked, the type we serve it with, its extension. */
export interface CheckedReceipt {
  body: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';
  ext: 'png' | 'jpg' | 'webp' | 'pdf';
}

/** Longest side kept for a receipt photo: small print on a bank slip stays readable. */
const RECEIPT_MAX_SIDE = 3000;

/**
 * PDF names that make a viewer run, send or open something: scripts (also those an /OpenAction
 * points at), launching programs, embedded files, rich media, XFA forms, form submission. A bank
 * receipt needs none of them, so such a PDF is refused. A plain /OpenAction (a zoom level) is fine.
 */
const ACTIVE_PDF_MARKERS = [/\/JavaScript\b/, /\/JS\b/, /\/Launch\b/, /\/EmbeddedFiles?\b/, /\/RichMedia\b/, /\/XFA\b/, /\/SubmitForm\b/, /\/ImportData\b/];
/** Inflated bytes looked at per receipt: enough for any receipt, and a zip bomb stops here. */
const MAX_INFLATED_BYTES = 20 * 1024 * 1024;

/** PDF names may hide letters as #xx escapes (/J#61vaScript); undo them before looking. */
const decodePdfNames = (text: string) => text.replace(/\/[^\s/<>[\]()]+/g, (name) => name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));

/**
 * The PDF's text as a viewer would parse it: the file itself plus its Flate-compressed streams
 * (object streams can hide the dictionaries that carry scripts).
 */
function pdfText(body: Buffer): string {
  const parts = [body.toString('latin1')];
  let budget = MAX_INFLATED_BYTES;
  for (const match of parts[0]!.matchAll(/stream\r?\n/g)) {
    if (budget <= 0) break;
    const start = match.index + match[0].length;
    const end = body.indexOf('endstream', start, 'latin1');
    if (end < 0) break;
    try {
      const inflated = inflateSync(body.subarray(start, end), { maxOutputLength: budget, finishFlush: zlibConstants.Z_SYNC_FLUSH });
      budget -= inflated.length;
      parts.push(inflated.toString('latin1'));
    } catch {
      // Not Flate data (an image stream, say), or over the budget: nothing to read there.
    }
  }
  return parts.join('\n');
}

/**
 * Decides what an uploaded receipt is from its bytes (never its name or the browser's type):
 * PNG, JPEG and WebP are decoded and re-encoded (EXIF and anything hidden dropped); a PDF must
 * start with `%PDF-` and carry no active content; anything else is refused.
 */
export async function checkReceipt(body: Buffer): Promise<CheckedReceipt> {
  if (body.length > RECEIPT_MAX_BYTES) throw new HttpError(413, 'TOO_LARGE', MESSAGES.receiptTooLarge);
  if (body.length === 0) throw new HttpError(400, 'MISSING_FIELDS', MESSAGES.paymentMissingFields);

  if (body.subarray(0, 5).toString('latin1') === '%PDF-') {
    const text = decodePdfNames(pdfText(body));
    if (ACTIVE_PDF_MARKERS.some((marker) => marker.test(text))) throw new HttpError(400, 'ACTIVE_PDF', MESSAGES.receiptActivePdf);
    return { body, contentType: 'application/pdf', ext: 'pdf' };
  }

  const format = sniffImage(body);
  if (format !== 'png' && format !== 'jpeg' && format !== 'webp') throw new HttpError(400, 'RECEIPT_TYPE', MESSAGES.receiptWrongType);
  const output = await reencodeImage(body, format, { maxSide: RECEIPT_MAX_SIDE });
  if (!output) throw new HttpError(400, 'RECEIPT_TYPE', MESSAGES.receiptWrongType);
  return format === 'jpeg'
    ? { body: output, contentType: 'image/jpeg', ext: 'jpg' }
    : { body: output, contentType: `image/${format}`, ext: format };
}
