import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { PACKAGES, type PackageType } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import {
  PACKAGE_RANK,
  PACKAGE_TYPES,
  PAYMENT_ADMIN_MESSAGES,
  paymentApprovalSchema,
  paymentListQuerySchema,
  paymentReasonSchema,
  reversibleUntil,
  type AdminPayment,
  type Payment,
  type PaymentList,
  type PaymentListQuery,
} from '@shared/payments';
import { SLUG_MESSAGES, normaliseSlug, slugProblem } from '@shared/slug';
import { isUuid } from '@shared/ids';
import { upgradePrice } from '@shared/invoices';
import type { AppContext } from '@server/context';
import { ownedRow, type Viewer } from '@server/lib/access';
import { firstRow } from '@server/lib/invitation-rows';
import type { Db, Tx } from '@server/db/client';
import { files, invitations, invoices, paymentDetails, refunds, users } from '@server/db/schema';
import { removeFile, storeFile } from '@server/lib/files';
import { conflict, messageError, notFound } from '@server/lib/http-error';
import { onePage, pageTotals } from '@server/lib/paging';
import { richTextToPlain } from '@server/lib/sanitize';
import { isUniqueViolation } from '@server/lib/db-errors';
import { forgetInvitation } from '@server/features/invitations/page-cache';
import { paymentApproved, paymentRejected, renderEmail } from '@server/emails';
import { paymentReversed } from '@server/emails/payment-reversed';
import { recordAudit, type AuditActor } from '@server/features/audit/service';
import { checkReceipt, renderReceiptPdf } from './receipt';
import { replyParams, tellOfNewReceipt } from './notices';
import { issueCreditNote, issueInvoiceForPayment, creditedSen } from '@server/features/invoices/service';
import { attachDocument } from '@server/features/invoices/mail';

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
  decisionReason: paymentDetails.decisionReason,
  reversedAt: paymentDetails.reversedAt,
  reversalReason: paymentDetails.reversalReason,
  method: paymentDetails.method,
  amountPaidSen: paymentDetails.amountPaidSen,
  paymentReference: paymentDetails.paymentReference,
  upgradedFrom: paymentDetails.upgradedFrom,
  creditSen: paymentDetails.creditSen,
  refundedSen: sql<number>`coalesce((select sum(${refunds.amountSen}) from ${refunds} where ${refunds.paymentId} = ${paymentDetails.id}), 0)::int`,
  // The invoice and credit notes (issue 31), oldest first, as JSON: one query for a page of payments.
  documents: sql<unknown>`coalesce((select json_agg(json_build_object('id', ${invoices.id}, 'number', ${invoices.number}, 'kind', ${invoices.kind}, 'totalSen', ${invoices.totalSen}, 'issuedAt', to_char(${invoices.issuedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by ${invoices.year}, ${invoices.sequence}) from ${invoices} where ${invoices.paymentId} = ${paymentDetails.id}), '[]'::json)`,
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
  decisionReason: string | null;
  reversedAt: Date | null;
  reversalReason: string | null;
  method: AdminPayment['method'];
  amountPaidSen: number | null;
  paymentReference: string | null;
  upgradedFrom: PackageType | null;
  creditSen: number;
  refundedSen: number;
  documents: unknown;
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
    // A PDF kept before decision 0023 is served drawn to a picture too (readReceipt).
    receiptKind: row.receiptType === null ? null : 'image',
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
    reversedAt: row.reversedAt?.toISOString() ?? null,
    reversalReason: row.reversalReason,
    upgradedFrom: row.upgradedFrom,
    creditSen: row.creditSen,
    refundedSen: Number(row.refundedSen),
    documents: paymentDocumentsOf(row.documents),
  };
}

/** The JSON the documents column carries (a driver may hand it over as text). */
function paymentDocumentsOf(value: unknown): Payment['documents'] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as Payment['documents']) : [];
}

/** Payment rows with their invitation's name and receipt type (and the payer's e-mail for admins). */
export function selectPayments(ctx: AppContext, where: SQL | undefined) {
  return ctx.database.db
    .select({ ...paymentColumns, userEmail: users.email, userLanguage: users.language })
    .from(paymentDetails)
    .innerJoin(invitations, eq(invitations.id, paymentDetails.invitationId))
    .leftJoin(files, eq(files.id, paymentDetails.receiptFileId))
    .leftJoin(users, eq(users.id, paymentDetails.userId))
    .where(where)
    .$dynamic();
}

export function toAdminPayment(row: PaymentRow & { userEmail: string | null }, now = new Date()): AdminPayment {
  const payment = toPayment(row);
  return { ...payment, userEmail: row.userEmail, reversibleUntil: reversibleUntil(payment, now), method: row.method, amountPaidSen: row.amountPaidSen, paymentReference: row.paymentReference };
}

/**
 * What a payment is for, checked (a receipt's or a gateway checkout's): the host's own invitation
 * (else 404), and for Platinum its custom URL, valid and not another invitation's.
 */
export async function paymentTarget(ctx: AppContext, userId: string, invitationId: string, packageType: PackageType, requestedSlug: string | undefined): Promise<{ customSlug: string | null }> {
  const db = ctx.database.db;
  if (!isUuid(invitationId)) throw messageError(404, 'DASHBOARD_INVITATION_NOT_FOUND', { code: 'NOT_FOUND' });
  const [invitation] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.userId, userId)))
    .limit(1);
  if (!invitation) throw messageError(404, 'DASHBOARD_INVITATION_NOT_FOUND', { code: 'NOT_FOUND' });

  let customSlug: string | null = null;
  if (packageType === 'platinum') {
    customSlug = normaliseSlug(requestedSlug ?? '');
    const problem = slugProblem(customSlug);
    if (problem) throw messageError(400, 'CUSTOM_URL_INVALID', problem, { code: 'INVALID_SLUG' });
    const [taken] = await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.customSlug, customSlug), ne(invitations.id, invitationId)))
      .limit(1);
    if (taken) throw messageError(409, 'CUSTOM_URL_TAKEN', { code: 'SLUG_TAKEN' });
  }
  return { customSlug };
}

/** A payment of the invitation is pending already: decide that one first (409). */
export const paymentPending = () => messageError(409, 'PAYMENT_ALREADY_PENDING', { code: 'PAYMENT_PENDING' });

/**
 * The rule every new payment of an invitation passes, by receipt, cash or the gateway: only an upgrade
 * over the best package already approved (409 otherwise). Returns what it costs: the package's price,
 * less what the approved one paid (issue 31).
 */
export function upgradeOver(earlier: readonly { packageType: PackageType; status: string }[], packageType: PackageType): ReturnType<typeof upgradePrice> {
  const best = earlier
    .filter((payment) => payment.status === 'approved')
    .map((payment) => payment.packageType)
    .sort((a, b) => PACKAGE_RANK[b] - PACKAGE_RANK[a])[0];
  if (best && PACKAGE_RANK[best] >= PACKAGE_RANK[packageType]) throw messageError(409, 'PAYMENT_PACKAGE_ACTIVE', PACKAGES[best].label, { code: 'PACKAGE_ALREADY_ACTIVE' });
  return upgradePrice(packageType, best);
}

/**
 * A new receipt or cash payment of the invitation: refused while another is pending (409), and only as
 * an upgrade (`upgradeOver`); returns its price. The gateway's checkout replaces its own open purchases
 * instead, so it calls `upgradeOver` itself.
 */
export async function priceOfNewPayment(db: Db, invitationId: string, packageType: PackageType): Promise<ReturnType<typeof upgradePrice>> {
  const earlier = await db
    .select({ packageType: paymentDetails.packageType, status: paymentDetails.status })
    .from(paymentDetails)
    .where(eq(paymentDetails.invitationId, invitationId));
  if (earlier.some((payment) => payment.status === 'pending')) throw paymentPending();
  return upgradeOver(earlier, packageType);
}

/**
 * Writes a new pending payment and returns its id. The partial unique index (one pending payment per
 * invitation) decides a race: the loser gets the same 409 as a pending payment seen before.
 */
export async function insertPendingPayment(db: Db, values: Omit<typeof paymentDetails.$inferInsert, 'status'>): Promise<string> {
  try {
    const [row] = await db
      .insert(paymentDetails)
      .values({ ...values, status: 'pending' })
      .returning({ id: paymentDetails.id });
    if (!row) throw new Error('payment not written');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw paymentPending();
    throw error;
  }
}

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
    throw messageError(400, 'PAYMENT_MISSING_FIELDS', { code: 'MISSING_FIELDS' });
  }
  const invitationId = input.invitationId;
  const { customSlug } = await paymentTarget(ctx, userId, invitationId, packageType, input.customSlug);

  const price = await priceOfNewPayment(db, invitationId, packageType);

  const receipt = await checkReceipt(input.receipt);
  // The row first: the partial unique index decides a race before any file is written, so a
  // loser never touches the winner's receipt (both keys would carry the same millisecond).
  const id = await insertPendingPayment(db, { userId, invitationId, packageType, customSlug, ...price });
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
  const payment = toPayment(row!);
  // The host's acknowledgement and the admins' notice, at once (issue 31.4).
  await tellOfNewReceipt(ctx, userId, payment);
  return payment;
}

/** One page of the payments that match `where`, newest first, with the total count and number of pages. */
export async function pageOfPayments(ctx: AppContext, where: SQL | undefined, { page, pageSize }: { page: number; pageSize: number }) {
  const [total] = await ctx.database.db
    .select({ value: count() })
    .from(paymentDetails)
    .innerJoin(invitations, eq(invitations.id, paymentDetails.invitationId))
    .leftJoin(users, eq(users.id, paymentDetails.userId))
    .where(where);
  const rows = await onePage(selectPayments(ctx, where).orderBy(desc(paymentDetails.createdAt), desc(paymentDetails.id)).$dynamic(), { page, pageSize });
  return { rows, ...pageTotals(total, pageSize) };
}

/** product.md §7 Payment history / Payment requests page: the user's own, newest first, paged. */
export async function listOwnPayments(ctx: AppContext, userId: string, query: PaymentListQuery): Promise<PaymentList> {
  const { invitationId, ...paging } = paymentListQuerySchema.parse(query);
  const where = and(eq(paymentDetails.userId, userId), invitationId ? eq(paymentDetails.invitationId, invitationId) : undefined);
  const { rows, ...counts } = await pageOfPayments(ctx, where, paging);
  return { data: rows.map(toPayment), ...counts };
}

/** A receipt's image for its payer or an admin; anyone else (and a missing one) gets not found. */
export async function readReceipt(ctx: AppContext, paymentId: string, viewer: Viewer): Promise<{ body: Buffer; contentType: string }> {
  const row = await ownedRow(
    viewer,
    paymentId,
    (id) =>
      firstRow(
        ctx.database.db
          .select({ userId: paymentDetails.userId, bucket: files.bucket, key: files.key, contentType: files.contentType })
          .from(paymentDetails)
          .innerJoin(files, eq(files.id, paymentDetails.receiptFileId))
          .where(eq(paymentDetails.id, id))
          .limit(1),
      ),
    messageError(404, 'RECEIPT_NOT_FOUND', { code: 'NOT_FOUND' }),
  );
  const body = await ctx.storage.get(row.bucket, row.key);
  if (!body) throw messageError(404, 'RECEIPT_NOT_FOUND', { code: 'NOT_FOUND' });
  if (row.contentType === 'application/pdf') return { body: await replaceStoredPdf(ctx, paymentId, row, body), contentType: 'image/png' };
  return { body, contentType: row.contentType };
}

/**
 * A PDF receipt kept before decision 0023 (when PDFs were scanned, not drawn) is drawn to a PNG
 * the first time it is read; the PNG replaces it, so its bytes are never served and then no
 * longer kept. One that cannot be drawn is refused like an upload would be (and stays as it was).
 */
async function replaceStoredPdf(ctx: AppContext, paymentId: string, pdf: { userId: string; bucket: string; key: string }, body: Buffer): Promise<Buffer> {
  const picture = await renderReceiptPdf(body);
  const stored = await storeFile(ctx, { bucket: 'payment_receipts', key: pdf.key.replace(/\.pdf$/, '') + '.png', body: picture, contentType: 'image/png', isPublic: false, ownerId: pdf.userId });
  await ctx.database.db.update(paymentDetails).set({ receiptFileId: stored.id }).where(eq(paymentDetails.id, paymentId));
  await removeFile(ctx, { bucket: pdf.bucket, key: pdf.key });
  return picture;
}

export type Decision = 'approved' | 'rejected';

/** What the audit log keeps before and after a payment decision. */
interface PaymentState {
  status: Payment['status'];
  is_paid: boolean;
  custom_slug: string | null;
  published: boolean;
}

/** The invitation of a payment, locked for the rest of the transaction. */
async function lockInvitation(tx: Tx, invitationId: string) {
  const [row] = await tx
    .select({ id: invitations.id, isPaid: invitations.isPaid, customSlug: invitations.customSlug, templateStatus: invitations.templateStatus, eventName: invitations.eventName })
    .from(invitations)
    .where(eq(invitations.id, invitationId))
    .for('update');
  if (!row) throw notFound(MESSAGES.invitationNotFound);
  return row;
}
type LockedInvitation = Awaited<ReturnType<typeof lockInvitation>>;

const stateOf = (status: Payment['status'], invitation: Pick<LockedInvitation, 'isPaid' | 'customSlug' | 'templateStatus'>): PaymentState => ({
  status,
  is_paid: invitation.isPaid,
  custom_slug: invitation.customSlug,
  published: invitation.templateStatus.toLowerCase() === 'published',
});

/** Approval's effect on the invitation: paid, and Platinum's custom URL (a slug taken meanwhile: 409, all rolled back). */
async function grantPackage(tx: Tx, invitation: LockedInvitation, payment: { customSlug: string | null }) {
  const changes = { isPaid: true, ...(payment.customSlug ? { customSlug: payment.customSlug } : {}) };
  try {
    await tx.update(invitations).set({ ...changes, updatedAt: new Date() }).where(eq(invitations.id, invitation.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLUG_MESSAGES.taken, 'SLUG_TAKEN');
    throw error;
  }
  return { ...invitation, ...changes };
}

/**
 * An approval withdrawn: with no other approved payment the invitation is unpaid and back to Draft
 * (product.md §4: publishing needs an approved payment); with no other approved Platinum one it
 * loses its custom URL (Platinum's feature).
 */
async function withdrawPackage(tx: Tx, invitation: LockedInvitation, paymentId: string) {
  const others = await tx
    .select({ packageType: paymentDetails.packageType })
    .from(paymentDetails)
    .where(and(eq(paymentDetails.invitationId, invitation.id), eq(paymentDetails.status, 'approved'), ne(paymentDetails.id, paymentId)));
  const stillPaid = others.length > 0;
  const stillPlatinum = others.some((other) => other.packageType === 'platinum');
  const changes = {
    isPaid: stillPaid,
    templateStatus: stillPaid ? invitation.templateStatus : 'Draft',
    customSlug: stillPlatinum ? invitation.customSlug : null,
  };
  await tx.update(invitations).set({ ...changes, updatedAt: new Date() }).where(eq(invitations.id, invitation.id));
  return { ...invitation, ...changes };
}

/**
 * A rejection: an invitation left with no approved payment does not stay public (an admin may have
 * published it while its receipt was pending, issue 31.4); it goes back to Draft, which the
 * decision's audit entry shows (`published` before and after). Its paid flag and URL stay as they are.
 */
async function takeDownUnpaid(tx: Tx, invitation: LockedInvitation, paymentId: string) {
  if (invitation.templateStatus.toLowerCase() !== 'published') return invitation;
  const [other] = await tx
    .select({ id: paymentDetails.id })
    .from(paymentDetails)
    .where(and(eq(paymentDetails.invitationId, invitation.id), eq(paymentDetails.status, 'approved'), ne(paymentDetails.id, paymentId)))
    .limit(1);
  if (other) return invitation;
  await tx.update(invitations).set({ templateStatus: 'Draft', updatedAt: new Date() }).where(eq(invitations.id, invitation.id));
  return { ...invitation, templateStatus: 'Draft' };
}

/** Who decides: the signed-in admin (id and e-mail, kept in the audit log). */
export type PaymentActor = AuditActor;

/**
 * An admin approves or rejects a pending request (product.md §4). One transaction: the status (only
 * from pending: `UPDATE … WHERE status = 'pending'`, so of two admins at once exactly one acts),
 * on approval the invitation's `is_paid` and (Platinum) custom slug, on rejection the reason, and
 * one audit entry. A slug taken meanwhile rolls it all back: 409 and the request stays pending.
 * Repeating the same decision changes nothing; the other decision on a reviewed request is a 409.
 * The host is told by e-mail after the commit; a mail failure is logged and never undoes the decision.
 */
export async function reviewPayment(ctx: AppContext, paymentId: string, actor: PaymentActor, decision: Decision, input?: unknown): Promise<AdminPayment> {
  if (!isUuid(paymentId)) throw notFound(MESSAGES.paymentNotFound);
  const reason = decision === 'rejected' ? paymentReasonSchema.parse(input).reason : null;
  // An approval may record what the receipt shows was paid and its bank reference (issue 31.4).
  const received = decision === 'approved' ? paymentApprovalSchema.parse(input ?? {}) : {};
  const changed = await ctx.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(paymentDetails).where(eq(paymentDetails.id, paymentId)).limit(1);
    if (!current) throw notFound(MESSAGES.paymentNotFound);
    const invitation = await lockInvitation(tx, current.invitationId);
    const [payment] = await tx
      .update(paymentDetails)
      .set({
        status: decision,
        reviewedBy: actor.id,
        reviewedAt: new Date(),
        decisionReason: reason,
        ...(received.amountPaidSen !== undefined ? { amountPaidSen: received.amountPaidSen } : {}),
        ...(received.reference !== undefined ? { paymentReference: received.reference } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(paymentDetails.id, paymentId), eq(paymentDetails.status, 'pending')))
      .returning();
    if (!payment) {
      const [now] = await tx.select({ status: paymentDetails.status }).from(paymentDetails).where(eq(paymentDetails.id, paymentId)).limit(1);
      if (!now) throw notFound(MESSAGES.paymentNotFound);
      if (now.status !== decision) throw conflict(MESSAGES.paymentAlreadyReviewed(now.status), 'ALREADY_REVIEWED');
      return null;
    }
    const after = decision === 'approved' ? await grantPackage(tx, invitation, payment) : await takeDownUnpaid(tx, invitation, payment.id);
    // Every approval (an admin's, the gateway's, cash) gets its invoice in the same transaction (issue 31).
    const invoice = decision === 'approved' ? await issueInvoiceForPayment(tx, payment.id, ctx.config.seller) : null;
    await recordAudit(tx, actor, {
      action: decision === 'approved' ? 'payment.approve' : 'payment.reject',
      subjectType: 'payment',
      subjectId: payment.id,
      subjectLabel: auditLabel(invitation.eventName, payment.packageType),
      reason,
      before: stateOf('pending', invitation),
      after: { ...stateOf(decision, after), ...(decision === 'approved' ? { method: payment.method, amount_paid_sen: payment.amountPaidSen, payment_reference: payment.paymentReference } : {}) },
    });
    return { ...payment, documentId: invoice?.id };
  });
  return afterDecision(ctx, paymentId, changed ? { invitationId: changed.invitationId, kind: decision, documentId: changed.documentId } : null);
}

/**
 * An admin reverses a decision, with a reason, within PAYMENT_REVERSAL_WINDOW_HOURS of it and only
 * once: approved → rejected (the invitation's paid state, Draft/Published and custom URL follow,
 * see withdrawPackage) or rejected → approved (as an approval). One transaction with its audit
 * entry; the host is e-mailed. Pending, reversed already or too late: 409 with the rule's words.
 */
export async function reversePayment(ctx: AppContext, paymentId: string, actor: PaymentActor, input: unknown): Promise<AdminPayment> {
  if (!isUuid(paymentId)) throw notFound(MESSAGES.paymentNotFound);
  const { reason } = paymentReasonSchema.parse(input);
  const changed = await ctx.database.db.transaction(async (tx) => {
    const [first] = await tx.select({ invitationId: paymentDetails.invitationId }).from(paymentDetails).where(eq(paymentDetails.id, paymentId)).limit(1);
    if (!first) throw notFound(MESSAGES.paymentNotFound);
    // The invitation first, then the payment: the same order as a decision, so two never deadlock.
    const invitation = await lockInvitation(tx, first.invitationId);
    const [payment] = await tx.select().from(paymentDetails).where(eq(paymentDetails.id, paymentId)).for('update');
    if (!payment) throw notFound(MESSAGES.paymentNotFound);
    if (payment.status === 'pending') throw conflict(PAYMENT_ADMIN_MESSAGES.reversePending, 'NOT_DECIDED');
    if (payment.reversedAt) throw conflict(PAYMENT_ADMIN_MESSAGES.reversedAlready, 'ALREADY_REVERSED');
    const now = new Date();
    const decidedAt = payment.reviewedAt?.toISOString() ?? null;
    if (!reversibleUntil({ status: payment.status, reviewedAt: decidedAt, reversedAt: null }, now)) throw conflict(PAYMENT_ADMIN_MESSAGES.reversalWindowPassed, 'REVERSAL_WINDOW_PASSED');
    const status: Decision = payment.status === 'approved' ? 'rejected' : 'approved';
    await tx
      .update(paymentDetails)
      .set({ status, reversedAt: now, reversedBy: actor.id, reversalReason: reason, updatedAt: now })
      .where(eq(paymentDetails.id, paymentId));
    const after = status === 'approved' ? await grantPackage(tx, invitation, payment) : await withdrawPackage(tx, invitation, payment.id);
    // Approved now: its invoice. Approval withdrawn: a credit note for what its invoice still holds.
    let document: { id: string } | null = null;
    if (status === 'approved') document = await issueInvoiceForPayment(tx, payment.id, ctx.config.seller);
    else {
      const open = await creditedSen(tx, payment.id);
      if (open.invoiceSen - open.creditedSen > 0) document = await issueCreditNote(tx, payment.id, open.invoiceSen - open.creditedSen, reason, ctx.config.seller);
    }
    await recordAudit(tx, actor, {
      action: 'payment.reverse',
      subjectType: 'payment',
      subjectId: payment.id,
      subjectLabel: auditLabel(invitation.eventName, payment.packageType),
      reason,
      before: stateOf(payment.status, invitation),
      after: stateOf(status, after),
    });
    return { invitationId: payment.invitationId, kind: 'reversed' as const, stillPaid: after.isPaid, urlReleased: invitation.customSlug !== null && after.customSlug === null, documentId: document?.id };
  });
  return afterDecision(ctx, paymentId, changed);
}

const auditLabel = (eventName: string, packageType: PackageType) => `${richTextToPlain(eventName) || 'Untitled event'} · ${PACKAGES[packageType].label}`;

/** After the commit: the page caches forget the invitation, the host is told, the row is answered. */
interface Change {
  invitationId: string;
  kind: Decision | 'reversed';
  stillPaid?: boolean;
  urlReleased?: boolean;
  /** The invoice or credit note the change issued: attached to the decision mail. */
  documentId?: string;
}

async function afterDecision(ctx: AppContext, paymentId: string, changed: Change | null): Promise<AdminPayment> {
  const [row] = await selectPayments(ctx, eq(paymentDetails.id, paymentId));
  if (!row) throw notFound(MESSAGES.paymentNotFound);
  const result = toAdminPayment(row);
  if (changed) {
    forgetInvitation(changed.invitationId);
    if (row.userEmail) await notifyHost(ctx, { to: row.userEmail, lang: row.userLanguage ?? 'english' }, result, changed);
  }
  return result;
}

/** `host`: the payer's address and language (`users.language`: every mail to a host is in it, decision 0030). */
async function notifyHost(ctx: AppContext, host: { to: string; lang: string }, payment: AdminPayment, change: Change): Promise<void> {
  const params = { packageLabel: PACKAGES[payment.packageType].label, eventName: payment.eventName, dashboardUrl: `${ctx.config.publicUrl}${paths.dashboard}`, ...replyParams(ctx) };
  const reversed = change.kind === 'reversed';
  const message = reversed
    ? renderEmail(paymentReversed, { ...params, nowApproved: payment.status === 'approved', reason: payment.reversalReason ?? '', stillPaid: change.stillPaid, urlReleased: change.urlReleased }, host)
    : payment.status === 'approved'
      ? renderEmail(paymentApproved, params, host)
      : renderEmail(paymentRejected, { ...params, reason: payment.decisionReason ?? '' }, host);
  try {
    await ctx.mailer.send(change.documentId ? await attachDocument(ctx, message, change.documentId, host.lang) : message);
  } catch (error) {
    ctx.log.error({ error, paymentId: payment.id }, 'could not send the payment decision mail');
  }
}
