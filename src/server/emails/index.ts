/**
 * Every e-mail the server sends, one file each, rendered by `renderEmail` (architecture.md §9,
 * decision 0018). Guest mails are written in the four invitation languages; the account mails
 * (verification, password reset) in the account's language (decision 0030); other host mails in
 * English for now, and any language without its own words falls back to English.
 */
export { renderEmail, type EmailTemplate, type Translations } from './template';
export { verifyEmail } from './verify-email';
export { resetPassword } from './reset-password';
export { rsvpEditLink, type ConfirmedEvent, type RsvpEditLinkParams } from './rsvp-edit-link';
export { paymentApproved, type PaymentDecisionParams } from './payment-approved';
export { paymentRejected } from './payment-rejected';
export { paymentReversed, type PaymentReversedParams } from './payment-reversed';
export { guestInvitation, type GuestInvitationParams } from './guest-invitation';
export { guestReminder, type GuestReminderParams } from './guest-reminder';
export { hostAnswerNotice, type HostAnswerNoticeParams, type AnswerCounts } from './host-answer-notice';
export { hostDigest, DIGEST_MAX_LINES, type HostDigestParams } from './host-digest';
