import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, hasMarkup } from './field-rules';

/**
 * Text fields of the forms' contracts (the editor's invitation and events, the guest's RSVP, the
 * host's answer), written once with their messages. Builders only (no schema is made at import), so
 * modules that build their schemas lazily for the public page's budget may use them.
 */

/** Text up to `max` characters, as typed. */
export const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`);

/** Text up to `max` characters once trimmed (it is stored trimmed). */
export const trimmed = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** Names and plates are plain text: markup is refused rather than silently stored. */
export const plainText = (max: number) => trimmed(max).refine((value) => !hasMarkup(value), 'Please remove the < and > characters');

/** A web link or ''. Server-side `safeUrl` checks again when the invitation is read. */
export const link = () => z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Enter a link starting with http:// or https://' }).max(2000)]);

/** The longest e-mail address (field-rules.ts): longer ones are refused in every field, before anything is stored or sent. */
export { EMAIL_MAX };

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
  tooLong: `An e-mail address has at most ${EMAIL_MAX} characters`,
} as const;

/**
 * Every e-mail field of the app (account, guest list, RSVP, host answers, organizers): trimmed,
 * lower-cased (one address, one spelling), at most EMAIL_MAX characters, checked before the format
 * so an address of any length costs the same. Optional fields also take ''.
 */
export const emailField = (options: { required?: boolean } = {}) => {
  const base = z.string().trim().max(EMAIL_MAX, EMAIL_MESSAGES.tooLong).toLowerCase();
  // zod's own pattern, from field-rules.ts: the guest page checks with the same one.
  const email = z.email({ pattern: EMAIL_PATTERN, error: EMAIL_MESSAGES.invalid });
  return options.required ? base.min(1, EMAIL_MESSAGES.required).pipe(email) : base.pipe(z.union([z.literal(''), email]));
};
