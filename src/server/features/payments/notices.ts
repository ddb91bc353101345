import { and, eq, inArray } from 'drizzle-orm';
import { PACKAGES } from '@shared/constants';
import { paths } from '@shared/paths';
import { formatAmount, type Payment } from '@shared/payments';
import type { AppContext } from '@server/context';
import { userRoles, users } from '@server/db/schema';
import { paymentReceived, paymentWaiting, renderEmail } from '@server/emails';
import { maskAddress } from '@server/lib/mailer';

/** Whether a reply to our mail reaches anyone (MAIL_REPLY_TO), and where to write otherwise: decision mails say which. */
export const replyParams = (ctx: AppContext) => ({ canReply: Boolean(ctx.config.mailReplyTo), contactUrl: `${ctx.config.publicUrl}${paths.contactUs}` });

/** Who is told of a new receipt: ADMIN_NOTIFY_EMAILS (each in its account's language when it has one), else every admin account. */
async function adminRecipients(ctx: AppContext): Promise<{ to: string; lang: string }[]> {
  const db = ctx.database.db;
  const configured = ctx.config.adminNotifyEmails;
  if (configured?.length) {
    const known = await db.select({ email: users.email, language: users.language }).from(users).where(inArray(users.email, configured));
    return configured.map((to) => ({ to, lang: known.find((row) => row.email.toLowerCase() === to)?.language ?? 'english' }));
  }
  const admins = await db.select({ email: users.email, language: users.language }).from(users).innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'admin')));
  return admins.map((row) => ({ to: row.email, lang: row.language }));
}

/**
 * At once after a receipt is uploaded (issue 31.4): the host is told it arrived and what happens next,
 * and the admins that it waits for a decision, each in their own language. A mail failure is logged
 * and never fails the upload.
 */
export async function tellOfNewReceipt(ctx: AppContext, payerId: string, payment: Payment): Promise<void> {
  const [payer] = await ctx.database.db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, payerId)).limit(1);
  const packageLabel = PACKAGES[payment.packageType].label;
  const amount = formatAmount(payment.amount);
  const messages = [
    ...(payer ? [renderEmail(paymentReceived, { packageLabel, amount, eventName: payment.eventName, dashboardUrl: `${ctx.config.publicUrl}${paths.dashboard}` }, { to: payer.email, lang: payer.language })] : []),
    ...(await adminRecipients(ctx)).map((admin) =>
      renderEmail(paymentWaiting, { packageLabel, amount, eventName: payment.eventName, payer: payer?.email ?? '', adminUrl: `${ctx.config.publicUrl}${paths.admin.dashboard}?tab=payments&status=pending` }, admin),
    ),
  ];
  for (const message of messages) {
    try {
      await ctx.mailer.send(message);
    } catch (error) {
      ctx.log.error({ error, to: maskAddress(message.to), paymentId: payment.id }, 'could not send the receipt notice');
    }
  }
}
