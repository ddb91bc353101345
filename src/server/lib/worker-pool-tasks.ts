/**
 * The tasks the worker pool runs (worker-pool.ts calls them by name). Loaded only inside worker
 * threads: keep imports to what the tasks need.
 */
import type { PdfRenderResult } from './pdf-render';
import type { InvoiceDocument } from '@shared/invoices';
import type { GuestFileInput, ParseResult, PhonesResult } from '@server/features/guests/import-parse';
import type { QrRaster } from '@server/features/uploads/duitnow-qr';

/** Loaded on first use: a worker that only draws PDFs never loads the spreadsheet readers, and the other way round. */
const guestImport = () => import('@server/features/guests/import-parse');
const pdfRender = () => import('./pdf-render');
const duitNowQr = () => import('@server/features/uploads/duitnow-qr');
const invoicePdf = () => import('@server/features/invoices/pdf');

export const tasks = {
  /** Does nothing: starts a worker before any task with a time budget needs it. */
  ping: (input: null): null => input,
  /** Draws an uploaded PDF's first pages to one PNG (bytes arrive as a Uint8Array copy: structured clone drops the Buffer class). */
  renderPdf: async (input: Uint8Array): Promise<PdfRenderResult> => (await pdfRender()).renderPdf(input),
  /** Draws an invoice or credit note as a PDF (features/invoices/pdf.ts). */
  renderInvoice: async (input: InvoiceDocument): Promise<Uint8Array> => (await invoicePdf()).renderInvoicePdf(input),
  /** Reads an uploaded guest list (CSV or XLSX) into rows and problems (features/guests/import-parse.ts). */
  parseGuestFile: async (input: GuestFileInput): Promise<ParseResult> => (await guestImport()).parseGuestFile(input),
  /** Checks an import's phones again before it is written. */
  normalizeImportPhones: async (input: { line: number; phone: string }[]): Promise<PhonesResult> => (await guestImport()).normalizeImportPhones(input),
  /** Finds and reads the QR in a gift image's pixels (features/uploads/duitnow-qr.ts); null when there is none. */
  decodeQr: async (input: QrRaster): Promise<string | null> => (await duitNowQr()).decodeQrRaster(input),
};

export type Tasks = typeof tasks;

/** What Piscina calls in the worker: one message names the task and carries its input. */
export default function runNamedTask({ task, input }: { task: keyof Tasks; input: unknown }): unknown {
  const run = tasks[task] as ((input: unknown) => unknown) | undefined;
  if (!run) throw new Error(`unknown task ${String(task)}`);
  return run(input);
}
