import { z } from 'zod';
import { PACKAGES, type PackageType } from './constants';

/**
 * Instant checkout (issue 31 point 1, decision 0032): the host picks a package, the server creates a
 * pending payment and the gateway's purchase, and the browser goes to the gateway's checkout page.
 * The gateway's signed callback (or the reconciliation job) approves the payment.
 */

/** GET /api/checkout: whether online payment is offered (the gateway's keys are configured). */
export const checkoutAvailabilitySchema = z.object({
  enabled: z.boolean(),
  /** The gateway's name as the payer sees it ("CHIP"), null when off. */
  provider: z.string().nullable(),
});
export type CheckoutAvailability = z.output<typeof checkoutAvailabilitySchema>;

/** POST /api/checkout: what the host chose; the amount comes from the server's price table. */
export const checkoutRequestSchema = z.object({
  invitationId: z.string().max(64),
  packageType: z.enum(Object.keys(PACKAGES) as [PackageType, ...PackageType[]]),
  customSlug: z.string().max(200).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** The pending payment and the gateway page to send the payer to. */
export const checkoutStartedSchema = z.object({
  paymentId: z.uuid(),
  checkoutUrl: z.url(),
});
export type CheckoutStarted = z.output<typeof checkoutStartedSchema>;

/** Where the gateway sends the payer back: the dashboard with the payment and the outcome in the query. */
export const CHECKOUT_RETURN_PARAMS = { payment: 'checkout', result: 'result' } as const;
export type CheckoutResult = 'paid' | 'failed';

/** Ringgit from the price table to the gateway's smallest unit (sen). */
export const toSen = (ringgit: number): number => Math.round(ringgit * 100);
