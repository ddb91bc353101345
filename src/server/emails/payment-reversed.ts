import { BRAND } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { linkEmail } from './layout';
import { PAYMENT_PHRASES, type PaymentDecisionParams } from './payment-approved';
import { chineseReasonSentence, MISTAKE_OUTRO, reasonSentence, type ReplyParams } from './payment-rejected';

export interface PaymentReversedParams extends PaymentDecisionParams, ReplyParams {
  /** True when a rejection was reversed (the payment is now approved); false when an approval was withdrawn. */
  nowApproved: boolean;
  /** The admin's reason for the reversal. */
  reason: string;
  /** After a withdrawn approval: whether another approved payment still covers the invitation. */
  stillPaid?: boolean;
  /** After a withdrawn approval: whether the invitation lost its custom URL. */
  urlReleased?: boolean;
}

/** To the host, when an admin reverses the decision on their payment (`notifyHost`, src/server/features/payments/service.ts), in the account's language. */
export const paymentReversed = linkEmail<PaymentReversedParams>({
  id: 'payment-reversed',
  url: (params) => params.dashboardUrl,
  words: {
    english: ({ packageLabel, eventName, nowApproved, reason, stillPaid, urlReleased, ...reply }) => {
      const party = `“${eventName || 'your invitation'}”`;
      return nowApproved
        ? {
            subject: `Your ${packageLabel} payment is now approved`,
            intro: `We looked at your ${packageLabel} payment for ${party} again and approved it.${reasonSentence('Reason', reason)} ${MESSAGES.paymentApproved(packageLabel)}`,
            action: 'Open My Invitations',
            outro: `Sorry for the trouble, and thank you for choosing ${BRAND}.`,
          }
        : {
            subject: `Your ${packageLabel} payment approval was withdrawn`,
            intro: `We withdrew the approval of your ${packageLabel} payment for ${party}.${reasonSentence('Reason', reason)}${stillPaid ? ' Your other approved payment still covers the invitation.' : ' The invitation is back to Draft: it can be published again once a payment is approved.'}${urlReleased ? ' Its custom URL was released.' : ''}`,
            action: 'Pay again from My Invitations',
            outro: MISTAKE_OUTRO.english(reply),
          };
    },
    malay: ({ packageLabel, eventName, nowApproved, reason, stillPaid, urlReleased, ...reply }) => {
      const party = `“${eventName || PAYMENT_PHRASES.malay.yourInvitation}”`;
      return nowApproved
        ? {
            subject: `Bayaran ${packageLabel} anda kini diluluskan`,
            intro: `Kami telah menyemak semula bayaran ${packageLabel} anda untuk ${party} dan meluluskannya.${reasonSentence('Sebab', reason)} ${PAYMENT_PHRASES.malay.activated(packageLabel)}`,
            action: PAYMENT_PHRASES.malay.open,
            outro: `Maaf atas kesulitan ini, dan terima kasih kerana memilih ${BRAND}.`,
          }
        : {
            subject: `Kelulusan bayaran ${packageLabel} anda telah ditarik balik`,
            intro: `Kami telah menarik balik kelulusan bayaran ${packageLabel} anda untuk ${party}.${reasonSentence('Sebab', reason)}${stillPaid ? ' Bayaran lain anda yang telah diluluskan masih meliputi kad jemputan ini.' : ' Kad jemputan ini kembali menjadi draf: ia boleh diterbitkan semula sebaik sahaja bayaran diluluskan.'}${urlReleased ? ' URL sendiri kad jemputan ini telah dilepaskan.' : ''}`,
            action: PAYMENT_PHRASES.malay.payAgain,
            outro: MISTAKE_OUTRO.malay(reply),
          };
    },
    chinese: ({ packageLabel, eventName, nowApproved, reason, stillPaid, urlReleased, ...reply }) => {
      const party = `“${eventName || PAYMENT_PHRASES.chinese.yourInvitation}”`;
      return nowApproved
        ? {
            subject: `您的 ${packageLabel} 付款现已获批准`,
            intro: `我们重新审核了您为${party}支付的 ${packageLabel} 款项，并已批准。${chineseReasonSentence(reason)}${PAYMENT_PHRASES.chinese.activated(packageLabel)}`,
            action: PAYMENT_PHRASES.chinese.open,
            outro: `抱歉给您带来不便，感谢您选择 ${BRAND}。`,
          }
        : {
            subject: `您的 ${packageLabel} 付款的批准已撤回`,
            intro: `我们撤回了您为${party}支付的 ${packageLabel} 款项的批准。${chineseReasonSentence(reason)}${stillPaid ? '您另一笔已获批准的付款仍涵盖此请柬。' : '此请柬已退回草稿状态：付款获批准后即可重新发布。'}${urlReleased ? '其自定义网址已被释放。' : ''}`,
            action: PAYMENT_PHRASES.chinese.payAgain,
            outro: MISTAKE_OUTRO.chinese(reply),
          };
    },
  },
});
