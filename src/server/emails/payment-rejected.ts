import { BRAND } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { linkEmail } from './layout';
import { PAYMENT_PHRASES, type PaymentDecisionParams } from './payment-approved';

/** Whether a reply to the mail reaches us (MAIL_REPLY_TO is set), and the contact page otherwise. */
export interface ReplyParams {
  canReply?: boolean;
  contactUrl?: string;
}

export interface PaymentRejectedParams extends PaymentDecisionParams, ReplyParams {
  /** The admin's reason (shown to the host as written); absent in mails sent before reasons existed. */
  reason?: string;
}

/** The admin's reason as one quoted sentence, or nothing. */
export const reasonSentence = (label: string, reason: string | undefined) => (reason?.trim() ? ` ${label}: “${reason.trim()}”.` : '');
/** The same in Chinese punctuation ("原因：“…”。"). */
export const chineseReasonSentence = (reason: string | undefined) => (reason?.trim() ? `原因：“${reason.trim()}”。` : '');

/**
 * "If you think this is a mistake…", the last words of a rejection and of a withdrawn approval. A
 * reply reaches someone only when MAIL_REPLY_TO is configured (`canReply`); otherwise the mail points
 * to the contact page instead of asking for a reply to a no-reply address.
 */
export const MISTAKE_OUTRO = {
  english: ({ canReply, contactUrl }: ReplyParams) =>
    canReply ? `If you think this is a mistake, reply to this e-mail with your receipt. The ${BRAND} team` : `If you think this is a mistake, contact us at ${contactUrl} with your receipt. The ${BRAND} team`,
  malay: ({ canReply, contactUrl }: ReplyParams) =>
    canReply ? `Jika anda rasa ini satu kesilapan, balas e-mel ini bersama resit anda. Pasukan ${BRAND}` : `Jika anda rasa ini satu kesilapan, hubungi kami di ${contactUrl} bersama resit anda. Pasukan ${BRAND}`,
  chinese: ({ canReply, contactUrl }: ReplyParams) =>
    canReply ? `如果您认为这是个错误，请回复此邮件并附上您的收据。${BRAND} 团队` : `如果您认为这是个错误，请通过 ${contactUrl} 联系我们并附上您的收据。${BRAND} 团队`,
} as const;

/** To the host, when an admin rejects their payment (`notifyHost`, src/server/features/payments/service.ts), in the account's language. */
export const paymentRejected = linkEmail<PaymentRejectedParams>({
  id: 'payment-rejected',
  url: (params) => params.dashboardUrl,
  words: {
    english: ({ packageLabel, eventName, reason, ...reply }) => ({
      subject: 'Your payment was not approved',
      intro: `We could not approve your ${packageLabel} payment for “${eventName || 'your invitation'}”.${reasonSentence('Reason', reason)} ${MESSAGES.paymentRejected}`,
      action: 'Pay again from My Invitations',
      outro: MISTAKE_OUTRO.english(reply),
    }),
    malay: ({ packageLabel, eventName, reason, ...reply }) => ({
      subject: 'Bayaran anda tidak diluluskan',
      intro: `Kami tidak dapat meluluskan bayaran ${packageLabel} anda untuk “${eventName || PAYMENT_PHRASES.malay.yourInvitation}”.${reasonSentence('Sebab', reason)} Sila semak resit anda dan buat bayaran semula.`,
      action: PAYMENT_PHRASES.malay.payAgain,
      outro: MISTAKE_OUTRO.malay(reply),
    }),
    chinese: ({ packageLabel, eventName, reason, ...reply }) => ({
      subject: '您的付款未获批准',
      intro: `我们无法批准您为“${eventName || PAYMENT_PHRASES.chinese.yourInvitation}”支付的 ${packageLabel} 款项。${chineseReasonSentence(reason)}请检查您的收据，然后重新付款。`,
      action: PAYMENT_PHRASES.chinese.payAgain,
      outro: MISTAKE_OUTRO.chinese(reply),
    }),
  },
});
