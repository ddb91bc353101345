import { BRAND } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { linkEmail } from './layout';
import type { PaymentDecisionParams } from './payment-approved';

/** To the host, when an admin rejects their payment (`notifyHost`, src/server/features/payments/service.ts). */
export const paymentRejected = linkEmail<PaymentDecisionParams>({
  id: 'payment-rejected',
  url: (params) => params.dashboardUrl,
  words: {
    english: ({ packageLabel, eventName }) => ({
      subject: 'Your payment was not approved',
      intro: `We could not approve your ${packageLabel} payment for “${eventName || 'your invitation'}”. ${MESSAGES.paymentRejected}`,
      action: 'Pay again from My Invitations',
      outro: `If you think this is a mistake, reply to this message with your receipt. The ${BRAND} team`,
    }),
  },
});
