import { z } from 'zod';

/**
 * The legal basics (issue 31 point 5, product.md §17): the version of the Terms of Service and the
 * Privacy Notice a host accepts at sign-up (stored on the account with the time), the account's data
 * export and its deletion. A new version of the terms is a new date here; accounts keep the version
 * they accepted.
 */
export const TERMS_VERSION = '2026-12-02';

/** Deleting the account is confirmed with its password (a session alone is not enough). */
export const accountDeletionSchema = z.object({ password: z.string().min(1, 'Password is required').max(128) });
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

export const accountDeletedSchema = z.object({ deleted: z.literal(true), filesRemoved: z.number().int() });

/** How long things are kept (the Privacy Notice says the same; product.md §17). */
export const RETENTION = {
  /** Invoices are kept for seven years after the account is deleted (Malaysian tax records), without the account. */
  invoiceYears: 7,
  /** The audit log keeps that an account was deleted (its id, not its e-mail). */
} as const;
