import { BRAND } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { linkEmail } from './layout';

export interface PaymentDecisionParams {
  /** The package's label, e.g. `Platinum`. */
  packageLabel: string;
  /** The invitation's event name as plain text; may be empty. */
  eventName: string;
  /** Where the host sees their invitations (My Invitations). */
  dashboardUrl: string;
}

/** To the host, when an admin approves their payment (`notifyHost`, src/server/features/payments/service.ts). */
export const paymentApproved = linkEmail<PaymentDecisionParams>({
  id: 'payment-approved',
  url: (params) => params.dashboardUrl,
  words: {
    english: ({ packageLabel, eventName }) => ({
      subject: `Your ${packageLabel} package is active`,
      intro: `Good news: your payment for “${eventName || 'your invitation'}” was approved. ${MESSAGES.paymentApproved(packageLabel)}`,
      action: 'Open My Invitations',
      outro: `Thank you for choosing ${BRAND}.`,
    }),
  },
});
