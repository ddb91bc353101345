import { z } from 'zod';
import { adminReasonSchema } from './audit';
import { PACKAGES, type PackageType } from './constants';
import { PAYMENT_STATUSES } from './dashboard';
import { paymentDocumentSchema } from './invoices';
import { MESSAGES } from './messages';
import { pageOf, textParam } from './paging';

/** Contracts of the payments API (product.md §2 payment screens, §3 Payment, §7 payment calls). */

export const PACKAGE_TYPES = Object.keys(PACKAGES) as PackageType[];

/** The multipart fields of POST /api/payments, shared by the browser's form and the server's reader. */
export const PAYMENT_FORM_FIELDS = {
  invitationId: 'invitationId',
  packageType: 'packageType',
  customSlug: 'customSlug',
  receipt: 'receipt',
} as const;

/** A receipt is a photo or scan of a bank transfer: 5 MB holds any phone photo or one-page PDF. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** What the receipt input accepts; the server decides by the bytes, not by these names. */
export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

/**
 * The receipt field of the payment form: a chosen file of an accepted type and size, checked by the
 * browser before sending (by the type it reports); the server checks the bytes again.
 */
export const receiptFileSchema = z
  .custom<File>((value) => typeof Blob !== 'undefined' && value instanceof Blob, MESSAGES.paymentMissingFields)
  .refine((file) => (RECEIPT_TYPES as readonly string[]).includes(file.type), MESSAGES.receiptWrongType)
  .refine((file) => file.size <= RECEIPT_MAX_BYTES, MESSAGES.receiptTooLarge);
export const receiptFormSchema = z.object({ receipt: receiptFileSchema });
export type ReceiptForm = z.output<typeof receiptFormSchema>;

/** product.md §2: the payment requests list shows pages of 5; the history 10 (decision 0010). */
export const PAYMENT_REQUESTS_PAGE_SIZE = 5;
export const PAYMENT_HISTORY_PAGE_SIZE = 10;
export const ADMIN_PAYMENTS_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 50;

/** Silver < Platinum: paying again is allowed only for a higher package than one already approved. */
export const PACKAGE_RANK: Record<PackageType, number> = { silver: 1, platinum: 2 };

const pageQuery = (defaultSize: number) => ({
  page: z.coerce.number().int().min(1, 'page must be at least 1').max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1, 'pageSize must be at least 1').max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`).default(defaultSize),
});

/** GET /api/payments: the user's own requests, newest first, optionally for one invitation. */
export const paymentListQuerySchema = z.object({ ...pageQuery(PAYMENT_HISTORY_PAGE_SIZE), invitationId: z.uuid().optional() });
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

/**
 * An admin may reverse a decision (approved → rejected, rejected → approved) for this long after it
 * was made (reviewed_at), once: a reversed decision cannot be reversed again. After it, 409.
 */
export const PAYMENT_REVERSAL_WINDOW_HOURS = 72;
/** Accounting's calendar: months and the date range are read in Malaysia's zone. */
export const PAYMENTS_TIME_ZONE = 'Asia/Kuala_Lumpur';
/** The CSV export holds at most this many rows (newest first); narrow the filters for more. */
export const PAYMENTS_CSV_MAX_ROWS = 10_000;
export const PAYMENTS_CSV_FILENAME = 'payments.csv';
export const PAYMENTS_CSV_COLUMNS = [
  'Payment ID',
  'Submitted',
  'Payer e-mail',
  'Invitation',
  'Custom URL',
  'Package',
  'Amount (RM)',
  'Status',
  'Decided',
  'Decision reason',
  'Reversed',
  'Reversal reason',
  // Issue 31: refunds are records; revenue is net of them.
  'Refunded (RM)',
  'Net (RM)',
  'Invoice',
] as const;

/** The words of the admin payment screens and the server's refusals. */
export const PAYMENT_ADMIN_MESSAGES = {
  reversalWindow: `A decision can be reversed once, within ${PAYMENT_REVERSAL_WINDOW_HOURS} hours of being made.`,
  reversedAlready: 'This decision was already reversed once; a reversed decision cannot be reversed again.',
  reversalWindowPassed: `This decision was made more than ${PAYMENT_REVERSAL_WINDOW_HOURS} hours ago and can no longer be reversed.`,
  reversePending: 'Only an approved or rejected payment can be reversed; decide this pending payment instead.',
  reversed: (status: string) => `Decision reversed: the payment is now ${status}.`,
  exportTooMany: `The export holds the newest ${PAYMENTS_CSV_MAX_ROWS.toLocaleString('en')} payments; narrow the dates for the rest.`,
} as const;

/** A day as YYYY-MM-DD (a real calendar day). */
const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Use a real date like 2026-01-31');

/** The filters of the Payment Requests tab, its CSV export and its overview (all the same). */
export const paymentFilterFields = {
  status: z.enum(['all', ...PAYMENT_STATUSES]).default('all'),
  packageType: z.enum(['all', 'silver', 'platinum']).default('all'),
  /** Part of the payer's e-mail, the invitation's event name or its custom URL (either requested or current). */
  search: textParam('search', 200, z.string().trim()).default(''),
  /** Submitted on or after this day (Malaysia time). */
  from: dayParam.optional(),
  /** Submitted on or before this day (Malaysia time). */
  to: dayParam.optional(),
  /** One invitation's payments only (the admin invitations list links here; issue 31). */
  invitation: z.uuid('Invitation not found').optional(),
};
const checkRange = <T extends { from?: string; to?: string }>(value: T, context: z.RefinementCtx) => {
  if (value.from && value.to && value.from > value.to) context.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date' });
};
export const adminPaymentFilterSchema = z.object(paymentFilterFields).superRefine(checkRange);
export type AdminPaymentFilter = z.input<typeof adminPaymentFilterSchema>;

/** GET /api/admin/payments: the requests that match the filters, newest first, paged. */
export const adminPaymentListQuerySchema = z.object({ ...pageQuery(ADMIN_PAYMENTS_PAGE_SIZE), ...paymentFilterFields }).superRefine(checkRange);
export type AdminPaymentListQuery = z.input<typeof adminPaymentListQuerySchema>;

/** An amount received, in sen (RM0.01 to RM100,000): the admin types ringgit and sen, the client sends sen. */
export const amountPaidSenSchema = z.number().int('Give the amount in sen (a whole number)').min(1, 'The amount must be at least RM0.01').max(10_000_000, 'The amount must be at most RM100,000');
/** A bank, gateway or cash receipt reference as the admin copies it. */
export const paymentReferenceSchema = z.string().trim().min(1, 'Give the reference').max(100, 'The reference must be at most 100 characters');

/** POST /api/admin/payments/:id/approve: optionally what the receipt shows was paid and its bank reference (issue 31.4). */
export const paymentApprovalSchema = z.object({ amountPaidSen: amountPaidSenSchema.optional(), reference: paymentReferenceSchema.optional() }).strict();
export type PaymentApproval = z.input<typeof paymentApprovalSchema>;

/**
 * POST /api/admin/invitations/:id/cash-payment: cash an admin received, recorded as a payment and
 * approved like a receipt (amount in sen and its reference required; Platinum's custom URL as the host's).
 */
export const cashPaymentSchema = z
  .object({
    packageType: z.enum(['silver', 'platinum']),
    amountPaidSen: amountPaidSenSchema,
    reference: paymentReferenceSchema,
    customSlug: z.string().trim().max(100).optional(),
  })
  .strict();
export type CashPayment = z.input<typeof cashPaymentSchema>;

/** Ringgit as an admin types it ("30", "30.5", "RM 30.50", "1,030.00") → sen; null when it is not an amount with at most 2 decimals. */
export function ringgitToSen(text: string): number | null {
  const cleaned = text.trim().replace(/^rm\s*/i, '').replace(/,/g, '');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Sen as ringgit for the admin screens: 3000 → 'RM30', 3050 → 'RM30.50'. */
export const formatSen = (sen: number) => formatAmount(sen / 100);

/** The toast after an approval: the custom URL is named only when Platinum's is granted (a Silver approval activates no domain). */
export const approvalToast = (payment: { packageType: PackageType; customSlug: string | null }) =>
  payment.packageType === 'platinum' && payment.customSlug ? MESSAGES.paymentApprovedByAdmin : `Payment approved: the ${PACKAGES[payment.packageType].label} package is active`;

/** Whether what was received is less than the package's price (the admin screens warn). */
export const paidLessThanPrice = (payment: { amount: number; amountPaidSen: number | null }) => payment.amountPaidSen !== null && payment.amountPaidSen < Math.round(payment.amount * 100);

/** POST /api/admin/payments/:id/reject and /reverse: the admin's reason (3–500 characters). */
export const paymentReasonSchema = z.object({ reason: adminReasonSchema });
export type PaymentReason = z.input<typeof paymentReasonSchema>;

/** GET /api/admin/payments/pending-count: the number in the navigation's and the tab's badge. */
export const pendingCountSchema = z.object({ count: z.number().int() });
export type PendingCount = z.infer<typeof pendingCountSchema>;

/**
 * GET /api/admin/payments/overview (same filters; the status filter is not applied, each figure
 * has its own): approved amounts by month of submission and package, what is waiting, and how long
 * a decision takes.
 */
export const paymentOverviewSchema = z.object({
  revenueByMonth: z.array(z.object({ month: z.string(), packageType: z.enum(['silver', 'platinum']), amount: z.number(), count: z.number().int() })),
  approvedTotal: z.number(),
  approvedCount: z.number().int(),
  pendingValue: z.number(),
  pendingCount: z.number().int(),
  /**
   * Median minutes from submission (created_at) to the decision (reviewed_at), from the exact seconds
   * and rounded to the minute only here; null when nothing was decided.
   */
  medianDecisionMinutes: z.number().int().nullable(),
  decidedCount: z.number().int(),
});
export type PaymentOverview = z.infer<typeof paymentOverviewSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  invitationId: z.string(),
  /** Plain text (the stored event name is rich text). */
  eventName: z.string(),
  packageType: z.enum(['silver', 'platinum']),
  /** Ringgit, from the server's price table. */
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  /** Platinum's requested custom URL; null for Silver. */
  customSlug: z.string().nullable(),
  /** Every receipt is an image (a PDF is drawn to one, decision 0023); null when it is gone. */
  receiptKind: z.enum(['image']).nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** Why it was rejected (the admin's words); null otherwise. */
  decisionReason: z.string().nullable(),
  /** When an admin reversed the decision and why; null when it was not reversed. */
  reversedAt: z.string().nullable(),
  reversalReason: z.string().nullable(),
  /** An upgrade pays the difference (issue 31): the package it upgrades from and the credit (sen) taken off. */
  upgradedFrom: z.enum(['silver', 'platinum']).nullable(),
  creditSen: z.number().int(),
  /** Refunded so far (sen); revenue is the amount less this. */
  refundedSen: z.number().int(),
  /** Its invoice and credit notes, oldest first (GET /api/invoices/:id/pdf). */
  documents: z.array(paymentDocumentSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

export const adminPaymentSchema = paymentSchema.extend({
  /** The payer's e-mail; null when the account is gone ('Unknown user'). */
  userEmail: z.string().nullable(),
  /** A receipt read by an admin, the gateway's checkout, or cash an admin recorded (issue 31.4). */
  method: z.enum(['receipt', 'gateway', 'cash']),
  /** What was actually received, in sen, and its bank, gateway or cash receipt reference; null when not recorded. */
  amountPaidSen: z.number().int().nullable(),
  paymentReference: z.string().nullable(),
  /** Until when the decision may still be reversed; null when it cannot be (pending, reversed, too late). */
  reversibleUntil: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const paymentListSchema = pageOf(paymentSchema);
export type PaymentList = z.infer<typeof paymentListSchema>;
export const adminPaymentListSchema = pageOf(adminPaymentSchema);
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;

/** The amount as product.md §2 shows it: 'RM30', 'RM50' (whole ringgit), 'RM12.50' otherwise. */
export function formatAmount(amount: number): string {
  return `${PACKAGES.silver.currency}${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** Until when a decision made at `reviewedAt` may be reversed, or null (pending, reversed already, or past the window at `now`). */
export function reversibleUntil(payment: { status: string; reviewedAt: string | null; reversedAt: string | null }, now: Date): string | null {
  if (payment.status === 'pending' || !payment.reviewedAt || payment.reversedAt) return null;
  const until = new Date(Date.parse(payment.reviewedAt) + PAYMENT_REVERSAL_WINDOW_HOURS * 3_600_000);
  return until > now ? until.toISOString() : null;
}

/** 'pending' → 'Pending' (product.md §2: status capitalised). */
export const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * What the host reads under a decided payment (payment history, the invitation's payment status):
 * the admin's reason for a rejection, or the reversal and its reason. Null when there is nothing to add.
 */
export function hostDecisionNote(payment: Pick<Payment, 'status' | 'decisionReason' | 'reversedAt' | 'reversalReason'>): { title: string; reason: string } | null {
  if (payment.reversedAt && payment.reversalReason) {
    return payment.status === 'approved'
      ? { title: 'Approved after a second look', reason: payment.reversalReason }
      : { title: 'The approval was withdrawn', reason: payment.reversalReason };
  }
  if (payment.status === 'rejected' && payment.decisionReason) return { title: 'Reason for the rejection', reason: payment.decisionReason };
  return null;
}
