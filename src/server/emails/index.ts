/**
 * Every e-mail the server sends, one file each, rendered by `renderEmail` (architecture.md §9,
 * decision 0018). Guest mails are written in the four invitation languages; host mails in English
 * for now, and any language without its own words falls back to English.
 */
export { renderEmail, type EmailTemplate, type Translations } from './template';
export { verifyEmail } from './verify-email';
export { resetPassword } from './reset-password';
export { rsvpEditLink, type RsvpEditLinkParams } from './rsvp-edit-link';
export { paymentApproved, type PaymentDecisionParams } from './payment-approved';
export { paymentRejected } from './payment-rejected';
