import { and, asc, eq, sql } from 'drizzle-orm';
import { PACKAGES } from '@shared/constants';
import { includedTaxSen, invoiceDocumentSchema, invoiceNumber, type InvoiceDocument, type InvoiceKind, type InvoiceLine, type InvoiceSeller } from '@shared/invoices';
import type { SellerConfig } from '@server/config';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { invoiceCounters, invoices, paymentDetails, users } from '@server/db/schema';
import { ownedRow, type Viewer } from '@server/lib/access';
import { firstRow } from '@server/lib/invitation-rows';
import { messageError } from '@server/lib/http-error';
import { runTask } from '@server/lib/worker-pool';

/**
 * Invoices and credit notes (issue 31 point 2, decision 0034). Issued inside the transaction that
 * approves a payment or records a refund, so a document exists exactly when its money moved. The
 * number comes from `invoice_counters`: one row per calendar year (Malaysia time), incremented with
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`, which holds the row's lock until the transaction
 * ends; a rolled-back approval gives its number back, so the series has no gaps and no doubles.
 * Invoices and credit notes share the series (INV-2026-000041, CN-2026-000042).
 */

/** The calendar year of `at` in Malaysia (UTC+8, no daylight saving). */
export const malaysiaYear = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).getUTCFullYear();

/** The next number of `year`, the counter row locked until the transaction ends. */
async function nextSequence(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` } })
    .returning({ sequence: invoiceCounters.lastSequence });
  if (!row) throw new Error('invoice counter not written');
  return row.sequence;
}

const sellerOf = (config: SellerConfig): InvoiceSeller => ({
  name: config.name,
  registrationNumber: config.registrationNumber,
  sstNumber: config.sstNumber ?? null,
  address: config.address,
  email: config.email ?? null,
});

interface NewDocument {
  kind: InvoiceKind;
  paymentId: string;
  userId: string | null;
  invitationId: string | null;
  seller: InvoiceSeller;
  buyer: { name: string; email: string };
  lines: InvoiceLine[];
  totalSen: number;
  taxRatePercent: number;
  paymentReference: string;
  creditsInvoice: string | null;
  reason: string | null;
}

async function issue(tx: Tx, input: NewDocument, now = new Date()) {
  const year = malaysiaYear(now);
  const sequence = await nextSequence(tx, year);
  const taxSen = includedTaxSen(input.totalSen, input.taxRatePercent);
  const [row] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(input.kind, year, sequence),
      year,
      sequence,
      kind: input.kind,
      paymentId: input.paymentId,
      userId: input.userId,
      invitationId: input.invitationId,
      // The rate, the credited invoice and the reason travel with the seller and lines: issued words never change.
      seller: { ...input.seller, taxRatePercent: input.taxRatePercent, creditsInvoice: input.creditsInvoice, reason: input.reason },
      buyer: input.buyer,
      lines: input.lines,
      subtotalSen: input.totalSen - taxSen,
      taxSen,
      totalSen: input.totalSen,
      paymentReference: input.paymentReference,
      issuedAt: now,
    })
    .returning();
  if (!row) throw new Error('invoice not written');
  return row;
}

/** The payment's reference on its documents: the recorded one (bank or cash), else the gateway's purchase, else our id. */
const referenceOf = (payment: { paymentReference: string | null; gatewayPurchaseId: string | null; id: string }) =>
  payment.paymentReference ?? (payment.gatewayPurchaseId ? `CHIP ${payment.gatewayPurchaseId}` : `Payment ${payment.id}`);

async function loadPayment(tx: Tx, paymentId: string) {
  const [payment] = await tx
    .select({ payment: paymentDetails, buyerName: users.name, buyerEmail: users.email })
    .from(paymentDetails)
    .leftJoin(users, eq(users.id, paymentDetails.userId))
    .where(eq(paymentDetails.id, paymentId))
    .limit(1);
  // Called after the payment was read in the same transaction: a missing one is a bug, not a 404.
  if (!payment) throw new Error(`payment ${paymentId} not found for its invoice`);
  return payment;
}

/** A payment's invoice (kind invoice), if it has one. */
export async function invoiceOfPayment(tx: Tx | AppContext['database']['db'], paymentId: string) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'invoice')))
    .limit(1);
  return row ?? null;
}

/**
 * The invoice of an approved payment, issued once: called in every approval's transaction (the
 * admin's, the gateway's callback, a reversed rejection); a second call answers the first invoice.
 * Lines: the package at its price and, for an upgrade, the credit for the package already paid;
 * the total is what was charged, SST included at the configured rate.
 */
export async function issueInvoiceForPayment(tx: Tx, paymentId: string, sellerConfig: SellerConfig, now = new Date()) {
  const existing = await invoiceOfPayment(tx, paymentId);
  if (existing) return existing;
  const { payment, buyerName, buyerEmail } = await loadPayment(tx, paymentId);
  const label = PACKAGES[payment.packageType].label;
  const lines: InvoiceLine[] = [{ kind: 'package', description: `Jemputan ${label} package (digital invitation)`, amountSen: Math.round(PACKAGES[payment.packageType].amount * 100) }];
  if (payment.upgradedFrom && payment.creditSen > 0) {
    lines.push({ kind: 'upgrade_credit', description: `Credit: ${PACKAGES[payment.upgradedFrom].label} package already paid`, amountSen: -payment.creditSen });
  }
  const totalSen = Math.round(Number(payment.amount) * 100);
  return issue(tx, {
    kind: 'invoice',
    paymentId,
    userId: payment.userId,
    invitationId: payment.invitationId,
    seller: sellerOf(sellerConfig),
    buyer: { name: buyerName ?? '', email: buyerEmail ?? '' },
    lines,
    totalSen,
    taxRatePercent: sellerConfig.sstRatePercent,
    paymentReference: referenceOf(payment),
    creditsInvoice: null,
    reason: null,
  }, now);
}

/**
 * A credit note of `amountSen` against the payment's invoice (a refund, or an approval withdrawn).
 * The tax rate is the invoice's own, so the credit takes back tax at the rate it was charged.
 */
export async function issueCreditNote(tx: Tx, paymentId: string, amountSen: number, reason: string, sellerConfig: SellerConfig, refundId?: string) {
  const invoice = (await invoiceOfPayment(tx, paymentId)) ?? (await issueInvoiceForPayment(tx, paymentId, sellerConfig));
  const { payment } = await loadPayment(tx, paymentId);
  const rate = Number((invoice.seller as { taxRatePercent?: unknown }).taxRatePercent ?? 0) || 0;
  return issue(tx, {
    kind: 'credit_note',
    paymentId,
    userId: payment.userId,
    invitationId: payment.invitationId,
    seller: sellerOf(sellerConfig),
    buyer: invoice.buyer as { name: string; email: string },
    // The refund's id rides on its line (kept in the jsonb, not drawn): the refunds list finds its credit note by it.
    lines: [{ kind: 'refund', description: `Refund against ${invoice.number}`, amountSen: -amountSen, ...(refundId ? { refundId } : {}) }],
    totalSen: amountSen,
    taxRatePercent: rate,
    paymentReference: invoice.paymentReference,
    creditsInvoice: invoice.number,
    reason,
  });
}

type InvoiceRow = typeof invoices.$inferSelect;

/** The row as the PDF draws it. */
export function documentOf(row: InvoiceRow): InvoiceDocument {
  const seller = row.seller as Record<string, unknown>;
  return invoiceDocumentSchema.parse({
    number: row.number,
    kind: row.kind,
    issuedAt: row.issuedAt.toISOString(),
    seller: { name: seller.name, registrationNumber: seller.registrationNumber, sstNumber: seller.sstNumber ?? null, address: seller.address ?? [], email: seller.email ?? null },
    buyer: row.buyer,
    lines: row.lines,
    currency: row.currency,
    subtotalSen: row.subtotalSen,
    taxSen: row.taxSen,
    taxRatePercent: Number(seller.taxRatePercent ?? 0) || 0,
    totalSen: row.totalSen,
    paymentReference: row.paymentReference,
    creditsInvoice: (seller.creditsInvoice as string | null | undefined) ?? null,
    reason: (seller.reason as string | null | undefined) ?? null,
  });
}

/** The PDF of a document, drawn in a worker thread (fonts are large; the event loop stays free). */
export async function invoicePdf(row: InvoiceRow): Promise<Buffer> {
  const bytes = await runTask('renderInvoice', documentOf(row), { timeoutMs: 20_000 });
  return Buffer.from(bytes);
}

/** GET /api/invoices/:id/pdf: for the payer or an admin; anyone else (and a missing one) 404. */
export async function readInvoicePdf(ctx: AppContext, id: string, viewer: Viewer): Promise<{ number: string; body: Buffer }> {
  const row = await ownedRow(viewer, id, (key) => firstRow(ctx.database.db.select().from(invoices).where(eq(invoices.id, key)).limit(1)), messageError(404, 'INVOICE_NOT_FOUND', { code: 'NOT_FOUND' }));
  return { number: row.number, body: await invoicePdf(row) };
}

/** A payment's documents, oldest first (the invoice, then its credit notes). */
export function documentsOfPayment(ctx: AppContext, paymentId: string) {
  return ctx.database.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).orderBy(asc(invoices.year), asc(invoices.sequence));
}

/** What a payment's invoice holds and what its credit notes took back so far (sen). */
export async function creditedSen(tx: Tx, paymentId: string): Promise<{ invoiceSen: number; creditedSen: number }> {
  const [row] = await tx
    .select({
      invoiceSen: sql<number>`coalesce(sum(${invoices.totalSen}) filter (where ${invoices.kind} = 'invoice'), 0)::int`,
      creditedSen: sql<number>`coalesce(sum(${invoices.totalSen}) filter (where ${invoices.kind} = 'credit_note'), 0)::int`,
    })
    .from(invoices)
    .where(eq(invoices.paymentId, paymentId));
  return { invoiceSen: Number(row?.invoiceSen ?? 0), creditedSen: Number(row?.creditedSen ?? 0) };
}
