import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { pdfCheckChannel } from '@server/features/payments/receipt';
import { closeWorkerPool, runTask, WorkerTaskTimeout, WorkerTaskTooLarge } from '@server/lib/worker-pool';
import { insertInvitation } from '../support/invitations';
import { encodeForm } from '../support/multipart';
import { pdfStream, testPdf } from '../support/payments';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';

/**
 * No request can hold the event loop: while a hostile PDF receipt is being drawn (decision 0023),
 * a real listening server keeps answering GET /api/health. The assertion is on order, not on
 * time: health answers must arrive between the start and the end of the PDF's drawing (which
 * work on the main thread, synchronous from start to end, makes impossible). Latencies are
 * printed, as the measure.
 */

let t: TestApp;
let base: string;
let host: Awaited<ReturnType<typeof signedInUser>>;

const HEAD = '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n';
const repeatTo = (size: number, unit: string) => Buffer.concat([Buffer.from(HEAD, 'latin1'), Buffer.from(unit.repeat(Math.floor((size - HEAD.length) / unit.length)), 'latin1')]);

/** Harmless but heavy: a page of 40,000 small filled boxes, each one drawn. */
const manyBoxes = testPdf(
  '/Resources << /XObject << /Boxes 6 0 R >> >>',
  [pdfStream('/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Filter /FlateDecode', deflateSync(Buffer.from(Array.from({ length: 40_000 }, (_, i) => `${(i % 7) / 7} 0.5 0.5 rg ${i % 590} ${(i * 7) % 840} 4 4 re f`).join('\n'))))],
);
/** A decompression bomb: 1 MB of Flate that is 1 GB of zeros, as the font file of the page's text. */
const fontBomb = testPdf('/Resources << /Font << /F1 6 0 R >> >>', [
  '<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 /FontDescriptor 7 0 R >>',
  '<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 8 0 R >>',
  pdfStream('/Filter /FlateDecode', deflateSync(Buffer.alloc(1024 * 1024 * 1024), { level: 9 })),
]);
/** 5 MB of stream headers before one `endstream` (quadratic for a reader that searches from each). */
const headersBeforeOneEnd = Buffer.concat([repeatTo(5 * 1024 * 1024 - 20, '1 0 obj << /Filter /ASCIIHexDecode >>\nstream\n'), Buffer.from('\nendstream\n', 'latin1')]);
/** 5 MB of stream headers with no `endstream` at all. */
const unterminated = repeatTo(5 * 1024 * 1024, '<< /Filter /FlateDecode >>\nstream\n');

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  host = await signedInUser(t, 'event-loop@example.com');
  // Workers start lazily; start one now so the measure is the drawing, not the worker's start.
  expect((await runTask('renderPdf', testPdf())).ok).toBe(true);
});
afterAll(async () => {
  await closeWorkerPool();
  await t.close();
});

async function upload(body: Buffer): Promise<{ status: number; message?: string }> {
  const invitation = await insertInvitation(t.ctx.database.db, { userId: host.id, templateStatus: 'Draft' });
  const form = new FormData();
  form.append('invitationId', invitation.id);
  form.append('packageType', 'silver');
  form.append('receipt', new Blob([new Uint8Array(body)], { type: 'application/pdf' }), 'receipt.pdf');
  const { payload, contentType } = await encodeForm(form);
  const response = await fetch(`${base}/api/payments`, {
    method: 'POST',
    body: new Uint8Array(payload),
    headers: { origin: TEST_ORIGIN, cookie: host.client.cookieHeader, 'content-type': contentType },
  });
  const json = (await response.json()) as { error?: { message: string } };
  return { status: response.status, message: json.error?.message };
}

/**
 * Uploads `body` while polling /api/health one request after another, and logs, in order: the
 * check's start and end (from its tracing channel), each health answer, and the upload's answer.
 */
async function uploadWhilePolling(label: string, body: Buffer) {
  const events: string[] = [];
  const latencies: number[] = [];
  const ignore = () => {};
  const handlers = { start: () => void events.push('check-start'), end: ignore, asyncStart: ignore, asyncEnd: () => void events.push('check-end'), error: ignore };
  pdfCheckChannel.subscribe(handlers);
  let done = false;
  const polling = (async () => {
    while (!done) {
      const sent = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (response.status === 200) events.push('health');
    }
  })();
  try {
    const result = await upload(body);
    events.push('upload-answered');
    return { result, events, latencies };
  } finally {
    done = true;
    await polling;
    pdfCheckChannel.unsubscribe(handlers);
    const during = events.slice(events.indexOf('check-start'), events.indexOf('check-end')).filter((event) => event === 'health').length;
    const sorted = [...latencies].sort((a, b) => a - b);
    console.info(
      `${label} (${(body.length / 1024 / 1024).toFixed(1)} MB): ${latencies.length} health answers, ${during} during the PDF check; ` +
        `latency ms median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)}, max ${sorted.at(-1)?.toFixed(1)}`,
    );
  }
}

const healthDuringCheck = (events: string[]) => {
  const start = events.indexOf('check-start');
  const end = events.indexOf('check-end');
  expect(start, events.join(' ')).toBeGreaterThanOrEqual(0);
  expect(end, 'the check ends before the upload answers').toBeLessThan(events.indexOf('upload-answered'));
  return events.slice(start, end).filter((event) => event === 'health').length;
};

describe('a hostile PDF receipt does not hold the event loop', () => {
  it('a drawing past its memory allowance is stopped (its worker terminated) and reported as such: a 1 GB decompression bomb', async () => {
    // Alone here, with no time budget to speak of: only the memory watch can stop it.
    await expect(runTask('renderPdf', fontBomb, { memoryLimitMb: 64, timeoutMs: 600_000 })).rejects.toBeInstanceOf(WorkerTaskTooLarge);
    expect((await runTask('renderPdf', testPdf())).ok).toBe(true);
  });

  it('health answers while a page of 40,000 boxes is drawn (the upload is accepted)', async () => {
    const { result, events } = await uploadWhilePolling('many boxes', manyBoxes);
    expect(result.status, result.message).toBe(201);
    expect(healthDuringCheck(events)).toBeGreaterThanOrEqual(3);
  });

  it('health answers while a 1 GB decompression bomb is refused (memory allowance or time budget)', async () => {
    const { result, events } = await uploadWhilePolling('decompression bomb', fontBomb);
    expect(result).toEqual({ status: 400, message: MESSAGES.receiptUnreadablePdf });
    expect(healthDuringCheck(events)).toBeGreaterThanOrEqual(1);
  });

  it('5 MB of stream headers before one endstream, and 5 MB with none, are refused, with health answering meanwhile', async () => {
    for (const [label, body] of [['headers before one endstream', headersBeforeOneEnd], ['unterminated streams', unterminated]] as const) {
      const { result, events } = await uploadWhilePolling(label, body);
      expect(result, label).toEqual({ status: 400, message: MESSAGES.receiptUnreadablePdf });
      expect(healthDuringCheck(events), label).toBeGreaterThanOrEqual(1);
    }
  });

  it('a task past its time budget is stopped (its worker terminated) and reported as such', async () => {
    await expect(runTask('renderPdf', manyBoxes, { timeoutMs: 1 })).rejects.toBeInstanceOf(WorkerTaskTimeout);
    // The pool still works afterwards, on a fresh worker.
    expect((await runTask('renderPdf', testPdf())).ok).toBe(true);
  });
});
