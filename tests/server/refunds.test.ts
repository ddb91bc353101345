import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, paymentDetails, refunds } from '@server/db/schema';
import { upgradePrice } from '@shared/invoices';
import { standinEnv, startChipStandin, type ChipStandin } from '../../src/dev/chip-standin';
import { insertInvitation } from '../support/invitations';
import { insertPayment } from '../support/payments';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Refunds are records and upgrades pay the difference (issue 31 point 3): an admin records a refund
 * (through CHIP's refund call for a gateway payment, against the local stand-in), a credit note is
 * issued, revenue is net of refunds, the host is mailed; an upgrade from Silver pays RM20 for Platinum.
 */

let t: TestApp;
let standin: ChipStandin;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  standin = await startChipStandin();
  t = await createTestApp({ ...standinEnv(standin) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  standin.callbackOrigin = `http://127.0.0.1:${address.port}`;
  admin = await signedInUser(t, 'refund-admin@example.com', 'secret-password', { admin: true });
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

const db = () => t.ctx.database.db;
let counter = 0;
async function host() {
  counter += 1;
  const user = await signedInUser(t, `refund-host-${counter}@example.com`);
  const invitation = await insertInvitation(db(), { userId: user.id, templateStatus: 'Draft' });
  return { user, invitation };
}

/** A host pays Silver through the stand-in: checkout, Pay, the signed callback approves it. */
async function paidThroughGateway(packageType: 'silver' | 'platinum' = 'silver', existing?: Awaited<ReturnType<typeof host>>) {
  const who = existing ?? (await host());
  const started = await who.user.client.post('/api/checkout', { invitationId: who.invitation.id, packageType, ...(packageType === 'platinum' ? { customSlug: `refund-party-${counter}` } : {}) });
  expect(started.statusCode, started.body).toBe(201);
  const { paymentId } = started.json() as { paymentId: string };
  const purchase = [...standin.purchases.values()].find((p) => p.reference === paymentId)!;
  await standin.pay(purchase.id);
  const [row] = await db().select().from(paymentDetails).where(eq(paymentDetails.id, paymentId));
  expect(row!.status).toBe('approved');
  return { ...who, paymentId, purchase };
}

const refund = (paymentId: string, body: Record<string, unknown>) => admin.client.post(`/api/admin/payments/${paymentId}/refunds`, body);

describe('refunds', () => {
  it('a gateway payment: through the gateway, a credit note, audited, mailed, revenue net of it', async () => {
    const { user, paymentId, purchase } = await paidThroughGateway();
    const before = (await admin.client.get('/api/admin/payments/overview')).json().approvedTotal as number;

    const response = await refund(paymentId, { amountSen: 1000, reason: 'Wedding date moved, partial goodwill refund', method: 'gateway' });
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json();
    expect(made).toMatchObject({ amountSen: 1000, method: 'gateway', creditNoteNumber: expect.stringMatching(/^CN-\d{4}-\d{6}$/) });
    expect(purchase.refunds.map((r) => r.payment.amount)).toEqual([1000]);
    expect(made.gatewayRefundId).toBe(purchase.refunds[0]!.id);
    expect(purchase.refundable_amount).toBe(2000);

    const documents = await db().select().from(invoices).where(eq(invoices.paymentId, paymentId));
    expect(documents.map((d) => [d.kind, d.totalSen])).toEqual(expect.arrayContaining([['invoice', 3000], ['credit_note', 1000]]));
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'payment.refund'));
    expect(entry).toMatchObject({ subjectId: paymentId, reason: 'Wedding date moved, partial goodwill refund' });

    const mail = t.mails().find((m) => m.to === user.email && m.subject.includes(made.creditNoteNumber));
    expect(mail?.attachments).toEqual([expect.objectContaining({ filename: `${made.creditNoteNumber}.pdf`, contentType: 'application/pdf' })]);

    const after = (await admin.client.get('/api/admin/payments/overview')).json().approvedTotal as number;
    expect(before - after).toBeCloseTo(10);
    const csv = (await admin.client.get('/api/admin/payments/export.csv')).body;
    expect(csv).toMatch(new RegExp(`"${paymentId}".*"10\\.00","20\\.00","INV-`));

    const mine = (await user.client.get('/api/payments')).json().data[0];
    expect(mine).toMatchObject({ refundedSen: 1000, documents: [expect.objectContaining({ kind: 'invoice' }), expect.objectContaining({ kind: 'credit_note', number: made.creditNoteNumber })] });
    expect((await admin.client.get(`/api/admin/payments/${paymentId}/refunds`)).json()).toMatchObject({ refundableSen: 2000, data: [{ creditNoteNumber: made.creditNoteNumber }] });
  });

  it('never more than paid less refunded; only approved payments; the gateway only for gateway payments', async () => {
    const { paymentId } = await paidThroughGateway();
    expect((await refund(paymentId, { amountSen: 2000, reason: 'First part', method: 'bank_transfer' })).statusCode).toBe(201);
    const tooMuch = await refund(paymentId, { amountSen: 1001, reason: 'Second part', method: 'cash' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe('At most RM 10.00 can still be refunded.');
    expect((await refund(paymentId, { amountSen: 1000, reason: 'The rest', method: 'cash' })).statusCode).toBe(201);
    expect((await refund(paymentId, { amountSen: 1, reason: 'More', method: 'cash' })).statusCode).toBe(409);
    expect((await refund(paymentId, { amountSen: 0, reason: 'Nothing', method: 'cash' })).statusCode).toBe(400);
    expect((await refund(paymentId, { amountSen: 10, reason: 'x', method: 'cash' })).statusCode).toBe(400);
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, paymentId))).toHaveLength(2);

    const { user, invitation } = await host();
    const receiptPaid = await insertPayment(db(), { userId: user.id, invitationId: invitation.id, packageType: 'silver', status: 'approved' });
    expect((await refund(receiptPaid.id, { amountSen: 100, reason: 'Goodwill', method: 'gateway' })).statusCode).toBe(409);
    const other = await host();
    const pendingOne = await insertPayment(db(), { userId: other.user.id, invitationId: other.invitation.id, packageType: 'silver', status: 'pending' });
    expect((await refund(pendingOne.id, { amountSen: 100, reason: 'Goodwill', method: 'cash' })).statusCode).toBe(409);
    expect((await (await host()).user.client.post(`/api/admin/payments/${receiptPaid.id}/refunds`, { amountSen: 100, reason: 'Mine', method: 'cash' })).statusCode).toBe(403);
  });

  it('two refunds at once cannot refund the same money twice', async () => {
    const { paymentId } = await paidThroughGateway();
    const both = await Promise.all([1, 2].map(() => refund(paymentId, { amountSen: 2000, reason: 'Asked twice', method: 'gateway' })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('upgrades pay the difference', () => {
  it('the price table decides: Silver → Platinum is RM20 with RM30 credit', () => {
    expect(upgradePrice('platinum', 'silver')).toEqual({ amount: 20, creditSen: 3000, upgradedFrom: 'silver' });
    expect(upgradePrice('platinum', undefined)).toEqual({ amount: 50, creditSen: 0, upgradedFrom: null });
    expect(upgradePrice('silver', undefined)).toEqual({ amount: 30, creditSen: 0, upgradedFrom: null });
  });

  it('through the checkout: the gateway charges RM20 and the invoice shows the credit line', async () => {
    const first = await paidThroughGateway('silver');
    const upgrade = await paidThroughGateway('platinum', first);
    expect(upgrade.purchase.purchase.total).toBe(2000);
    const [row] = await db().select().from(paymentDetails).where(eq(paymentDetails.id, upgrade.paymentId));
    expect(row).toMatchObject({ amount: 20, creditSen: 3000, upgradedFrom: 'silver', status: 'approved' });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.paymentId, upgrade.paymentId));
    expect(invoice!.totalSen).toBe(2000);
    expect(invoice!.lines).toEqual([expect.objectContaining({ kind: 'package', amountSen: 5000 }), expect.objectContaining({ kind: 'upgrade_credit', amountSen: -3000 })]);
  });

  it('through a receipt: the amount asked is the difference', async () => {
    const { user, invitation } = await host();
    await insertPayment(db(), { userId: user.id, invitationId: invitation.id, packageType: 'silver', status: 'approved' });
    const { submitPaymentForm } = await import('../support/payments');
    const { testImage } = await import('../support/admin');
    const response = await submitPaymentForm(t.app, user.client, { invitationId: invitation.id, packageType: 'platinum', customSlug: `receipt-upgrade-${counter}`, receipt: { body: await testImage(40, 40), fileName: 'r.png' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ amount: 20, creditSen: 3000, upgradedFrom: 'silver' });
  });
});
