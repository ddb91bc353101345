import { BRAND } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { linkEmail } from './layout';

export interface PaymentDecisionParams {
  /** The package's label, e.g. `Platinum` (package names stay in English, glossary.md). */
  packageLabel: string;
  /** The invitation's event name as plain text; may be empty. */
  eventName: string;
  /** Where the host sees their invitations (My Invitations). */
  dashboardUrl: string;
}

/** The words the payment mails share, per host language (the English ones are MESSAGES', as the screens say them). */
export const PAYMENT_PHRASES = {
  english: { yourInvitation: 'your invitation', activated: (label: string) => MESSAGES.paymentApproved(label), open: 'Open My Invitations', payAgain: 'Pay again from My Invitations' },
  malay: {
    yourInvitation: 'kad jemputan anda',
    activated: (label: string) => `Pakej ${label} anda telah diaktifkan. Kini anda boleh menerbitkan kad jemputan anda.`,
    open: 'Buka Jemputan Saya',
    payAgain: 'Bayar semula di Jemputan Saya',
  },
  chinese: {
    yourInvitation: '您的请柬',
    activated: (label: string) => `您的 ${label} 配套已启用，现在可以发布您的请柬了。`,
    open: '打开“我的请柬”',
    payAgain: '在“我的请柬”重新付款',
  },
} as const;

/** To the host, when an admin approves their payment (`notifyHost`, src/server/features/payments/service.ts), in the account's language. */
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
    malay: ({ packageLabel, eventName }) => ({
      subject: `Pakej ${packageLabel} anda kini aktif`,
      intro: `Berita baik: bayaran anda untuk “${eventName || PAYMENT_PHRASES.malay.yourInvitation}” telah diluluskan. ${PAYMENT_PHRASES.malay.activated(packageLabel)}`,
      action: PAYMENT_PHRASES.malay.open,
      outro: `Terima kasih kerana memilih ${BRAND}.`,
    }),
    chinese: ({ packageLabel, eventName }) => ({
      subject: `您的 ${packageLabel} 配套已启用`,
      intro: `好消息：您为“${eventName || PAYMENT_PHRASES.chinese.yourInvitation}”支付的款项已获批准。${PAYMENT_PHRASES.chinese.activated(packageLabel)}`,
      action: PAYMENT_PHRASES.chinese.open,
      outro: `感谢您选择 ${BRAND}。`,
    }),
  },
});
