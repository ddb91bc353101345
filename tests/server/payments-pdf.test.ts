import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { files, paymentDetails, type invitations } from '@server/db/schema';
import { storeFile } from '@server/lib/files';
import { closeWorkerPool } from '@server/lib/worker-pool';
import { insertInvitation } from '../support/invitations';
import { insertPayment, pdfFile, pdfStream, submitPaymentForm, testPdf } from '../support/payments';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';

/**
 * Receipt PDFs (issue 27, LOW 1; decision 0023): a PDF is kept and shown only as the picture of its
 * first pages, drawn by pdf.js in the worker pool. Active content cannot reach anyone because
 * no PDF byte is stored or served; a file pdf.js cannot draw is refused.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'pdf-admin@example.com', 'secret-password', { admin: true });
});
afterAll(async () => {
  await closeWorkerPool();
  await t.close();
});

const db = () => t.ctx.database.db;
let counter = 0;
async function hostWithInvitation(values: Partial<typeof invitations.$inferInsert> = {}) {
  counter += 1;
  const host = await signedInUser(t, `pdf-payer-${counter}@example.com`);
  const invitation = await insertInvitation(db(), { userId: host.id, templateStatus: 'Draft', ...values });
  return { host, invitation };
}

/** Uploads `body` as a new host's receipt; answers the response, and the stored file and its bytes when accepted. */
async function upload(body: Buffer) {
  const { host, invitation } = await hostWithInvitation();
  const response = await submitPaymentForm(t.app, host.client, { invitationId: invitation.id, packageType: 'silver', receipt: { body, fileName: 'receipt.pdf', type: 'application/pdf' } });
  if (response.statusCode !== 201) return { response, host, stored: null };
  const [file] = await db()
    .select({ bucket: files.bucket, key: files.key, contentType: files.contentType })
    .from(paymentDetails)
    .innerJoin(files, eq(files.id, paymentDetails.receiptFileId))
    .where(eq(paymentDetails.id, response.json().id));
  const bytes = (await t.ctx.storage.get(file!.bucket, file!.key))!;
  return { response, host, stored: { ...file!, bytes } };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(PNG_SIGNATURE);

/** The colour of one pixel of a PNG. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, Math.min(3, info.channels))];
}

/**
 * The bypass of issue 27: an object stream (Flate) holding `/S /JavaScript`, run on opening the
 * page, with `(obj)` in a string of its dictionary after /Filter (the old scanner read the
 * dictionary only after the last "obj" it saw, so took the stream as unfiltered: accepted, 201).
 */
function objectStreamBypass(): Buffer {
  const hidden = deflateSync(Buffer.from('7 0 << /S /JavaScript /JS (app.alert(document.cookie)) >>', 'latin1'));
  return testPdf('/AA << /O 7 0 R >>', [pdfStream(`/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Note (obj)`, hidden)]);
}

describe('a receipt PDF is kept only as the picture of its pages', () => {
  it('the object-stream bypass of issue 27 is accepted only as a PNG: no PDF byte, no script, is stored or served', async () => {
    const { response, host, stored } = await upload(objectStreamBypass());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().receiptKind).toBe('image');
    expect(stored!.contentType).toBe('image/png');
    expect(stored!.key).toMatch(/\.png$/);
    expect(isPng(stored!.bytes)).toBe(true);
    expect(stored!.bytes.includes('%PDF')).toBe(false);
    expect(stored!.bytes.includes('JavaScript')).toBe(false);
    for (const viewer of [host.client, admin.client]) {
      const served = await viewer.get(`/api/payments/${response.json().id}/receipt`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['content-disposition']).toBe('inline; filename="receipt.png"');
      expect(served.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
      expect(isPng(served.rawPayload)).toBe(true);
    }
  });

  it('a normal one-page receipt is drawn at 150 dpi: A4 is 1240 × 1754 px, its text and its blue box are in the picture', async () => {
    const { response, stored } = await upload(testPdf());
    expect(response.statusCode, response.body).toBe(201);
    expect(isPng(stored!.bytes)).toBe(true);
    const meta = await sharp(stored!.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1240, 1754]);
    // The box: x 72–372 pt, y 600–660 pt from the bottom, so about (150–775, 379–504) px.
    expect(await pixel(stored!.bytes, 400, 440)).toEqual([51, 102, 204]);
    // The line of text (24 pt Helvetica on the baseline at 720 pt): dark pixels along it, white margins.
    const { data, info } = await sharp(stored!.bytes).extract({ left: 150, top: 200, width: 900, height: 60 }).greyscale().raw().toBuffer({ resolveWithObject: true });
    const dark = [...data].filter((value) => value < 100).length;
    expect(dark, `${info.width}×${info.height}`).toBeGreaterThan(500);
    expect(await pixel(stored!.bytes, 10, 10)).toEqual([255, 255, 255]);
  });

  it('a five-page PDF keeps its first three pages, stacked in one picture with a band between them', async () => {
    const page = (number: number) => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${number + 5} 0 R >>`;
    const body = pdfFile([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R 5 0 R 6 0 R 7 0 R 8 0 R] /Count 5 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ...[4, 5, 6, 7, 8].map((n) => page(n)),
      ...[1, 2, 3, 4, 5].map((n) => pdfStream('', `BT /F1 24 Tf 72 720 Td (Page ${n}) Tj ET`)),
    ]);
    const { response, stored } = await upload(body);
    expect(response.statusCode, response.body).toBe(201);
    const meta = await sharp(stored!.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1240, 3 * 1754 + 2 * 12]);
    // The band between page 1 and page 2 is grey, the pages white.
    expect(await pixel(stored!.bytes, 600, 1754 + 5)).toEqual([214, 211, 209]);
    expect(await pixel(stored!.bytes, 600, 1754 + 12 + 5)).toEqual([255, 255, 255]);
  });

  it('every hostile input of the old scanner is refused or drawn harmlessly (a PNG with no PDF byte in it)', async () => {
    const script = '<< /S /JavaScript /JS (app.alert(1)) >>';
    const inObjectStream = (filter: string, data: Buffer) => testPdf('/AA << /O 7 0 R >>', [pdfStream(`/Type /ObjStm /N 1 /First 4 ${filter}`, data)]);
    const inputs: [string, Buffer][] = [
      ['JavaScript additional action', testPdf(`/AA << /O ${script} >>`)],
      ['#-escaped JavaScript open action', testPdf('/OpenAction << /S /J#61vaScript /JS (x) >>')],
      ['launch action', testPdf('/OpenAction << /S /Launch /F (calc.exe) >>')],
      ['embedded file', testPdf('/Names << /EmbeddedFiles 6 0 R >>', ['<< /Names [(a.exe) 7 0 R] >>', pdfStream('/Type /EmbeddedFile', 'MZ not really')])],
      ['script in a Flate object stream', inObjectStream('/Filter /FlateDecode', deflateSync(Buffer.from(`7 0 ${script}`)))],
      ['script in an ASCIIHex + Flate object stream', inObjectStream('/Filter [/ASCIIHexDecode /FlateDecode]', Buffer.from(`${deflateSync(Buffer.from(`7 0 ${script}`)).toString('hex')}>`))],
      ['unknown filter', inObjectStream('/Filter /Crypt', Buffer.from(`7 0 ${script}`))],
      ['broken Flate', inObjectStream('/Filter /FlateDecode', Buffer.from('this is not zlib data'))],
      ['rich media annotation', testPdf('/Annots [6 0 R]', ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 100 100] >>'])],
      ['a huge page count', pdfFile(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R 3 0 R 3 0 R 3 0 R] /Count 1000000000 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'])],
      ['a huge page', pdfFile(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 1000000000 1000000000] >>'])],
      ['a page a billion points tall and one wide', pdfFile(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 1 1000000000] >>'])],
      ['deep nesting', testPdf(`/X ${'['.repeat(200_000)}${']'.repeat(200_000)}`)],
      ['an image claiming 60,000 × 60,000 px', testPdf('/Resources << /XObject << /Im 6 0 R >> >>', [pdfStream('/Type /XObject /Subtype /Image /Width 60000 /Height 60000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode', deflateSync(Buffer.alloc(1024)))])],
    ];
    for (const [label, body] of inputs) {
      const { response, stored } = await upload(body);
      expect([201, 400], `${label}: ${response.body}`).toContain(response.statusCode);
      if (response.statusCode === 400) {
        expect(response.json().error.message, label).toBe(MESSAGES.receiptUnreadablePdf);
        continue;
      }
      expect(stored!.contentType, label).toBe('image/png');
      expect(isPng(stored!.bytes), label).toBe(true);
      expect(stored!.bytes.includes('%PDF'), label).toBe(false);
      const meta = await sharp(stored!.bytes).metadata();
      // At most three pages of at most 2,000 px a side, with two bands.
      expect(meta.width!, label).toBeLessThanOrEqual(2000);
      expect(meta.height!, label).toBeLessThanOrEqual(3 * 2000 + 2 * 12);
    }
  });

  it('refuses what pdf.js cannot draw: a broken cross-reference with no pages, a PDF header on text, a cut-short file', async () => {
    const full = testPdf();
    const cases: [string, Buffer][] = [
      ['broken xref, no catalog', Buffer.from('%PDF-1.4\nxref\n0 999999\ngarbage\ntrailer << /Root 77 0 R /Size 5 >>\nstartxref\n9\n%%EOF\n', 'latin1')],
      ['a PDF header on text', Buffer.from('%PDF-1.7 this is just some text', 'latin1')],
      ['cut before the page tree', full.subarray(0, 60)],
      ['a catalog with no pages', pdfFile(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'])],
    ];
    for (const [label, body] of cases) {
      const { response } = await upload(body);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      expect(response.json().error.message, label).toBe(MESSAGES.receiptUnreadablePdf);
    }
  });

  it('a PDF stored before this change is served as its picture, which then replaces it (the PDF bytes are gone)', async () => {
    const { host, invitation } = await hostWithInvitation();
    const key = `${host.id}/1700000000000-${invitation.id}.pdf`;
    const file = await storeFile(t.ctx, { bucket: 'payment_receipts', key, body: objectStreamBypass(), contentType: 'application/pdf', isPublic: false, ownerId: host.id });
    const payment = await insertPayment(db(), { userId: host.id, invitationId: invitation.id, status: 'pending', receiptFileId: file.id });
    const listed = await admin.client.get('/api/admin/payments');
    expect(listed.json().data.find((row: { id: string }) => row.id === payment.id).receiptKind).toBe('image');

    const served = await admin.client.get(`/api/payments/${payment.id}/receipt`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(isPng(served.rawPayload)).toBe(true);
    expect(await t.ctx.storage.get('payment_receipts', key)).toBeNull();
    const [row] = await db().select({ key: files.key, contentType: files.contentType }).from(paymentDetails).innerJoin(files, eq(files.id, paymentDetails.receiptFileId)).where(eq(paymentDetails.id, payment.id));
    expect(row).toEqual({ key: key.replace(/\.pdf$/, '.png'), contentType: 'image/png' });
    expect((await host.client.get(`/api/payments/${payment.id}/receipt`)).headers['content-type']).toBe('image/png');
  });
});
