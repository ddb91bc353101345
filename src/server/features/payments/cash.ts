import { eq } from 'drizzle-orm';
import { PACKAGES } from '@shared/constants';
import { isUuid } from '@shared/ids';
import { PACKAGE_RANK, cashPaymentSchema, type AdminPayment } from '@shared/payments';
import type { AppContext } from '@server/context';
import { invitations, paymentDetails } from '@server/db/schema';
import { isUniqueViolation } from '@server/lib/db-errors';
import { messageError, notFound } from '@server/lib/http-error';
import { paymentTarget, reviewPayment, type PaymentActor } from './service';

/**
 * "Mark paid" for cash (issue 31.4): the admin records what they received (amount in sen, the cash
 * receipt's reference) as a payment of the invitation's owner, method 'cash', recorded_by the admin,
 * and it is approved through `reviewPayment` like a receipt: the invitation is paid (the host can
 * publish), Platinum's custom URL is granted, it counts in revenue and the CSV, the approval is
 * audited (method, amount and reference in the entry) and the host is e-mailed. The same rules as a
 * host's payment: the owner's invitation, no request already pending (decide that one instead), only
 * an upgrade over an approved package, Platinum's URL valid and free. If the approval fails (a URL
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

  const earlier = await db.select({ packageType: paymentDetails.packageType, status: paymentDetails.status }).from(paymentDetails).where(eq(paymentDetails.invitationId, invitationId));
  if (earlier.some((payment) => payment.status === 'pending')) throw messageError(409, 'PAYMENT_ALREADY_PENDING', { code: 'PAYMENT_PENDING' });
  const best = earlier
    .filter((payment) => payment.status === 'approved')
    .map((payment) => payment.packageType)
    .sort((a, b) => PACKAGE_RANK[b] - PACKAGE_RANK[a])[0];
  if (best && PACKAGE_RANK[best] >= PACKAGE_RANK[cash.packageType]) throw messageError(409, 'PAYMENT_PACKAGE_ACTIVE', PACKAGES[best].label, { code: 'PACKAGE_ALREADY_ACTIVE' });

  let id: string;
  try {
    const [row] = await db
      .insert(paymentDetails)
      .values({
        userId: invitation.userId,
        invitationId,
        packageType: cash.packageType,
        amount: PACKAGES[cash.packageType].amount,
        status: 'pending',
        customSlug,
        method: 'cash',
        amountPaidSen: cash.amountPaidSen,
        paymentReference: cash.reference,
        recordedBy: actor.id,
      })
      .returning({ id: paymentDetails.id });
    if (!row) throw new Error('cash payment not written');
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw messageError(409, 'PAYMENT_ALREADY_PENDING', { code: 'PAYMENT_PENDING' });
    throw error;
  }
  try {
    return await reviewPayment(ctx, id, actor, 'approved');
  } catch (error) {
    await db.delete(paymentDetails).where(eq(paymentDetails.id, id));
    throw error;
  }
}
