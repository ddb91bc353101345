import { desc, eq, sql } from 'drizzle-orm';
import { PACKAGES } from '@shared/constants';
import { isUuid } from '@shared/ids';
import { refundRequestSchema, ringgitOfSen, type Refund, type RefundList } from '@shared/invoices';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { invitations, invoices, paymentDetails, refunds, users } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/features/audit/service';
import { checkoutProviderFor } from '@server/features/checkout/chip';
import { GatewayError } from '@server/features/checkout/provider';
import { forgetInvitation } from '@server/features/invitations/page-cache';
import { HttpError, conflict, notFound } from '@server/lib/http-error';
import { richTextToPlain } from '@server/lib/sanitize';
import { sendRefundMail } from './mail';
import { issueCreditNote } from './service';

/**
 * Refunds are records (issue 31 point 3): an admin records an amount (at most what was paid less
 * what was refunded), a reason and how the money went back. A gateway payment's refund goes through
 * the gateway's refund call first (CHIP: POST /purchases/{id}/refund/), inside the transaction that
 * holds the payment's row, so two admins cannot refund the same money twice. The refund, its credit
 * note and the audit entry are written together; the host is e-mailed the credit note after.
 * Revenue (the admin overview, payments.csv) is the approved amounts less the refunds.
 */

const RefundMessages = {
  notApproved: 'Only an approved payment can be refunded.',
  tooMuch: (left: number) => `At most ${ringgitOfSen(left)} can still be refunded.`,
  nothingLeft: 'This payment has been refunded in full.',
  noGateway: 'Online payment is not configured: record the refund as a bank transfer or cash.',
  notGatewayPayment: 'This payment was not made through the gateway: record the refund as a bank transfer or cash.',
  gatewayRefused: 'The payment gateway refused the refund; nothing was recorded. Try again, or refund by bank transfer.',
} as const;

async function paidAndRefunded(tx: Tx, paymentId: string) {
  const [payment] = await tx.select().from(paymentDetails).where(eq(paymentDetails.id, paymentId)).for('update');
  if (!payment) throw notFound(MESSAGES.paymentNotFound);
  const [done] = await tx
    .select({ sen: sql<number>`coalesce(sum(${refunds.amountSen}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  const paidSen = Math.round(Number(payment.amount) * 100);
  return { payment, paidSen, refundedSen: Number(done?.sen ?? 0) };
}

const toRefund = (row: typeof refunds.$inferSelect, creditNoteNumber: string | null): Refund => ({
  id: row.id,
  paymentId: row.paymentId,
  amountSen: row.amountSen,
  reason: row.reason,
  method: row.method,
  gatewayRefundId: row.gatewayRefundId,
  creditNoteNumber,
  createdAt: row.createdAt.toISOString(),
});

/** POST /api/admin/payments/:id/refunds. */
export async function recordRefund(ctx: AppContext, paymentId: string, actor: AuditActor, input: unknown): Promise<Refund> {
  if (!isUuid(paymentId)) throw notFound(MESSAGES.paymentNotFound);
  const { amountSen, reason, method } = refundRequestSchema.parse(input);
  const result = await ctx.database.db.transaction(async (tx) => {
    const { payment, paidSen, refundedSen } = await paidAndRefunded(tx, paymentId);
    if (payment.status !== 'approved') throw conflict(RefundMessages.notApproved, 'NOT_APPROVED');
    const left = paidSen - refundedSen;
    if (left <= 0) throw conflict(RefundMessages.nothingLeft, 'REFUNDED_IN_FULL');
    if (amountSen > left) throw conflict(RefundMessages.tooMuch(left), 'REFUND_TOO_LARGE');

    let gatewayRefundId: string | null = null;
    if (method === 'gateway') {
      const gateway = checkoutProviderFor(ctx.config);
      if (!gateway) throw conflict(RefundMessages.noGateway, 'GATEWAY_OFF');
      if (payment.method !== 'gateway' || !payment.gatewayPurchaseId) throw conflict(RefundMessages.notGatewayPayment, 'NOT_A_GATEWAY_PAYMENT');
      try {
        gatewayRefundId = (await gateway.refundPurchase(payment.gatewayPurchaseId, amountSen)).id;
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        ctx.log.error({ err: error, paymentId }, 'the gateway refused or could not make a refund');
        throw new HttpError(503, 'GATEWAY_REFUND_FAILED', RefundMessages.gatewayRefused);
      }
    }
    try {
      const [refund] = await tx.insert(refunds).values({ paymentId, amountSen, reason, method, gatewayRefundId, createdBy: actor.id }).returning();
      if (!refund) throw new Error('refund not written');
      const creditNote = await issueCreditNote(tx, paymentId, amountSen, reason, ctx.config.seller, refund.id);
      const [invitation] = await tx.select({ eventName: invitations.eventName }).from(invitations).where(eq(invitations.id, payment.invitationId)).limit(1);
      const [payer] = payment.userId ? await tx.select({ email: users.email }).from(users).where(eq(users.id, payment.userId)).limit(1) : [];
      await recordAudit(tx, actor, {
        action: 'payment.refund',
        subjectType: 'payment',
        subjectId: paymentId,
        subjectLabel: `${richTextToPlain(invitation?.eventName ?? '') || 'Untitled event'} · ${PACKAGES[payment.packageType].label}`,
        reason,
        before: { amount: Number(payment.amount), payer_email: payer?.email ?? null, refunded_sen: refundedSen },
        after: { amount: Number(payment.amount), payer_email: payer?.email ?? null, refunded_sen: refundedSen + amountSen, refund_sen: amountSen, method, gateway_refund_id: gatewayRefundId, credit_note: creditNote.number },
      });
      return { refund, creditNote, invitationId: payment.invitationId };
    } catch (error) {
      // The money went back but the record failed: loud, with what an admin needs to write it by hand.
      if (gatewayRefundId) ctx.log.error({ err: error, paymentId, gatewayRefundId, amountSen }, 'gateway refund made but not recorded');
      throw error;
    }
  });
  forgetInvitation(result.invitationId);
  await sendRefundMail(ctx, result.creditNote.id, reason);
  return toRefund(result.refund, result.creditNote.number);
}

/** GET /api/admin/payments/:id/refunds: the refunds of a payment, newest first, and what can still be refunded. */
export async function listRefunds(ctx: AppContext, paymentId: string): Promise<RefundList> {
  if (!isUuid(paymentId)) throw notFound(MESSAGES.paymentNotFound);
  const db = ctx.database.db;
  const [payment] = await db.select({ amount: paymentDetails.amount, status: paymentDetails.status }).from(paymentDetails).where(eq(paymentDetails.id, paymentId)).limit(1);
  if (!payment) throw notFound(MESSAGES.paymentNotFound);
  const rows = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(desc(refunds.createdAt));
  const notes = await db.select({ number: invoices.number, lines: invoices.lines }).from(invoices).where(eq(invoices.paymentId, paymentId));
  const noteOf = (row: typeof refunds.$inferSelect) => notes.find((note) => note.lines.some((line) => line.refundId === row.id))?.number ?? null;
  const refundedSen = rows.reduce((sum, row) => sum + row.amountSen, 0);
  const refundableSen = payment.status === 'approved' ? Math.max(0, Math.round(Number(payment.amount) * 100) - refundedSen) : 0;
  return { data: rows.map((row) => toRefund(row, noteOf(row))), refundableSen };
}
