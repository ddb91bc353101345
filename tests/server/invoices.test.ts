import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCounters, invoices, paymentDetails } from '@server/db/schema';
import { loadConfig } from '@server/config';
import { issueInvoiceForPayment, malaysiaYear } from '@server/features/invoices/service';
import { insertInvitation } from '../support/invitations';
import { insertPayment } from '../support/payments';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Invoices (issue 31 point 2, decision 0034): one per approval, numbered without gaps per year in
 * Malaysia time, the seller from configuration, a PDF that says what it should.
 */

let t: TestApp;
const SELLER = {
  SELLER_NAME: 'Kad Kahwin Sdn. Bhd.',
  SELLER_REGISTRATION_NUMBER: '202401234567 (1555555-K)',
  SELLER_SST_NUMBER: 'W10-1808-32000123',
  SELLER_ADDRESS: '12 Jalan Ampang|50450 Kuala Lumpur',
  SST_RATE_PERCENT: '8',
};
beforeAll(async () => {
  t = await createTestApp(SELLER);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.ctx.database.db;
let counter = 0;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  admin = await signedInUser(t, 'invoice-admin@example.com', 'secret-password', { admin: true });
});

async function pending(packageType: 'silver' | 'platinum' = 'silver', extra: Partial<typeof paymentDetails.$inferInsert> = {}) {
  counter += 1;
  const host = await signedInUser(t, `invoice-host-${counter}@example.com`);
  const invitation = await insertInvitation(db(), { userId: host.id, templateStatus: 'Draft' });
  const payment = await insertPayment(db(), { userId: host.id, invitationId: invitation.id, packageType, status: 'pending', customSlug: packageType === 'platinum' ? `inv-party-${counter}` : null, ...extra });
  return { host, invitation, payment };
}

const invoicesOf = (paymentId: string) => db().select().from(invoices).where(eq(invoices.paymentId, paymentId));

/** The text of every page of a PDF, read with pdf.js (what a reader would copy out of it). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return parts.join('\n');
}

describe('an approval issues one invoice', () => {
  it('numbered INV-<year>-<sequence>, the seller from configuration, SST included, mailed as a PDF in the host language', async () => {
    const { host, payment } = await pending('platinum');
    await db().update(paymentDetails).set({ paymentReference: 'MBB 1234 5678' }).where(eq(paymentDetails.id, payment.id));
    const response = await admin.client.post(`/api/admin/payments/${payment.id}/approve`);
    expect(response.statusCode, response.body).toBe(200);
    const [invoice, ...more] = await invoicesOf(payment.id);
    expect(more).toEqual([]);
    const year = malaysiaYear(new Date());
    expect(invoice).toMatchObject({ kind: 'invoice', year, totalSen: 5000, taxSen: 370, subtotalSen: 4630, paymentReference: 'MBB 1234 5678', userId: host.id });
    expect(invoice!.number).toBe(`INV-${year}-${String(invoice!.sequence).padStart(6, '0')}`);
    expect(invoice!.seller).toMatchObject({ name: SELLER.SELLER_NAME, registrationNumber: SELLER.SELLER_REGISTRATION_NUMBER, sstNumber: SELLER.SELLER_SST_NUMBER, address: ['12 Jalan Ampang', '50450 Kuala Lumpur'] });
    expect(response.json().documents).toEqual([expect.objectContaining({ number: invoice!.number, kind: 'invoice', totalSen: 5000 })]);

    const [mail, ...others] = t.mails().filter((m) => m.to === host.email);
    expect(others).toEqual([]);
    expect(mail!.text).toContain(invoice!.number);
    expect(mail!.attachments).toEqual([expect.objectContaining({ filename: `${invoice!.number}.pdf`, contentType: 'application/pdf' })]);

    // Approving again changes nothing: still one invoice.
    expect((await admin.client.post(`/api/admin/payments/${payment.id}/approve`)).statusCode).toBe(200);
    expect(await invoicesOf(payment.id)).toHaveLength(1);
  });

  it('the PDF is a PDF with the number, the seller, the amounts and a Chinese buyer name, for the payer and admins only', async () => {
    const { host, payment } = await pending('silver');
    await db().update(paymentDetails).set({ paymentReference: 'DuitNow 998877' }).where(eq(paymentDetails.id, payment.id));
    const { users } = await import('@server/db/schema');
    await db().update(users).set({ name: '陈美玲' }).where(eq(users.id, host.id));
    await admin.client.post(`/api/admin/payments/${payment.id}/approve`);
    const [invoice] = await invoicesOf(payment.id);

    const response = await host.client.get(`/api/invoices/${invoice!.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice!.number}.pdf"`);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(invoice!.number);
    expect(text).toContain(SELLER.SELLER_NAME);
    expect(text).toContain(SELLER.SELLER_REGISTRATION_NUMBER);
    expect(text).toContain(SELLER.SELLER_SST_NUMBER);
    expect(text).toContain('RM 30.00');
    expect(text).toContain('RM 2.22'); // 8% SST included in RM 30: 30 − 30 / 1.08
    expect(text).toContain('DuitNow 998877');
    expect(text.replace(/\s/g, '')).toContain('陈美玲');

    expect((await admin.client.get(`/api/invoices/${invoice!.id}/pdf`)).statusCode).toBe(200);
    const stranger = await signedInUser(t, `invoice-stranger-${counter}@example.com`);
    expect((await stranger.client.get(`/api/invoices/${invoice!.id}/pdf`)).statusCode).toBe(404);
    expect((await stranger.client.get('/api/invoices/not-a-uuid/pdf')).statusCode).toBe(404);
  });

  it('a rejection issues none; a host sees their documents in Payment history', async () => {
    const { host, payment } = await pending('silver');
    expect((await admin.client.post(`/api/admin/payments/${payment.id}/reject`, { reason: 'Receipt unreadable' })).statusCode).toBe(200);
    expect(await invoicesOf(payment.id)).toEqual([]);
    const list = (await host.client.get('/api/payments')).json();
    expect(list.data[0]).toMatchObject({ id: payment.id, documents: [], refundedSen: 0 });
  });
});

describe('numbering', () => {
  it('concurrent approvals: no gaps and no duplicates', async () => {
    const payments = await Promise.all(Array.from({ length: 8 }, () => pending('silver')));
    const answers = await Promise.all(payments.map(({ payment }) => admin.client.post(`/api/admin/payments/${payment.id}/approve`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(payments.map(() => 200));
    const year = malaysiaYear(new Date());
    const all = await db().select({ sequence: invoices.sequence, number: invoices.number }).from(invoices).where(eq(invoices.year, year));
    const sequences = all.map((row) => row.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    expect(new Set(all.map((row) => row.number)).size).toBe(all.length);
    const [counterRow] = await db().select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
    expect(counterRow!.lastSequence).toBe(sequences.length);
  });

  it('starts again at 1 each calendar year in Malaysia time (31 December 16:00 UTC is already the new year)', async () => {
    const seller = loadConfig({ ...SELLER }).seller;
    const first = await pending('silver', { status: 'approved' });
    const second = await pending('silver', { status: 'approved' });
    const third = await pending('silver', { status: 'approved' });
    const issued = await db().transaction(async (tx) => [
      await issueInvoiceForPayment(tx, first.payment.id, seller, new Date('2031-12-31T15:59:59Z')),
      await issueInvoiceForPayment(tx, second.payment.id, seller, new Date('2031-12-31T16:00:00Z')),
      await issueInvoiceForPayment(tx, third.payment.id, seller, new Date('2032-01-02T00:00:00Z')),
    ]);
    expect(issued.map((invoice) => invoice.number)).toEqual(['INV-2031-000001', 'INV-2032-000001', 'INV-2032-000002']);
  });

  it('a rolled-back approval gives its number back', async () => {
    const seller = loadConfig({ ...SELLER }).seller;
    const { payment } = await pending('silver', { status: 'approved' });
    await expect(
      db().transaction(async (tx) => {
        await issueInvoiceForPayment(tx, payment.id, seller, new Date('2040-06-01T00:00:00Z'));
        throw new Error('approval failed');
      }),
    ).rejects.toThrow('approval failed');
    const again = await db().transaction((tx) => issueInvoiceForPayment(tx, payment.id, seller, new Date('2040-06-01T00:00:00Z')));
    expect(again.number).toBe('INV-2040-000001');
  });
});

describe('seller configuration', () => {
  it('demo defaults; no SST number: no tax charged whatever the rate', () => {
    const plain = loadConfig({ SST_RATE_PERCENT: '8' }).seller;
    expect(plain).toMatchObject({ name: expect.stringContaining('demo'), sstNumber: undefined, sstRatePercent: 0 });
    expect(loadConfig({ SELLER_ADDRESS: 'Line 1\\nLine 2' }).seller.address).toEqual(['Line 1', 'Line 2']);
    expect(() => loadConfig({ SST_RATE_PERCENT: '200' })).toThrow(/SST_RATE_PERCENT/);
  });
});
