import { z } from 'zod';
import { adminReasonSchema } from './audit';
import { PACKAGES, type PackageType } from './constants';

/**
 * Invoices, credit notes, upgrades and refunds (issue 31 points 2 and 3, decision 0034).
 * Every approved payment gets one invoice; every refund one credit note. Numbers come from one
 * gapless series per calendar year in Malaysia time: INV-2026-000041, CN-2026-000042.
 */

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_PREFIX: Record<InvoiceKind, string> = { invoice: 'INV', credit_note: 'CN' };

/** INV-2026-000042: the kind's prefix, the year (Malaysia time) and the sequence in six digits. */
export const invoiceNumber = (kind: InvoiceKind, year: number, sequence: number) => `${INVOICE_PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;

/** Who sells, copied onto the invoice when it is issued (from configuration). */
export const invoiceSellerSchema = z.object({
  name: z.string(),
  registrationNumber: z.string(),
  sstNumber: z.string().nullable(),
  address: z.array(z.string()),
  email: z.string().nullable(),
});
export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>;

/** Who buys: the host's account name and e-mail when the invoice was issued. */
export const invoiceBuyerSchema = z.object({ name: z.string(), email: z.string() });
export type InvoiceBuyer = z.infer<typeof invoiceBuyerSchema>;

/** One line: what it is and its amount in sen, tax included (a credit is negative). */
export const invoiceLineSchema = z.object({
  kind: z.enum(['package', 'upgrade_credit', 'refund']),
  description: z.string(),
  amountSen: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** An issued invoice or credit note as the PDF draws it (everything copied at issue time). */
export const invoiceDocumentSchema = z.object({
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedAt: z.string(),
  seller: invoiceSellerSchema,
  buyer: invoiceBuyerSchema,
  lines: z.array(invoiceLineSchema),
  currency: z.string(),
  subtotalSen: z.number().int(),
  taxSen: z.number().int(),
  /** The tax rate (percent) the tax line was worked out with; 0 when not SST-registered. */
  taxRatePercent: z.number(),
  totalSen: z.number().int(),
  paymentReference: z.string(),
  /** For a credit note: the invoice it credits. */
  creditsInvoice: z.string().nullable(),
  /** For a credit note: the admin's reason for the refund. */
  reason: z.string().nullable(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** 1234 → 'RM 12.34'; −3000 → '-RM 30.00' (documents and their mails). */
export const ringgitOfSen = (sen: number) => `${sen < 0 ? '-' : ''}RM ${(Math.abs(sen) / 100).toFixed(2)}`;

/** Tax included in `totalSen` at `ratePercent` (prices include SST): total − total / (1 + rate), rounded to the sen. */
export function includedTaxSen(totalSen: number, ratePercent: number): number {
  if (ratePercent <= 0) return 0;
  return totalSen - Math.round(totalSen / (1 + ratePercent / 100));
}

/**
 * What an upgrade costs: the new package's price less what the best approved package already paid
 * for the same invitation (Silver RM30 → Platinum RM50: RM20 to pay, RM30 credit). No approved
 * package: the full price and no credit.
 */
export function upgradePrice(packageType: PackageType, approved: PackageType | undefined): { amount: number; creditSen: number; upgradedFrom: PackageType | null } {
  const price = PACKAGES[packageType].amount;
  // Only a dearer package is an upgrade (the callers refuse the rest).
  if (!approved || PACKAGES[approved].amount >= price) return { amount: price, creditSen: 0, upgradedFrom: null };
  const credit = PACKAGES[approved].amount;
  return { amount: price - credit, creditSen: Math.round(credit * 100), upgradedFrom: approved };
}

// ---- Refunds (admin) ----

export const REFUND_METHODS = ['gateway', 'bank_transfer', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = { gateway: 'Through the payment gateway', bank_transfer: 'Bank transfer', cash: 'Cash' };

/** POST /api/admin/payments/:id/refunds: how much (sen, at most what is left), why and how. */
export const refundRequestSchema = z.object({
  amountSen: z.number().int('Amount must be in whole sen.').min(1, 'The amount must be at least RM0.01.').max(100_000_00, 'The amount is too large.'),
  reason: adminReasonSchema,
  method: z.enum(REFUND_METHODS),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const refundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  amountSen: z.number().int(),
  reason: z.string(),
  method: z.enum(REFUND_METHODS),
  gatewayRefundId: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;
export const refundListSchema = z.object({ data: z.array(refundSchema), refundableSen: z.number().int() });
export type RefundList = z.infer<typeof refundListSchema>;

/** A payment's invoice and credit notes as its payer (or an admin) lists them. */
export const paymentDocumentSchema = z.object({ id: z.string(), number: z.string(), kind: z.enum(INVOICE_KINDS), totalSen: z.number().int(), issuedAt: z.string() });
export type PaymentDocument = z.infer<typeof paymentDocumentSchema>;
