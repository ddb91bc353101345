import { eq } from 'drizzle-orm';
import { isUuid } from '@shared/ids';
import { cashPaymentSchema, type AdminPayment } from '@shared/payments';
import type { AppContext } from '@server/context';
import { invitations, paymentDetails } from '@server/db/schema';
import { notFound } from '@server/lib/http-error';
import { insertPendingPayment, paymentTarget, priceOfNewPayment, reviewPayment, type PaymentActor } from './service';

/**
 * "Mark paid" for cash (issue 31.4): the admin records what they received (amount in sen, the cash
 * receipt's reference) as a payment of the invitation's owner, method 'cash', recorded_by the admin,
 * and it is approved through `reviewPayment` like a receipt: the invitation is paid (the host can
 * publish), Platinum's custom URL is granted, it counts in revenue and the CSV, the approval is
 * audited (method, amount and reference in the entry) and the host is e-mailed. The same rules as a
 * host's payment (`priceOfNewPayment`, `insertPendingPayment`): the owner's invitation, no request already
 * pending (decide that one instead), only an upgrade over an approved package, which pays the difference,
 * Platinum's URL valid and free. If the approval fails (a URL
 * taken meanwhile) the row is removed: nothing is left half-recorded.
 */
export async function recordCashPayment(ctx: AppContext, actor: PaymentActor, invitationId: string, input: unknown): Promise<AdminPayment> {
  const cash = cashPaymentSchema.parse(input);
  if (!isUuid(invitationId)) throw notFound('Invitation not found');
  const db = ctx.database.db;
  const [invitation] = await db.select({ userId: invitations.userId }).from(invitations).where(eq(invitations.id, invitationId)).limit(1);
  // A template preview has no owner to pay for it.
  if (!invitation?.userId) throw notFound('Invitation not found');
  const { customSlug } = await paymentTarget(ctx, invitation.userId, invitationId, cash.packageType, cash.customSlug);

  // An upgrade in cash pays the difference too: the price less what the approved package paid.
  const price = await priceOfNewPayment(db, invitationId, cash.packageType);
  const id = await insertPendingPayment(db, {
    userId: invitation.userId,
    invitationId,
    packageType: cash.packageType,
    ...price,
    customSlug,
    method: 'cash',
    amountPaidSen: cash.amountPaidSen,
    paymentReference: cash.reference,
    recordedBy: actor.id,
  });
  try {
    return await reviewPayment(ctx, id, actor, 'approved');
  } catch (error) {
    await db.delete(paymentDetails).where(eq(paymentDetails.id, id));
    throw error;
  }
}
