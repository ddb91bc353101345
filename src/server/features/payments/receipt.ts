import diagnostics from 'node:diagnostics_channel';
import { MESSAGES } from '@shared/messages';
import { RECEIPT_MAX_BYTES } from '@shared/payments';
import { HttpError } from '@server/lib/http-error';
import { reencodeImage, sniffImage } from '@server/lib/images';
import type { PdfScanResult } from '@server/lib/pdf-scan';
import { runTask, WorkerPoolBusy, WorkerTaskFailed, WorkerTaskTimeout } from '@server/lib/worker-pool';

/** A receipt as we keep it: bytes we produced or checked, the type we serve it with, its extension. */
export interface CheckedReceipt {
  body: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';
  ext: 'png' | 'jpg' | 'webp' | 'pdf';
}

/** Longest side kept for a receipt photo: small print on a bank slip stays readable. */
const RECEIPT_MAX_SIDE = 3000;

/** Start and end of each PDF check, for tracing (and for the test that proves other requests are answered meanwhile). */
export const pdfCheckChannel = diagnostics.tracingChannel('receipt:pdf-check');

/**
 * Scans a PDF in the worker pool (never on the main thread: a hostile 5 MB file must not hold the
 * event loop): active content refuses it, and so does anything the scanner cannot fully read,
 * past its time budget included. A full queue answers 503 so the client retries later.
 */
async function checkPdf(body: Buffer): Promise<void> {
  let result: PdfScanResult;
  try {
    result = await runTask('scanPdf', body);
  } catch (error) {
    if (error instanceof WorkerPoolBusy) throw new HttpError(503, 'BUSY', MESSAGES.receiptCheckBusy, { 'Retry-After': '10' });
    if (error instanceof WorkerTaskTimeout || error instanceof WorkerTaskFailed) throw new HttpError(400, 'UNREADABLE_PDF', MESSAGES.receiptUnreadablePdf);
    throw error;
  }
  if (result.verdict === 'active') throw new HttpError(400, 'ACTIVE_PDF', MESSAGES.receiptActivePdf);
  if (result.verdict === 'unreadable') throw new HttpError(400, 'UNREADABLE_PDF', MESSAGES.receiptUnreadablePdf);
}

/**
 * Decides what an uploaded receipt is from its bytes (never its name or the browser's type):
 * PNG, JPEG and WebP are decoded and re-encoded (EXIF and anything hidden dropped); a PDF must
 * start with `%PDF-`, be fully readable and carry no active content; anything else is refused.
 */
export async function checkReceipt(body: Buffer): Promise<CheckedReceipt> {
  if (body.length > RECEIPT_MAX_BYTES) throw new HttpError(413, 'TOO_LARGE', MESSAGES.receiptTooLarge);
  if (body.length === 0) throw new HttpError(400, 'MISSING_FIELDS', MESSAGES.paymentMissingFields);

  if (body.subarray(0, 5).toString('latin1') === '%PDF-') {
    await pdfCheckChannel.tracePromise(() => checkPdf(body), { size: body.length });
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
