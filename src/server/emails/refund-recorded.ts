import { BRAND } from '@shared/constants';
import type { HostLanguage } from '@shared/host-language';
import { linkEmail } from './layout';

export interface RefundRecordedParams {
  /** CN-2026-000043: the credit note attached. */
  number: string;
  /** The package's label, e.g. `Platinum` (package names stay in English, glossary.md). */
  packageLabel: string;
  /** The invitation's event name as plain text; may be empty. */
  eventName: string;
  /** The refunded amount, e.g. 'RM 20.00'. */
  amount: string;
  /** The admin's reason. */
  reason: string;
  /** Payment history, where the PDF can be downloaded again. */
  historyUrl: string;
}

/**
 * The sentence added to a payment's approval mail (and to a withdrawn approval's) when its invoice
 * or credit note is attached (`attachDocument`, src/server/features/invoices/mail.ts).
 */
export const DOCUMENT_ATTACHED: Record<HostLanguage, (kind: 'invoice' | 'credit_note', number: string) => string> = {
  english: (kind, number) => (kind === 'invoice' ? `Your invoice and e-receipt ${number} is attached as a PDF; it is also in Payment history.` : `The credit note ${number} is attached as a PDF; it is also in Payment history.`),
  malay: (kind, number) => (kind === 'invoice' ? `Invois dan e-resit anda ${number} dilampirkan sebagai PDF; ia juga ada di Sejarah Pembayaran.` : `Nota kredit ${number} dilampirkan sebagai PDF; ia juga ada di Sejarah Pembayaran.`),
  chinese: (kind, number) => (kind === 'invoice' ? `您的发票兼电子收据 ${number} 已作为 PDF 附上，也可在“付款记录”中找到。` : `贷项通知单 ${number} 已作为 PDF 附上，也可在“付款记录”中找到。`),
};

/** To the host when an admin records a refund (`recordRefund`, src/server/features/invoices/refunds.ts), with the credit note attached, in the account's language. */
export const refundRecorded = linkEmail<RefundRecordedParams>({
  id: 'refund-recorded',
  url: (params) => params.historyUrl,
  words: {
    english: ({ number, packageLabel, eventName, amount, reason }) => ({
      subject: `Refund of ${amount}: credit note ${number}`,
      intro: `We refunded ${amount} of your ${packageLabel} payment for “${eventName || 'your invitation'}”. Reason: ${reason} The credit note ${number} is attached as a PDF.`,
      action: 'Open Payment history',
      outro: `You can download it again from Payment history. ${BRAND}`,
    }),
    malay: ({ number, packageLabel, eventName, amount, reason }) => ({
      subject: `Bayaran balik ${amount}: nota kredit ${number}`,
      intro: `Kami telah membayar balik ${amount} daripada bayaran ${packageLabel} anda untuk “${eventName || 'kad jemputan anda'}”. Sebab: ${reason} Nota kredit ${number} dilampirkan sebagai PDF.`,
      action: 'Buka Sejarah Pembayaran',
      outro: `Anda boleh memuat turunnya semula dari Sejarah Pembayaran. ${BRAND}`,
    }),
    chinese: ({ number, packageLabel, eventName, amount, reason }) => ({
      subject: `退款 ${amount}：贷项通知单 ${number}`,
      intro: `我们已退还您为“${eventName || '您的请柬'}”支付的 ${packageLabel} 款项中的 ${amount}。原因：${reason} 贷项通知单 ${number} 已作为 PDF 附上。`,
      action: '打开付款记录',
      outro: `您可以随时在“付款记录”中再次下载。${BRAND}`,
    }),
  },
});
