import { BRAND } from '@shared/constants';
import { linkEmail } from './layout';
import { PAYMENT_PHRASES } from './payment-approved';
import { chineseReasonSentence, reasonSentence, type ReplyParams } from './payment-rejected';

/** The last words of a mail about an admin's decision: a reply only when it reaches someone (MAIL_REPLY_TO). */
const QUESTIONS = {
  english: ({ canReply, contactUrl }: ReplyParams) => (canReply ? `Questions? Reply to this e-mail. The ${BRAND} team` : `Questions? Contact us at ${contactUrl}. The ${BRAND} team`),
  malay: ({ canReply, contactUrl }: ReplyParams) => (canReply ? `Ada soalan? Balas e-mel ini. Pasukan ${BRAND}` : `Ada soalan? Hubungi kami di ${contactUrl}. Pasukan ${BRAND}`),
  chinese: ({ canReply, contactUrl }: ReplyParams) => (canReply ? `有疑问？请回复此邮件。${BRAND} 团队` : `有疑问？请通过 ${contactUrl} 联系我们。${BRAND} 团队`),
} as const;

export interface InvitationStatusParams extends ReplyParams {
  /** True: an admin published the invitation; false: an admin took it down (back to Draft). */
  published: boolean;
  /** The invitation's event name as plain text; may be empty. */
  eventName: string;
  /** The admin's reason (audited too); may be empty. */
  reason?: string;
  /** My Invitations. */
  dashboardUrl: string;
}

/** To the host, when an admin publishes or unpublishes their invitation from /admin/invitations (`updateInvitationAsAdmin`), in the account's language. */
export const invitationStatusByAdmin = linkEmail<InvitationStatusParams>({
  id: 'invitation-status-by-admin',
  url: (params) => params.dashboardUrl,
  words: {
    english: ({ published, eventName, reason, ...reply }) => {
      const party = `“${eventName || 'your invitation'}”`;
      return published
        ? { subject: 'Your invitation was published', intro: `Our team published ${party}: guests can open it now.${reasonSentence('Reason', reason)}`, action: 'Open My Invitations', outro: QUESTIONS.english(reply) }
        : {
            subject: 'Your invitation was taken offline',
            intro: `Our team unpublished ${party}: it is back to Draft and guests cannot open it.${reasonSentence('Reason', reason)}`,
            action: 'Open My Invitations',
            outro: QUESTIONS.english(reply),
          };
    },
    malay: ({ published, eventName, reason, ...reply }) => {
      const party = `“${eventName || PAYMENT_PHRASES.malay.yourInvitation}”`;
      return published
        ? { subject: 'Kad jemputan anda telah diterbitkan', intro: `Pasukan kami telah menerbitkan ${party}: tetamu kini boleh membukanya.${reasonSentence('Sebab', reason)}`, action: PAYMENT_PHRASES.malay.open, outro: QUESTIONS.malay(reply) }
        : {
            subject: 'Kad jemputan anda telah dinyahterbitkan',
            intro: `Pasukan kami telah menyahterbitkan ${party}: ia kembali menjadi draf dan tetamu tidak dapat membukanya.${reasonSentence('Sebab', reason)}`,
            action: PAYMENT_PHRASES.malay.open,
            outro: QUESTIONS.malay(reply),
          };
    },
    chinese: ({ published, eventName, reason, ...reply }) => {
      const party = `“${eventName || PAYMENT_PHRASES.chinese.yourInvitation}”`;
      return published
        ? { subject: '您的请柬已发布', intro: `我们的团队已发布${party}，宾客现在可以打开它。${chineseReasonSentence(reason)}`, action: PAYMENT_PHRASES.chinese.open, outro: QUESTIONS.chinese(reply) }
        : { subject: '您的请柬已下线', intro: `我们的团队已取消发布${party}：它已退回草稿状态，宾客无法打开。${chineseReasonSentence(reason)}`, action: PAYMENT_PHRASES.chinese.open, outro: QUESTIONS.chinese(reply) };
    },
  },
});

export interface PaymentReceivedParams {
  packageLabel: string;
  /** Ringgit as shown, e.g. `RM30`. */
  amount: string;
  eventName: string;
  dashboardUrl: string;
}

/** To the host, at once when their receipt is uploaded (`acknowledgeReceipt`, src/server/features/payments/notices.ts), in the account's language. */
export const paymentReceived = linkEmail<PaymentReceivedParams>({
  id: 'payment-received',
  url: (params) => params.dashboardUrl,
  words: {
    english: ({ packageLabel, amount, eventName }) => ({
      subject: `We received your ${packageLabel} payment receipt`,
      intro: `Thank you: your receipt for the ${packageLabel} package (${amount}) for “${eventName || 'your invitation'}” is with our team. We check receipts by hand and e-mail you as soon as it is approved; you can then publish your invitation.`,
      action: 'Open My Invitations',
      outro: `Thank you for choosing ${BRAND}.`,
    }),
    malay: ({ packageLabel, amount, eventName }) => ({
      subject: `Kami telah menerima resit bayaran ${packageLabel} anda`,
      intro: `Terima kasih: resit anda untuk pakej ${packageLabel} (${amount}) bagi “${eventName || PAYMENT_PHRASES.malay.yourInvitation}” telah sampai kepada pasukan kami. Kami menyemak setiap resit sendiri dan akan menghantar e-mel sebaik sahaja ia diluluskan; selepas itu anda boleh menerbitkan kad jemputan anda.`,
      action: PAYMENT_PHRASES.malay.open,
      outro: `Terima kasih kerana memilih ${BRAND}.`,
    }),
    chinese: ({ packageLabel, amount, eventName }) => ({
      subject: `我们已收到您的 ${packageLabel} 付款收据`,
      intro: `谢谢：您为“${eventName || PAYMENT_PHRASES.chinese.yourInvitation}”支付 ${packageLabel} 配套（${amount}）的收据已送达我们的团队。我们会人工核对收据，批准后立即通过邮件通知您，届时即可发布您的请柬。`,
      action: PAYMENT_PHRASES.chinese.open,
      outro: `感谢您选择 ${BRAND}。`,
    }),
  },
});

export interface PaymentWaitingParams {
  packageLabel: string;
  amount: string;
  eventName: string;
  /** The payer's e-mail. */
  payer: string;
  /** /admin/payments filtered to pending. */
  adminUrl: string;
}

/** To each admin (ADMIN_NOTIFY_EMAILS, or every admin account), at once when a receipt waits for a decision, in the admin's language. */
export const paymentWaiting = linkEmail<PaymentWaitingParams>({
  id: 'payment-waiting',
  url: (params) => params.adminUrl,
  words: {
    english: ({ packageLabel, amount, eventName, payer }) => ({
      subject: `A ${packageLabel} receipt (${amount}) waits for a decision`,
      intro: `${payer} uploaded a receipt for the ${packageLabel} package (${amount}) for “${eventName || 'an untitled invitation'}”. The couple cannot publish until it is approved.`,
      action: 'Open Payment Requests',
      outro: `${BRAND}`,
    }),
    malay: ({ packageLabel, amount, eventName, payer }) => ({
      subject: `Resit ${packageLabel} (${amount}) menunggu keputusan`,
      intro: `${payer} telah memuat naik resit untuk pakej ${packageLabel} (${amount}) bagi “${eventName || 'kad jemputan tanpa nama'}”. Pasangan ini tidak boleh menerbitkan kad jemputan sehingga ia diluluskan.`,
      action: 'Buka Permintaan Bayaran',
      outro: `${BRAND}`,
    }),
    chinese: ({ packageLabel, amount, eventName, payer }) => ({
      subject: `一张 ${packageLabel} 收据（${amount}）等待审核`,
      intro: `${payer} 为“${eventName || '未命名的请柬'}”上传了 ${packageLabel} 配套（${amount}）的收据。批准之前，这对新人无法发布请柬。`,
      action: '打开付款请求',
      outro: `${BRAND}`,
    }),
  },
});
