import { BRAND } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { linkEmail } from './layout';
import type { PaymentDecisionParams } from './payment-approved';
import { reasonSentence } from './payment-rejected';

export interface PaymentReversedParams extends PaymentDecisionParams {
  /** True when a rejection was reversed (the payment is now approved); false when an approval was withdrawn. */
  nowApproved: boolean;
  /** The admin's reason for the reversal. */
  reason: string;
  /** After a withdrawn approval: whether another approved payment still covers the invitation. */
  stillPaid?: boolean;
  /** After a withdrawn approval: whether the invitation lost its custom URL. */
  urlReleased?: boolean;
}

/** To the host, when an admin reverses the decision on their payment (`notifyHost`, src/server/features/payments/service.ts). */
export const paymentReversed = linkEmail<PaymentReversedParams>({
  id: 'payment-reversed',
  url: (params) => params.dashboardUrl,
  words: {
    english: ({ packageLabel, eventName, nowApproved, reason, stillPaid, urlReleased }) => {
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
            outro: `If you think this is a mistake, reply to this message with your receipt. The ${BRAND} team`,
          };
    },
  },
});
