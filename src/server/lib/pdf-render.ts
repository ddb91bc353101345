import { createRequire } from 'node:module';
import path from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Renders the first pages of an uploaded PDF to one PNG with pdf.js (decision 0023). Only the
 * picture is kept and shown, so nothing a PDF can carry (scripts, actions, attachments, forms)
 * survives: a picture has no active content. Runs in a worker thread (worker-pool-tasks.ts), under
 * the pool's time and memory budgets; the bounds below keep every picture small whatever the file claims.
 */

/** Pages kept: a bank receipt is one or two pages; the rest of a longer file is not drawn. */
export const MAX_RENDERED_PAGES = 3;
/** Drawing resolution: 150 dpi keeps a bank slip's small print readable. */
const RENDER_DPI = 150;
/** Longest side of one drawn page, whatever its MediaBox says (a 1e9-point page is drawn at this size). */
export const MAX_PAGE_SIDE = 2000;
/** Grey band between stacked pages, so the admin sees where a page ends. */
const PAGE_GAP = 12;
/** Largest image inside the PDF that pdf.js decodes (pixels); a bigger one is left out of the picture. */
const MAX_EMBEDDED_IMAGE_PIXELS = 16_000_000;
/** Largest scratch canvas pdf.js may make for a pattern or group. */
const MAX_SCRATCH_CANVAS_BYTES = 64 * 1024 * 1024;

export type PdfRenderResult =
  | { ok: true; png: Uint8Array; pages: number; width: number; height: number }
  /** The file is not a PDF pdf.js can draw (broken structure, no page, a password, ...). */
  | { ok: false; reason: string };

const require = createRequire(import.meta.url);
/** pdf.js's folder: its fonts for the 14 standard PDF fonts, character maps and decoders (WebAssembly). */
const PDFJS_ROOT = path.dirname(require.resolve('pdfjs-dist/package.json'));
const folderUrl = (name: string) => `${path.join(PDFJS_ROOT, name)}${path.sep}`;

/** Size of a page drawn at RENDER_DPI, shrunk so its longest side fits MAX_PAGE_SIDE; at least 1 px each way. */
export function pageScale(width: number, height: number): number {
  const longest = Math.max(width, height, 1);
  return Math.min(RENDER_DPI / 72, MAX_PAGE_SIDE / longest);
}

type Pdfjs = typeof PdfjsModule;
let loading: Promise<Pdfjs> | null = null;

/**
 * Loads pdf.js (its legacy build, the one it supports on Node) once per worker, on first use, so a
 * worker that never draws a PDF never loads it. The parser runs in this thread (pdf.js's "fake
 * worker", handed over as globalThis.pdfjsWorker): we are already off the main thread.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    // No type declarations ship for the parser's module; pdf.js reads only its WorkerMessageHandler.
    const parser: unknown = await import(/* @vite-ignore */ 'pdfjs-dist/legacy/build/pdf.worker.mjs' as string);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = parser;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}

export async function renderPdf(bytes: Uint8Array): Promise<PdfRenderResult> {
  const pdfjs = await loadPdfjs();
  const { createCanvas } = await import('@napi-rs/canvas');
  const task = pdfjs.getDocument({
    data: bytes,
    // Never compile a font to JavaScript (the path of CVE-2024-4367), never run XFA or scripts.
    isEvalSupported: false,
    enableXfa: false,
    // No system fonts and no font loading: glyphs are drawn as paths from the file or pdf.js's own fonts.
    useSystemFonts: false,
    disableFontFace: true,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    maxImageSize: MAX_EMBEDDED_IMAGE_PIXELS,
    canvasMaxAreaInBytes: MAX_SCRATCH_CANVAS_BYTES,
    standardFontDataUrl: folderUrl('standard_fonts'),
    cMapUrl: folderUrl('cmaps'),
    cMapPacked: true,
    wasmUrl: folderUrl('wasm'),
    iccUrl: folderUrl('iccs'),
    // Errors only (a warning on console would fail the test suite and says nothing to a user).
    verbosity: 0,
  });
  let document: Awaited<typeof task.promise> | null = null;
  try {
    document = await task.promise;
    const count = Math.min(document.numPages, MAX_RENDERED_PAGES);
    if (count < 1) return { ok: false, reason: 'no pages' };
    const drawn: Canvas[] = [];
    for (let number = 1; number <= count; number += 1) {
      const page = await document.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: pageScale(natural.width, natural.height) });
      const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      // Annotations' own appearance is drawn (a bank's stamp), never a form or a link. pdf.js's types name
      // the DOM canvas; @napi-rs/canvas implements the same 2D API.
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport, annotationMode: pdfjs.AnnotationMode.ENABLE }).promise;
      page.cleanup();
      drawn.push(canvas);
    }
    const width = Math.max(...drawn.map((canvas) => canvas.width));
    const height = drawn.reduce((sum, canvas) => sum + canvas.height, 0) + PAGE_GAP * (drawn.length - 1);
    const sheet = createCanvas(width, height);
    const context = sheet.getContext('2d');
    context.fillStyle = '#d6d3d1';
    context.fillRect(0, 0, width, height);
    let top = 0;
    for (const canvas of drawn) {
      context.drawImage(canvas, 0, top);
      top += canvas.height + PAGE_GAP;
    }
    const png = await sheet.encode('png');
    return { ok: true, png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), pages: drawn.length, width, height };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  } finally {
    await (document ? document.destroy() : task.destroy());
  }
}
