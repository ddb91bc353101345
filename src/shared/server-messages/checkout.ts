import type { HostEntry } from './words';

/**
 * Instant checkout (decision 0032): the host's messages when starting an online payment. The
 * gateway's callback is answered with codes only (a machine reads it). Package names stay in English.
 */
export const CHECKOUT_MESSAGES = {
  CHECKOUT_UNAVAILABLE: {
    english: 'Online payment is not available. Please upload a payment receipt instead.',
    malay: 'Bayaran dalam talian tidak tersedia. Sila muat naik resit bayaran.',
    chinese: '目前无法在线付款。请改为上传付款收据。',
  },
  CHECKOUT_GATEWAY_FAILED: {
    english: 'The payment service could not be reached. Please try again in a moment or upload a payment receipt.',
    malay: 'Perkhidmatan bayaran tidak dapat dihubungi. Sila cuba sebentar lagi atau muat naik resit bayaran.',
    chinese: '无法连接付款服务。请稍后再试，或上传付款收据。',
  },
  CHECKOUT_ALREADY_PAID: {
    english: 'This payment has already been made. Your invitation can be published.',
    malay: 'Bayaran ini sudah dibuat. Kad jemputan anda boleh diterbitkan.',
    chinese: '此款项已付清。您的请柬可以发布了。',
  },
} satisfies Record<string, HostEntry>;
