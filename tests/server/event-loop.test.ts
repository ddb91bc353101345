import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { pdfCheckChannel } from '@server/features/payments/receipt';
import { closeWorkerPool, runTask, WorkerTaskTimeout } from '@server/lib/worker-pool';
import { insertInvitation } from '../support/invitations';
import { encodeForm } from '../support/multipart';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';

/**
 * No request can hold the event loop: while a hostile PDF receipt is being checked, a real
 * listening server keeps answering GET /api/health. The assertion is on order, not on time: health
 * answers must arrive between the start and the end of the PDF check (which an on-thread scan,
 * synchronous from start to end, makes impossible). Latencies are printed, as the measure.
 */

let t: TestApp;
let base: string;
let host: Awaited<ReturnType<typeof signedInUser>>;

const HEAD = '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n';
const repeatTo = (size: number, unit: string | Buffer) => {
  const piece = typeof unit === 'string' ? Buffer.from(unit, 'latin1') : unit;
  return Buffer.concat([Buffer.from(HEAD, 'latin1'), ...Array.from({ length: Math.floor((size - HEAD.length) / piece.length) }, () => piece)]);
};
const smallStream = (() => {
  const data = deflateSync(Buffer.from('<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] >>'));
  return Buffer.concat([Buffer.from(`5 0 obj << /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream\nendobj\n', 'latin1')]);
})();

/** Harmless but heavy: thousands of small compressed streams, each one decoded and scanned. */
const manyStreams = repeatTo(1024 * 1024, smallStream);
/** 5 MB of stream headers before one `endstream`: quadratic for a scanner that searches from each. */
const headersBeforeOneEnd = Buffer.concat([repeatTo(5 * 1024 * 1024 - 20, '1 0 obj << /Filter /ASCIIHexDecode >>\nstream\n'), Buffer.from('\nendstream\n', 'latin1')]);
/** 5 MB of stream headers with no `endstream` at all. */
const unterminated = repeatTo(5 * 1024 * 1024, '<< /Filter /FlateDecode >>\nstream\n');

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  host = await signedInUser(t, 'event-loop@example.com');
  // Workers start lazily; start one now so the measure is the scan, not the worker's start.
  await runTask('scanPdf', Buffer.from(HEAD, 'latin1'));
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
  it('health answers while thousands of compressed streams are being decoded (the upload is accepted)', async () => {
    const { result, events } = await uploadWhilePolling('many streams', manyStreams);
    expect(result.status, result.message).toBe(201);
    expect(healthDuringCheck(events)).toBeGreaterThanOrEqual(3);
  });

  it('health answers while 5 MB of stream headers before one endstream are checked (refused as unreadable)', async () => {
    const { result, events } = await uploadWhilePolling('headers before one endstream', headersBeforeOneEnd);
    expect(result).toEqual({ status: 400, message: MESSAGES.receiptUnreadablePdf });
    expect(healthDuringCheck(events)).toBeGreaterThanOrEqual(1);
  });

  it('5 MB of unterminated stream keywords is refused as unreadable, with health answering meanwhile', async () => {
    const { result, events } = await uploadWhilePolling('unterminated streams', unterminated);
    expect(result).toEqual({ status: 400, message: MESSAGES.receiptUnreadablePdf });
    expect(healthDuringCheck(events)).toBeGreaterThanOrEqual(1);
  });

  it('a task past its time budget is stopped (its worker terminated) and reported as such', async () => {
    await expect(runTask('scanPdf', manyStreams, { timeoutMs: 1 })).rejects.toBeInstanceOf(WorkerTaskTimeout);
    // The pool still works afterwards, on a fresh worker.
    expect((await runTask('scanPdf', Buffer.from(HEAD, 'latin1'))).verdict).toBe('clean');
  });
});
