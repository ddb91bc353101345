import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { PACKAGES, type PackageType } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import {
  PACKAGE_RANK,
  PACKAGE_TYPES,
  adminPaymentListQuerySchema,
  paymentListQuerySchema,
  type AdminPayment,
  type AdminPaymentList,
  type AdminPaymentListQuery,
  type Payment,
  type PaymentList,
  type PaymentListQuery,
} from '@shared/payments';
import { SLUG_MESSAGES, normaliseSlug, slugProblem } from '@shared/slug';
import { isUuid } from '@shared/ids';
import type { AppContext } from '@server/context';
import { files, invitations, paymentDetails, users } from '@server/db/schema';
import { storeFile } from '@server/lib/files';
import { HttpError, conflict, notFound } from '@server/lib/http-error';
import { richTextToPlain } from '@server/lib/sanitize';
import { isUniqueViolation } from '@server/lib/db-errors';
import { forgetInvitation } from '@server/features/invitations/page-cache';
import { paymentApproved, paymentRejected, renderEmail } from '@server/emails';
import { checkReceipt } from './receipt';

export interface PaymentSubmission {
  invitationId?: string;
  packageType?: string;
  customSlug?: string;
  receipt?: Buffer;
}

const paymentColumns = {
  id: paymentDetails.id,
  userId: paymentDetails.userId,
  invitationId: paymentDetails.invitationId,
  eventName: invitations.eventName,
  packageType: paymentDetails.packageType,
  amount: paymentDetails.amount,
  status: paymentDetails.status,
  customSlug: paymentDetails.customSlug,
  receiptType: files.contentType,
  createdAt: paymentDetails.createdAt,
  reviewedAt: paymentDetails.reviewedAt,
};

interface PaymentRow {
  id: string;
  userId: string;
  invitationId: string;
  eventName: string | null;
  packageType: PackageType;
  amount: number;
  status: Payment['status'];
  customSlug: string | null;
  receiptType: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    invitationId: row.invitationId,
    eventName: richTextToPlain(row.eventName ?? ''),
    packageType: row.packageType,
    amount: Number(row.amount),
    status: row.status,
    customSlug: row.customSlug,
    receiptKind: row.receiptType === null ? null : row.receiptType === 'application/pdf' ? 'pdf' : 'image',
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Payment rows with their invitation's name and receipt type (and the payer's e-mail for admins). */
function selectPayments(ctx: AppContext, where: SQL | undefined) {
  return ctx.database.db
    .select({ ...paymentColumns, userEmail: users.email })
    .from(paymentDetails)
    .innerJoin(invitations, eq(invitations.id, paymentDetails.invitationId))
    .leftJoin(files, eq(files.id, paymentDetails.receiptFileId))
    .leftJoin(users, eq(users.id, paymentDetails.userId))
    .where(where)
    .$dynamic();
}

const toAdminPayment = (row: PaymentRow & { userEmail: string | null }): AdminPayment => ({ ...toPayment(row), userEmail: row.userEmail });

/**
 * product.md §5 Payment: a package, a receipt and one of the user's invitations ('Please select a package
 * and upload a payment receipt'); Platinum also a usable custom slug, stored only for Platinum.
 * The amount comes from the price table. One pending request per invitation (the partial unique
 * index decides a race); a package already approved can only be upgraded (Silver → Platinum).
 */
export async function submitPayment(ctx: AppContext, userId: string, input: PaymentSubmission): Promise<Payment> {
  const db = ctx.database.db;
  const packageType = PACKAGE_TYPES.find((type) => type === input.packageType);
  if (!packageType || !input.invitationId || !input.receipt || input.receipt.length === 0) {
    throw new HttpError(400, 'MISSING_FIELDS', MESSAGES.paymentMissingFields);
  }
  const invitationId = input.invitationId;
  if (!isUuid(invitationId)) throw notFound(MESSAGES.invitationNotFound);
  const [invitation] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.userId, userId)))
    .limit(1);
  if (!invitation) throw notFound(MESSAGES.invitationNotFound);

  let customSlug: string | null = null;
  if (packageType === 'platinum') {
    customSlug = normaliseSlug(input.customSlug ?? '');
    const problem = slugProblem(customSlug);
    if (problem) throw new HttpError(400, 'INVALID_SLUG', problem);
    const [taken] = await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.customSlug, customSlug), ne(invitations.id, invitationId)))
      .limit(1);
    if (taken) throw conflict(SLUG_MESSAGES.taken, 'SLUG_TAKEN');
  }

  const earlier = await db
    .select({ packageType: paymentDetails.packageType, status: paymentDetails.status })
    .from(paymentDetails)
    .where(eq(paymentDetails.invitationId, invitationId));
  if (earlier.some((payment) => payment.status === 'pending')) throw conflict(MESSAGES.paymentAlreadyPending, 'PAYMENT_PENDING');
  const approved = earlier.filter((payment) => payment.status === 'approved').map((payment) => payment.packageType);
  const best = approved.sort((a, b) => PACKAGE_RANK[b] - PACKAGE_RANK[a])[0];
  if (best && PACKAGE_RANK[best] >= PACKAGE_RANK[packageType]) {
    throw conflict(MESSAGES.paymentAlreadyHasPackage(PACKAGES[best].label), 'PACKAGE_ALREADY_ACTIVE');
  }

  const receipt = await checkReceipt(input.receipt);
  // The row first: the partial unique index decides a race before any file is written, so a
  // loser never touches the winner's receipt (both keys would carry the same millisecond).
  let id: string;
  try {
    const [row] = await db
      .insert(paymentDetails)
      .values({ userId, invitationId, packageType, amount: PACKAGES[packageType].amount, status: 'pending', customSlug })
      .returning({ id: paymentDetails.id });
    if (!row) throw new Error('payment not written');
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.paymentAlreadyPending, 'PAYMENT_PENDING');
    throw error;
  }
  try {
    // product.md §7: payment_receipts/{user id}/{timestamp}-{invitation id}.{extension}, a private bucket.
    const stored = await storeFile(ctx, {
      bucket: 'payment_receipts',
      key: `${userId}/${Date.now()}-${invitationId}.${receipt.ext}`,
      body: receipt.body,
      contentType: receipt.contentType,
      isPublic: false,
      ownerId: userId,
    });
    await db.update(paymentDetails).set({ receiptFileId: stored.id }).where(eq(paymentDetails.id, id));
  } catch (error) {
    await db.delete(paymentDetails).where(eq(paymentDetails.id, id));
    throw error;
  }
  const [row] = await selectPayments(ctx, eq(paymentDetails.id, id));
  return toPayment(row!);
}

/** One page of the payments that match `where`, newest first, with the total count and number of pages. */
async function pageOfPayments(ctx: AppContext, where: SQL | undefined, { page, pageSize }: { page: number; pageSize: number }) {
  const [total] = await ctx.database.db.select({ value: count() }).from(paymentDetails).where(where);
  const rows = await selectPayments(ctx, where)
    .orderBy(desc(paymentDetails.createdAt), desc(paymentDetails.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const totalCount = total?.value ?? 0;
  return { rows, count: totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}

/** product.md §7 Payment history / Payment requests page: the user's own, newest first, paged. */
export async function listOwnPayments(ctx: AppContext, userId: string, query: PaymentListQuery): Promise<PaymentList> {
  const { invitationId, ...paging } = paymentListQuerySchema.parse(query);
  const where = and(eq(paymentDetails.userId, userId), invitationId ? eq(paymentDetails.invitationId, invitationId) : undefined);
  const { rows, ...counts } = await pageOfPayments(ctx, where, paging);
  return { data: rows.map(toPayment), ...counts };
}

/** product.md §7 Admin payments: every request, newest first, with the payer's e-mail. */
export async function listPaymentsForAdmin(ctx: AppContext, query: AdminPaymentListQuery): Promise<AdminPaymentList> {
  const { rows, ...counts } = await pageOfPayments(ctx, undefined, adminPaymentListQuerySchema.parse(query));
  return { data: rows.map(toAdminPayment), ...counts };
}

/** A receipt's bytes for its payer or an admin; anyone else (and a missing one) gets not found. */
export async function readReceipt(ctx: AppContext, paymentId: string, viewer: { id: string; isAdmin: boolean }): Promise<{ body: Buffer; contentType: string }> {
  if (!isUuid(paymentId)) throw notFound(MESSAGES.receiptNotFound);
  const [row] = await ctx.database.db
    .select({ userId: paymentDetails.userId, bucket: files.bucket, key: files.key, contentType: files.contentType })
    .from(paymentDetails)
    .innerJoin(files, eq(files.id, paymentDetails.receiptFileId))
    .where(eq(paymentDetails.id, paymentId))
    .limit(1);
  if (!row || (!viewer.isAdmin && row.userId !== viewer.id)) throw notFound(MESSAGES.receiptNotFound);
  const body = await ctx.storage.get(row.bucket, row.key);
  if (!body) throw notFound(MESSAGES.receiptNotFound);
  return { body, contentType: row.contentType };
}

export type Decision = 'approved' | 'rejected';

/**
 * An admin approves or rejects a pending request (product.md §4). One transaction: the status (only
 * from pending: `UPDATE … WHERE status = 'pending'`, so of two admins at once exactly one acts)
 * and, on approval, the invitation's `is_paid` and (Platinum) custom slug. A slug taken meanwhile
 * rolls it all back: 409 and the request stays pending. Repeating the same decision changes
 * nothing; the other decision on a reviewed request is a 409. The host is told by e-mail after
 * the commit; a mail failure is logged and never undoes the decision.
 */
export async function reviewPayment(ctx: AppContext, paymentId: string, adminId: string, decision: Decision): Promise<AdminPayment> {
  if (!isUuid(paymentId)) throw notFound(MESSAGES.paymentNotFound);
  const changed = await ctx.database.db.transaction(async (tx) => {
    const [payment] = await tx
      .update(paymentDetails)
      .set({ status: decision, reviewedBy: adminId, reviewedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(paymentDetails.id, paymentId), eq(paymentDetails.status, 'pending')))
      .returning();
    if (!payment) {
      const [current] = await tx.select({ status: paymentDetails.status }).from(paymentDetails).where(eq(paymentDetails.id, paymentId)).limit(1);
      if (!current) throw notFound(MESSAGES.paymentNotFound);
      if (current.status !== decision) throw conflict(MESSAGES.paymentAlreadyReviewed(current.status), 'ALREADY_REVIEWED');
      return null;
    }
    if (decision === 'approved') {
      try {
        await tx
          .update(invitations)
          .set({ isPaid: true, ...(payment.customSlug ? { customSlug: payment.customSlug } : {}), updatedAt: new Date() })
          .where(eq(invitations.id, payment.invitationId));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SLUG_MESSAGES.taken, 'SLUG_TAKEN');
        throw error;
      }
    }
    return payment;
  });

  const [row] = await selectPayments(ctx, eq(paymentDetails.id, paymentId));
  if (!row) throw notFound(MESSAGES.paymentNotFound);
  const result = toAdminPayment(row);
  if (changed) {
    forgetInvitation(changed.invitationId);
    if (row.userEmail) await notifyHost(ctx, row.userEmail, result);
  }
  return result;
}

async function notifyHost(ctx: AppContext, to: string, payment: AdminPayment): Promise<void> {
  const params = { packageLabel: PACKAGES[payment.packageType].label, eventName: payment.eventName, dashboardUrl: `${ctx.config.publicUrl}${paths.dashboard}` };
  // Hosts have no language setting yet: English (the templates fall back to it anyway).
  const message = renderEmail(payment.status === 'approved' ? paymentApproved : paymentRejected, params, { to, lang: 'english' });
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.log.error({ error, paymentId: payment.id }, 'could not send the payment decision mail');
  }
}
