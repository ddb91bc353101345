/**
 * Every e-mail the server sends, one file each, rendered by `renderEmail` (architecture.md §9,
 * decision 0018). Guest mails are written in the four invitation languages; every mail to a host
 * (the account mails, payments, answer notices, the digest) in the account's language,
 * `users.language` (decision 0030); a language without its own words falls back to English.
 */
import type { HostLanguage } from '@shared/host-language';
import type { Language } from '@shared/constants';
import type { EmailTemplate } from './template';
import { verifyEmail } from './verify-email';
import { resetPassword } from './reset-password';
import { rsvpEditLink } from './rsvp-edit-link';
import { paymentApproved } from './payment-approved';
import { paymentRejected } from './payment-rejected';
import { paymentReversed } from './payment-reversed';
import { refundRecorded } from './refund-recorded';
import { guestInvitation } from './guest-invitation';
import { guestReminder } from './guest-reminder';
import { hostAnswerNotice } from './host-answer-notice';
import { hostDigest } from './host-digest';
import { invitationStatusByAdmin, paymentReceived, paymentWaiting } from './admin-decisions';
import { guestThankYou } from './guest-thank-you';

export { renderEmail, type EmailTemplate, type Translations } from './template';
export { verifyEmail } from './verify-email';
export { resetPassword } from './reset-password';
export { rsvpEditLink, type ConfirmedEvent, type RsvpEditLinkParams } from './rsvp-edit-link';
export { paymentApproved, type PaymentDecisionParams } from './payment-approved';
export { paymentRejected } from './payment-rejected';
export { paymentReversed, type PaymentReversedParams } from './payment-reversed';
export { refundRecorded, DOCUMENT_ATTACHED, type RefundRecordedParams } from './refund-recorded';
export { guestInvitation, type GuestInvitationParams } from './guest-invitation';
export { guestReminder, type GuestReminderParams } from './guest-reminder';
export { hostAnswerNotice, type HostAnswerNoticeParams, type AnswerCounts } from './host-answer-notice';
export { hostDigest, DIGEST_MAX_LINES, type HostDigestParams } from './host-digest';
export { invitationStatusByAdmin, paymentReceived, paymentWaiting } from './admin-decisions';
export { guestThankYou, type GuestThankYouParams } from './guest-thank-you';

/** Who reads a mail: a host (an account: English, Malay, Chinese) or a guest (the four invitation languages). */
export type EmailAudience = 'host' | 'guest';

/**
 * Every template with its audience: the list the language check walks (tests/server/email-languages.test.ts),
 * which also fails on a template file whose template is missing here. A new e-mail is added here.
 */
export const EMAILS: readonly { template: EmailTemplate<never>; audience: EmailAudience }[] = [
  { template: verifyEmail, audience: 'host' },
  { template: resetPassword, audience: 'host' },
  { template: paymentApproved, audience: 'host' },
  { template: paymentRejected, audience: 'host' },
  { template: paymentReversed, audience: 'host' },
  { template: refundRecorded, audience: 'host' },
  { template: hostAnswerNotice, audience: 'host' },
  { template: hostDigest, audience: 'host' },
  { template: invitationStatusByAdmin, audience: 'host' },
  { template: paymentReceived, audience: 'host' },
  // To admins: an admin account has a language too (English, Malay or Chinese), so the host languages.
  { template: paymentWaiting, audience: 'host' },
  { template: rsvpEditLink, audience: 'guest' },
  { template: guestInvitation, audience: 'guest' },
  { template: guestReminder, audience: 'guest' },
  { template: guestThankYou, audience: 'guest' },
];

/** The languages a mail to each audience must have its own words in. */
export const EMAIL_LANGUAGES: Record<EmailAudience, readonly Language[]> = {
  host: ['english', 'malay', 'chinese'] satisfies readonly HostLanguage[],
  guest: ['english', 'malay', 'chinese', 'tamil'],
};
