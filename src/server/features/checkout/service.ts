import { and, eq } from 'drizzle-orm';
import { PACKAGES } from '@shared/constants';
import { CHECKOUT_RETURN_PARAMS, toSen, type CheckoutRequest, type CheckoutResult, type CheckoutStarted } from '@shared/checkout';
import { isUuid } from '@shared/ids';
import { paths } from '@shared/paths';
import type { AppContext } from '@server/context';
import { paymentDetails } from '@server/db/schema';
import { HttpError, messageError, notFound } from '@server/lib/http-error';
import { enqueue, type JobHandlers } from '@server/lib/jobs';
import { insertPendingPayment, paymentPending, paymentTarget, reviewPayment, upgradeOver, type PaymentActor } from '@server/features/payments/service';
import { checkoutProviderFor } from './chip';
import { CLOSED_STATUSES, GatewayError, PAID_STATUSES, type CheckoutProvider, type GatewayPurchase } from './provider';

/**
 * Instant checkout (issue 31 point 1, decision 0032). The host picks a package; we write a pending
 * payment (method 'gateway', the amount from the price table) and create the gateway's purchase
 * with our payment id as its reference; the payer pays on the gateway's page. The gateway's signed
 * callback, or the reconciliation job when a callback is lost, approves the payment through the
 * admin's own `reviewPayment`, so the invitation's paid state, the Platinum URL, the audit entry
 * and the host's e-mail follow exactly as for an admin's approval.
 */

/** Who approves a paid purchase in the audit log: no admin, the gateway. */
export const GATEWAY_ACTOR: PaymentActor = { id: null, email: 'CHIP (payment gateway)' };

export const CHECKOUT_JOB_KIND = 'checkout-reconcile';
/** A purchase still open this long after it was created is cancelled at the gateway and the pending payment removed. */
export const OPEN_PURCHASE_MAX_HOURS = 24;
export const CALLBACK_PATH = '/api/checkout/chip/callback';

function provider(ctx: AppContext): CheckoutProvider {
  const gateway = checkoutProviderFor(ctx.config);
  if (!gateway) throw messageError(409, 'CHECKOUT_UNAVAILABLE');
  return gateway;
}

const returnUrl = (ctx: AppContext, paymentId: string, result: CheckoutResult) =>
  `${ctx.config.publicUrl}${paths.dashboard}?${new URLSearchParams({ [CHECKOUT_RETURN_PARAMS.payment]: paymentId, [CHECKOUT_RETURN_PARAMS.result]: result })}`;

/** The reconciliation check number `check` of a payment, `minutes` from now. */
async function scheduleCheck(ctx: AppContext, paymentId: string, check: number, now = new Date()): Promise<void> {
  await enqueue(ctx.database.db, {
    kind: CHECKOUT_JOB_KIND,
    key: `${CHECKOUT_JOB_KIND}:${paymentId}:${check}`,
    payload: { paymentId, check },
    runAt: new Date(now.getTime() + ctx.config.checkoutReconcileMinutes * 60_000),
  });
}

async function gatewayPayment(ctx: AppContext, paymentId: string) {
  if (!isUuid(paymentId)) return null;
  const [row] = await ctx.database.db
    .select()
    .from(paymentDetails)
    .where(and(eq(paymentDetails.id, paymentId), eq(paymentDetails.method, 'gateway')))
    .limit(1);
  return row ?? null;
}

/** Removes a gateway payment that was never paid (only while still pending: a decision made meanwhile stays). */
async function dropUnpaid(ctx: AppContext, paymentId: string): Promise<boolean> {
  const removed = await ctx.database.db
    .delete(paymentDetails)
    .where(and(eq(paymentDetails.id, paymentId), eq(paymentDetails.method, 'gateway'), eq(paymentDetails.status, 'pending')))
    .returning({ id: paymentDetails.id });
  return removed.length > 0;
}

/**
 * The host starts paying: the same rules as a receipt (their own invitation, one pending payment,
 * only an upgrade over an approved package, Platinum's usable custom URL). An open purchase of the
 * same invitation that was never paid is cancelled at the gateway and replaced.
 */
export async function startCheckout(ctx: AppContext, user: { id: string; email: string }, input: CheckoutRequest): Promise<CheckoutStarted> {
  const gateway = provider(ctx);
  const db = ctx.database.db;
  const { packageType, invitationId } = input;
  const { customSlug } = await paymentTarget(ctx, user.id, invitationId, packageType, input.customSlug);

  const earlier = await db.select().from(paymentDetails).where(eq(paymentDetails.invitationId, invitationId));
  for (const open of earlier.filter((payment) => payment.status === 'pending')) {
    if (open.method !== 'gateway' || !open.gatewayPurchaseId) throw paymentPending();
    const standing = await gateway.cancelPurchase(open.gatewayPurchaseId).catch((error: unknown) => {
      ctx.log.error({ err: error, paymentId: open.id }, 'could not cancel an open purchase');
      throw messageError(503, 'CHECKOUT_GATEWAY_FAILED');
    });
    if (PAID_STATUSES.has(standing.status)) {
      // Paid meanwhile and its callback not here yet: settle it now rather than charge twice.
      await settlePurchase(ctx, standing);
      throw messageError(409, 'CHECKOUT_ALREADY_PAID');
    }
    await dropUnpaid(ctx, open.id);
  }
  // An upgrade pays the difference (issue 31): the price less what the approved package paid.
  const { amount, creditSen, upgradedFrom } = upgradeOver(earlier, packageType);
  const paymentId = await insertPendingPayment(db, { userId: user.id, invitationId, packageType, amount, customSlug, method: 'gateway', creditSen, upgradedFrom });

  let purchase: GatewayPurchase;
  try {
    purchase = await gateway.createPurchase({
      reference: paymentId,
      amountSen: toSen(amount),
      currency: 'MYR',
      productName: upgradedFrom ? `Jemputan upgrade ${PACKAGES[upgradedFrom].label} to ${PACKAGES[packageType].label}` : `Jemputan ${PACKAGES[packageType].label} package`,
      payerEmail: user.email,
      callbackUrl: `${ctx.config.publicUrl}${CALLBACK_PATH}`,
      successRedirect: returnUrl(ctx, paymentId, 'paid'),
      failureRedirect: returnUrl(ctx, paymentId, 'failed'),
      cancelRedirect: returnUrl(ctx, paymentId, 'failed'),
    });
  } catch (error) {
    await db.delete(paymentDetails).where(eq(paymentDetails.id, paymentId));
    ctx.log.error({ err: error, paymentId }, 'could not create the gateway purchase');
    throw messageError(503, 'CHECKOUT_GATEWAY_FAILED');
  }
  await db.update(paymentDetails).set({ gatewayPurchaseId: purchase.id, checkoutUrl: purchase.checkoutUrl, updatedAt: new Date() }).where(eq(paymentDetails.id, paymentId));
  await scheduleCheck(ctx, paymentId, 1);
  return { paymentId, checkoutUrl: purchase.checkoutUrl };
}

/**
 * A purchase the gateway says is paid, checked against our payment before anything changes: its
 * reference is one of our gateway payments, the purchase is the one we created for it, the currency
 * is MYR and the total is the payment's amount in sen. Then the admin's approval, as the gateway:
 * a second time (a repeated callback) changes nothing. Anything else: 4xx and nothing changes.
 */
export async function settlePurchase(ctx: AppContext, purchase: GatewayPurchase): Promise<'approved' | 'unchanged'> {
  const payment = await gatewayPayment(ctx, purchase.reference);
  if (!payment) throw new HttpError(404, 'UNKNOWN_REFERENCE', 'No payment has this reference.');
  if (payment.gatewayPurchaseId !== purchase.id) throw new HttpError(409, 'PURCHASE_MISMATCH', 'The purchase is not the one made for this payment.');
  if (!PAID_STATUSES.has(purchase.status)) throw new HttpError(422, 'NOT_PAID', `The purchase is ${purchase.status}, not paid.`);
  const expected = toSen(payment.amount);
  if (purchase.currency !== 'MYR' || purchase.total !== expected) {
    // Money moved but not what we asked for: left for an admin, and loud in the log.
    ctx.log.error({ paymentId: payment.id, purchaseId: purchase.id, currency: purchase.currency, total: purchase.total, expected }, 'gateway purchase amount or currency does not match the payment');
    throw new HttpError(422, purchase.currency !== 'MYR' ? 'WRONG_CURRENCY' : 'WRONG_AMOUNT', 'The purchase does not match the payment.');
  }
  if (payment.status === 'approved') return 'unchanged';
  // What the gateway says was paid (checked equal above) and its purchase, kept like an admin's record of a receipt.
  await reviewPayment(ctx, payment.id, GATEWAY_ACTOR, 'approved', { amountPaidSen: purchase.total, reference: `CHIP ${purchase.id}`.slice(0, 100) });
  return 'approved';
}

/** POST /api/checkout/chip/callback: the raw body and its X-Signature; unsigned or forged is 401. */
export async function receiveCallback(ctx: AppContext, rawBody: Buffer, signature: string | undefined): Promise<'approved' | 'unchanged'> {
  const gateway = checkoutProviderFor(ctx.config);
  if (!gateway) throw notFound();
  let purchase: GatewayPurchase | null;
  try {
    purchase = await gateway.verifyCallback(rawBody, signature);
  } catch (error) {
    // The public key could not be fetched: the gateway tries the callback again later.
    ctx.log.error({ err: error }, 'could not verify a gateway callback');
    throw new HttpError(503, 'GATEWAY_KEY_UNAVAILABLE', 'The callback could not be verified now.');
  }
  if (!purchase) {
    ctx.log.warn({ signed: Boolean(signature), bytes: rawBody.length }, 'gateway callback refused: signature missing or not valid');
    throw new HttpError(401, 'INVALID_SIGNATURE', 'The callback signature is missing or not valid.');
  }
  return settlePurchase(ctx, purchase);
}

/**
 * The host came back without paying (failure or cancel redirect) and asks to stop: the purchase is
 * cancelled at the gateway and, unless it was paid meanwhile, the pending payment removed so a
 * receipt or another checkout can follow. Someone else's or an unknown payment: 404.
 */
export async function cancelCheckout(ctx: AppContext, userId: string, paymentId: string): Promise<{ status: 'cancelled' | 'approved' | 'unchanged' }> {
  const gateway = provider(ctx);
  const payment = await gatewayPayment(ctx, paymentId);
  if (!payment || payment.userId !== userId) throw messageError(404, 'PAYMENT_NOT_FOUND', { code: 'NOT_FOUND' });
  if (payment.status !== 'pending' || !payment.gatewayPurchaseId) return { status: 'unchanged' };
  const standing = await gateway.cancelPurchase(payment.gatewayPurchaseId).catch((error: unknown) => {
    ctx.log.error({ err: error, paymentId }, 'could not cancel a purchase');
    throw messageError(503, 'CHECKOUT_GATEWAY_FAILED');
  });
  if (PAID_STATUSES.has(standing.status)) return { status: await settlePurchase(ctx, standing) };
  return { status: (await dropUnpaid(ctx, paymentId)) ? 'cancelled' : 'unchanged' };
}

/**
 * `checkout-reconcile`: a gateway payment still pending N minutes (CHECKOUT_RECONCILE_MINUTES) after
 * it was made, or after the last check: ask the gateway. Paid: settled as a callback would be.
 * Closed unpaid (expired, cancelled, failed): the pending payment is removed. Still open: asked again
 * in N minutes, and after OPEN_PURCHASE_MAX_HOURS cancelled at the gateway and removed.
 */
async function reconcile(ctx: AppContext, payload: Record<string, unknown>, now: Date): Promise<void> {
  const paymentId = String(payload.paymentId ?? '');
  const check = Number(payload.check ?? 1);
  const payment = await gatewayPayment(ctx, paymentId);
  if (!payment || payment.status !== 'pending' || !payment.gatewayPurchaseId) return;
  const gateway = provider(ctx);
  let purchase = await gateway.fetchPurchase(payment.gatewayPurchaseId);
  const tooOld = now.getTime() - payment.createdAt.getTime() > OPEN_PURCHASE_MAX_HOURS * 3_600_000;
  if (!PAID_STATUSES.has(purchase.status) && !CLOSED_STATUSES.has(purchase.status) && tooOld) purchase = await gateway.cancelPurchase(purchase.id);
  if (PAID_STATUSES.has(purchase.status)) {
    try {
      const outcome = await settlePurchase(ctx, purchase);
      ctx.log.info({ paymentId, outcome }, 'reconciliation settled a paid purchase whose callback had not arrived');
    } catch (error) {
      // A mismatch is not retried: it waits for an admin (logged by settlePurchase).
      if (!(error instanceof HttpError)) throw error;
      ctx.log.error({ paymentId, code: error.code }, 'reconciliation could not settle a paid purchase');
    }
    return;
  }
  if (CLOSED_STATUSES.has(purchase.status) || tooOld) {
    if (await dropUnpaid(ctx, paymentId)) ctx.log.info({ paymentId, status: purchase.status }, 'unpaid gateway payment removed');
    return;
  }
  await scheduleCheck(ctx, paymentId, check + 1, now);
}

export function checkoutJobHandlers(ctx: AppContext): JobHandlers {
  return {
    [CHECKOUT_JOB_KIND]: async (job, { now }) => {
      try {
        await reconcile(ctx, job.payload, now);
      } catch (error) {
        // The gateway away: the job's back-off tries again.
        if (error instanceof GatewayError) ctx.log.warn({ err: error, job: job.key }, 'gateway not reachable for reconciliation');
        throw error;
      }
    },
  };
}
