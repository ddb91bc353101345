import { translateValidation } from '../validation-messages/all';
import type { HostEntry } from './words';

/**
 * Payments, receipts and the dashboard (My Invitations, custom URL), and the editor's saves (the
 * step rules of `@shared/wizard`, in the editor catalogue's words: `rules`). Package names (Silver,
 * Platinum) stay in English (docs/glossary.md). Tests: tests/server/payments-messages-language.test.ts.
 */
export const PAYMENT_MESSAGES = {
  PAYMENT_MISSING_FIELDS: {
    english: 'Please select a package and upload a payment receipt',
    malay: 'Sila pilih pakej dan muat naik resit bayaran',
    chinese: '请选择配套并上传付款收据',
  },
  PAYMENT_LOGIN_REQUIRED: {
    english: 'You must be logged in to submit a payment',
    malay: 'Anda perlu log masuk untuk menghantar bayaran',
    chinese: '您必须登录才能提交付款',
  },
  PAYMENT_SUBMIT_FAILED: {
    english: 'Failed to submit payment information',
    malay: 'Maklumat bayaran tidak dapat dihantar',
    chinese: '无法提交付款资料',
  },
  PAYMENT_UPLOADS_RATE_LIMITED: {
    english: 'Too many uploads. Please wait a minute and try again.',
    malay: 'Terlalu banyak muat naik. Sila tunggu seminit dan cuba lagi.',
    chinese: '上传次数过多。请等一分钟后再试。',
  },
  PAYMENT_ALREADY_PENDING: {
    english: 'A payment for this invitation is already waiting for approval',
    malay: 'Bayaran untuk kad jemputan ini sedang menunggu kelulusan',
    chinese: '此请柬已有一笔付款正在等待批准',
  },
  PAYMENT_PACKAGE_ACTIVE: {
    english: (packageLabel: string) => `This invitation already has the ${packageLabel} package. You can only upgrade to a higher package.`,
    malay: (packageLabel: string) => `Kad jemputan ini sudah mempunyai pakej ${packageLabel}. Anda hanya boleh naik taraf ke pakej yang lebih tinggi.`,
    chinese: (packageLabel: string) => `此请柬已有 ${packageLabel} 配套。您只能升级到更高的配套。`,
  },
  RECEIPT_TOO_LARGE: {
    english: 'Receipt must be smaller than 5MB',
    malay: 'Resit mestilah kurang daripada 5MB',
    chinese: '收据必须小于 5MB',
  },
  RECEIPT_WRONG_TYPE: {
    english: 'Please upload an image (PNG, JPG or WebP) or a PDF receipt',
    malay: 'Sila muat naik resit dalam bentuk gambar (PNG, JPG atau WebP) atau PDF',
    chinese: '请上传图片（PNG、JPG 或 WebP）或 PDF 格式的收据',
  },
  RECEIPT_UNREADABLE_PDF: {
    english: 'We could not read this PDF. Please upload a PNG or JPG photo of your receipt, or a PDF saved directly from your bank.',
    malay: 'Kami tidak dapat membaca PDF ini. Sila muat naik gambar PNG atau JPG resit anda, atau PDF yang disimpan terus daripada bank anda.',
    chinese: '我们无法读取此 PDF。请上传收据的 PNG 或 JPG 照片，或直接从银行保存的 PDF。',
  },
  RECEIPT_CHECK_BUSY: {
    english: 'We are checking many receipts right now. Please try again in a minute.',
    malay: 'Kami sedang menyemak banyak resit sekarang. Sila cuba lagi dalam seminit.',
    chinese: '我们目前正在核对大量收据。请一分钟后再试。',
  },
  RECEIPT_NOT_FOUND: {
    english: 'Receipt not found',
    malay: 'Resit tidak dijumpai',
    chinese: '找不到收据',
  },
  INVOICE_NOT_FOUND: {
    english: 'Invoice not found',
    malay: 'Invois tidak dijumpai',
    chinese: '找不到发票',
  },
  DASHBOARD_INVITATION_NOT_FOUND: {
    english: 'Invitation not found',
    malay: 'Kad jemputan tidak dijumpai',
    chinese: '找不到该请柬',
  },
  PUBLISH_NEEDS_PAYMENT: {
    english: 'An approved payment is needed before this invitation can be published.',
    malay: 'Kad jemputan ini hanya boleh diterbitkan selepas bayaran diluluskan.',
    chinese: '付款获批准后，此请柬才能发布。',
  },
  CUSTOM_URL_NEEDS_PLATINUM: {
    english: 'A custom URL comes with an approved Platinum package.',
    malay: 'URL sendiri disertakan dengan pakej Platinum yang telah diluluskan.',
    chinese: '自定义网址需要已获批准的 Platinum 配套。',
  },
  CUSTOM_URL_TAKEN: {
    english: 'This URL is already taken',
    malay: 'URL ini sudah diambil',
    chinese: '这个网址已被使用',
  },
  /** The custom URL rules' verdict (`slugProblem`, SLUG_MESSAGES): the shared validation words (src/shared/validation-messages/). */
  CUSTOM_URL_INVALID: {
    english: (problem: string) => problem,
    malay: (problem: string) => translateValidation(problem, 'malay'),
    chinese: (problem: string) => translateValidation(problem, 'chinese'),
  },
  /** A host's own payment that is not there (the checkout's cancel): MESSAGES.paymentNotFound. */
  PAYMENT_NOT_FOUND: {
    english: 'Payment not found',
    malay: 'Bayaran tidak dijumpai',
    chinese: '找不到付款记录',
  },
  EDITOR_INVITATION_NOT_FOUND: {
    english: 'Could not find invitation',
    malay: 'Kad jemputan tidak dijumpai',
    chinese: '找不到该请柬',
  },
  EDITOR_TEMPLATE_REQUIRED: {
    english: 'Please select a template',
    malay: 'Sila pilih templat',
    chinese: '请选择模板',
  },
  EDITOR_EVENT_DETAILS_REQUIRED: {
    english: 'Please fill in the event name and date',
    malay: 'Sila isikan nama dan tarikh majlis',
    chinese: '请填写活动名称和日期',
  },
  EDITOR_ORGANIZER_REQUIRED: {
    english: 'Please fill in the organizer name',
    malay: 'Sila isikan nama penganjur',
    chinese: '请填写主办人姓名',
  },
  EDITOR_EVENTS_INCOMPLETE: {
    english: 'Please give each event a name and a date',
    malay: 'Sila beri setiap majlis nama dan tarikh',
    chinese: '请为每个活动填写名称和日期',
  },
  EDITOR_DEADLINE_AFTER_EVENT: {
    english: 'The RSVP deadline must be on or before the day of the event',
    malay: 'Tarikh akhir RSVP mestilah pada atau sebelum hari majlis',
    chinese: '出席回复截止日期必须在活动当天或之前',
  },
  EDITOR_ONE_MAIN_EVENT: {
    english: 'Only one event can be the main event.',
    malay: 'Hanya satu majlis boleh menjadi majlis utama.',
    chinese: '只能有一个主活动。',
  },
  EDITOR_IMAGE_UNKNOWN: {
    english: 'Please upload the image again.',
    malay: 'Sila muat naik gambar itu semula.',
    chinese: '请重新上传图片。',
  },
} satisfies Record<string, HostEntry>;
