import { BRAND } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { linkEmail } from './layout';
import type { PaymentDecisionParams } from './payment-approved';

export interface PaymentRejectedParams extends PaymentDecisionParams {
  /** The admin's reason (shown to the host as written); absent in mails sent before reasons existed. */
  reason?: string;
}

/** The admin's reason as one quoted sentence, or nothing. */
export const reasonSentence = (label: string, reason: string | undefined) => (reason?.trim() ? ` ${label}: “${reason.trim()}”.` : '');

/** To the host, when an admin rejects their payment (`notifyHost`, src/server/features/payments/service.ts). */
export const paymentRejected = linkEmail<PaymentRejectedParams>({
  id: 'payment-rejected',
  url: (params) => params.dashboardUrl,
  words: {
    english: ({ packageLabel, eventName, reason }) => ({
      subject: 'Your payment was not approved',
      intro: `We could not approve your ${packageLabel} payment for “${eventName || 'your invitation'}”.${reasonSentence('Reason', reason)} ${MESSAGES.paymentRejected}`,
      action: 'Pay again from My Invitations',
      outro: `If you think this is a mistake, reply to this message with your receipt. The ${BRAND} team`,
    }),
  },
});
