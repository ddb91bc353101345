import diagnostics from 'node:diagnostics_channel';
import { RECEIPT_MAX_BYTES } from '@shared/payments';
import { messageError } from '@server/lib/http-error';
import { reencodeImage, sniffImage } from '@server/lib/images';
import { runTask, WorkerPoolBusy, WorkerTaskFailed, WorkerTaskTimeout, WorkerTaskTooLarge } from '@server/lib/worker-pool';

/** A receipt as we keep it: an image we produced (re-encoded, or drawn from a PDF), its type and extension. */
export interface CheckedReceipt {
  body: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'png' | 'jpg' | 'webp';
}

/** Longest side kept for a receipt photo: small print on a bank slip stays readable. */
const RECEIPT_MAX_SIDE = 3000;
/**
 * Memory a PDF's drawing may add to the process (decompressed streams and canvases are not in a
 * worker's heap limit). Measured: a one-page receipt adds about 60 MB, pdf.js loaded included.
 */
const PDF_RENDER_MEMORY_MB = 256;

/** Start and end of each PDF drawing, for tracing (and for the test that proves other requests are answered meanwhile). */
export const pdfCheckChannel = diagnostics.tracingChannel('receipt:pdf-check');

/**
 * Draws a PDF's first pages to one PNG in the worker pool (never on the main thread: a hostile
 * 5 MB file must not hold the event loop), decision 0023. Only the picture is kept, so nothing
 * in the PDF can ever run. A file pdf.js cannot draw, or one that runs past the time budget or
 * the memory allowance, is refused; a full queue answers 503 so the client retries later.
 */
export async function renderReceiptPdf(body: Buffer): Promise<Buffer> {
  let result;
  try {
    result = await runTask('renderPdf', body, { memoryLimitMb: PDF_RENDER_MEMORY_MB });
  } catch (error) {
    if (error instanceof WorkerPoolBusy) throw messageError(503, 'RECEIPT_CHECK_BUSY', { code: 'BUSY', headers: { 'Retry-After': '10' } });
    if (error instanceof WorkerTaskTimeout || error instanceof WorkerTaskTooLarge || error instanceof WorkerTaskFailed) throw messageError(400, 'RECEIPT_UNREADABLE_PDF', { code: 'UNREADABLE_PDF' });
    throw error;
  }
  if (!result.ok) throw messageError(400, 'RECEIPT_UNREADABLE_PDF', { code: 'UNREADABLE_PDF' });
  return Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength);
}

/**
 * Decides what an uploaded receipt is from its bytes (never its name or the browser's type):
 * PNG, JPEG and WebP are decoded and re-encoded (EXIF and anything hidden dropped); a PDF
 * (starting with `%PDF-`) is drawn to a PNG, and only the PNG is kept; anything else is refused.
 */
export async function checkReceipt(body: Buffer): Promise<CheckedReceipt> {
  if (body.length > RECEIPT_MAX_BYTES) throw messageError(413, 'RECEIPT_TOO_LARGE', { code: 'TOO_LARGE' });
  if (body.length === 0) throw messageError(400, 'PAYMENT_MISSING_FIELDS', { code: 'MISSING_FIELDS' });

  if (body.subarray(0, 5).toString('latin1') === '%PDF-') {
    const picture = await pdfCheckChannel.tracePromise(() => renderReceiptPdf(body), { size: body.length });
    return { body: picture, contentType: 'image/png', ext: 'png' };
  }

  const format = sniffImage(body);
  if (format !== 'png' && format !== 'jpeg' && format !== 'webp') throw messageError(400, 'RECEIPT_WRONG_TYPE', { code: 'RECEIPT_TYPE' });
  const output = await reencodeImage(body, format, { maxSide: RECEIPT_MAX_SIDE });
  if (!output) throw messageError(400, 'RECEIPT_WRONG_TYPE', { code: 'RECEIPT_TYPE' });
  return format === 'jpeg'
    ? { body: output, contentType: 'image/jpeg', ext: 'jpg' }
    : { body: output, contentType: `image/${format}`, ext: format };
}
