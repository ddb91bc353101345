/**
 * The one thing instant checkout needs from a payment gateway (decision 0032). CHIP Collect is the
 * one we use (chip.ts); another gateway (Billplz, ToyyibPay) would be one more implementation.
 */

/** A gateway purchase as far as we read it: amounts in sen, our payment id as `reference`. */
export interface GatewayPurchase {
  id: string;
  /** Our payment id (what we sent as the purchase's reference). */
  reference: string;
  /** The gateway's word for where the purchase stands ('paid', 'created', 'expired' …). */
  status: string;
  /** In the currency's smallest unit (sen). */
  total: number;
  currency: string;
  checkoutUrl: string;
}

export interface NewPurchase {
  /** Our payment id. */
  reference: string;
  amountSen: number;
  currency: 'MYR';
  productName: string;
  payerEmail: string;
  /** Where the gateway POSTs its signed callback when the purchase is paid. */
  callbackUrl: string;
  /** Where the payer's browser comes back to. */
  successRedirect: string;
  failureRedirect: string;
  cancelRedirect: string;
}

export interface CheckoutProvider {
  /** The gateway's name as the payer knows it. */
  readonly name: string;
  createPurchase(purchase: NewPurchase): Promise<GatewayPurchase>;
  /**
   * The purchase a callback carries when its signature over the exact bytes received is the
   * gateway's; null when it is unsigned, forged or not a purchase.
   */
  verifyCallback(rawBody: Buffer, signature: string | undefined): Promise<GatewayPurchase | null>;
  /** Asks the gateway where a purchase stands now (reconciliation). */
  fetchPurchase(id: string): Promise<GatewayPurchase>;
  /** Makes sure an open purchase can no longer be paid; answers it as it stands after (a paid one stays paid). */
  cancelPurchase(id: string): Promise<GatewayPurchase>;
  /** Returns `amountSen` of a paid purchase to the payer (a partial refund when less than its total); a refusal is a GatewayError. */
  refundPurchase(id: string, amountSen: number): Promise<GatewayRefund>;
}

/** A refund the gateway made: its own id and the amount in sen. */
export interface GatewayRefund {
  id: string;
  amountSen: number;
}

/** A gateway that answered with an error or could not be reached. */
export class GatewayError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
  ) {
    super(message);
  }
}

/** Statuses that mean the money is ours (CHIP: paid, then cleared and settled as it moves to our account). */
export const PAID_STATUSES: ReadonlySet<string> = new Set(['paid', 'cleared', 'settled']);
/** Statuses after which a purchase can no longer be paid. */
export const CLOSED_STATUSES: ReadonlySet<string> = new Set(['error', 'cancelled', 'expired', 'blocked', 'overdue']);
