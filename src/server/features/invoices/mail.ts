import { eq } from 'drizzle-orm';
import { PACKAGES } from '@shared/constants';
import { HOST_LANGUAGES, type HostLanguage } from '@shared/host-language';
import { ringgitOfSen } from '@shared/invoices';
import { paths } from '@shared/paths';
import type { AppContext } from '@server/context';
import { invitations, invoices, paymentDetails, users } from '@server/db/schema';
import { DOCUMENT_ATTACHED, refundRecorded, renderEmail } from '@server/emails';
import { escapeHtml } from '@server/emails/layout';
import type { MailMessage } from '@server/lib/mailer';
import { richTextToPlain } from '@server/lib/sanitize';
import { invoicePdf } from './service';

/**
 * Invoices and credit notes reach the host as PDF attachments, in the account's language: an
 * approval's invoice (and a withdrawn approval's credit note) with the decision mail itself, a
 * refund's credit note in its own mail. A PDF that cannot be drawn is logged and the mail goes
 * without it: the document stays downloadable from Payment history.
 */

const hostLanguage = (lang: string): HostLanguage => ((HOST_LANGUAGES as readonly string[]).includes(lang) ? (lang as HostLanguage) : 'english');

/** The decision mail with the document attached and one sentence naming it (before the closing words). */
export async function attachDocument(ctx: AppContext, message: MailMessage, documentId: string, lang: string): Promise<MailMessage> {
  try {
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, documentId)).limit(1);
    if (!invoice) return message;
    const pdf = await invoicePdf(invoice);
    const sentence = DOCUMENT_ATTACHED[hostLanguage(lang)](invoice.kind, invoice.number);
    return {
      ...message,
      text: `${message.text.trimEnd()}\n\n${sentence}\n`,
      html: message.html.replace('</div>', `<p>${escapeHtml(sentence)}</p>\n</div>`),
      attachments: [...(message.attachments ?? []), { filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
    };
  } catch (error) {
    ctx.log.error({ err: error, documentId }, 'could not attach the invoice to the mail');
    return message;
  }
}

/** After a refund's commit: the host's mail with the credit note. Never throws (logged). */
export async function sendRefundMail(ctx: AppContext, creditNoteId: string, reason: string): Promise<void> {
  try {
    const [row] = await ctx.database.db
      .select({ invoice: invoices, email: users.email, language: users.language, packageType: paymentDetails.packageType, eventName: invitations.eventName })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .leftJoin(paymentDetails, eq(paymentDetails.id, invoices.paymentId))
      .leftJoin(invitations, eq(invitations.id, invoices.invitationId))
      .where(eq(invoices.id, creditNoteId))
      .limit(1);
    if (!row) return;
    const { invoice } = row;
    const message = renderEmail(
      refundRecorded,
      {
        number: invoice.number,
        packageLabel: row.packageType ? PACKAGES[row.packageType].label : '',
        eventName: richTextToPlain(row.eventName ?? ''),
        amount: ringgitOfSen(invoice.totalSen),
        reason,
        historyUrl: `${ctx.config.publicUrl}${paths.paymentHistory}`,
      },
      { to: row.email, lang: row.language },
    );
    const pdf = await invoicePdf(invoice);
    await ctx.mailer.send({ ...message, attachments: [{ filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }] });
  } catch (error) {
    ctx.log.error({ err: error, creditNoteId }, 'could not send the refund mail');
  }
}
