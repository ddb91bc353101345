import { z } from 'zod';
import { PACKAGES, type PackageType } from './constants';
import { PAYMENT_STATUSES } from './dashboard';
import { MESSAGES } from './messages';

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

/** GET /api/admin/payments: every request, newest first. */
export const adminPaymentListQuerySchema = z.object(pageQuery(ADMIN_PAYMENTS_PAGE_SIZE));
export type AdminPaymentListQuery = z.input<typeof adminPaymentListQuerySchema>;

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
  /** What the receipt is, so a viewer knows whether to show it inline or open it; null when it is gone. */
  receiptKind: z.enum(['image', 'pdf']).nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const adminPaymentSchema = paymentSchema.extend({
  /** The payer's e-mail; null when the account is gone ('Unknown user'). */
  userEmail: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), count: z.number().int(), totalPages: z.number().int() });
export const paymentListSchema = pageOf(paymentSchema);
export type PaymentList = z.infer<typeof paymentListSchema>;
export const adminPaymentListSchema = pageOf(adminPaymentSchema);
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;

/** The amount as product.md §2 shows it: 'RM30', 'RM50' (whole ringgit), 'RM12.50' otherwise. */
export function formatAmount(amount: number): string {
  return `${PACKAGES.silver.currency}${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** 'pending' → 'Pending' (product.md §2: status capitalised). */
export const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
