import type { HostEntry } from './words';

/** Payments, receipts and the dashboard (My Invitations, custom URL, profile). */
export const PAYMENT_MESSAGES = {
} satisfies Record<string, HostEntry>;
