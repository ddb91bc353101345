import type { Language } from '../constants';
import { GUEST_MESSAGES } from './guest';
import { HOST_MESSAGES } from './host';
import { PAYMENT_MESSAGES } from './payments';
import { AUTH_MESSAGES } from './auth';
import { REQUEST_MESSAGES } from './request';
import { MEDIA_MESSAGES } from './media';
import { GUEST_LIST_MESSAGES } from './guest-list';
import { ANSWER_MESSAGES } from './answers';
import { CHECKOUT_MESSAGES } from './checkout';
import { GIFT_LEDGER_MESSAGES } from './gift-ledger';

/**
 * The server's own messages (issue 29, decision 0031): one entry per stable code, the `code` of the
 * error body, with its words per language. The error handler writes `message` in the reader's
 * language (`src/server/lib/reader-language.ts`); a route only throws the code
 * (`messageError(status, 'RSVP_CLOSED')`, src/server/lib/http-error.ts).
 *
 * Codes a guest can read (their routes: answering, the personal link, the edit link, the door) are
 * in guest.ts, and the request's own refusals anyone meets in request.ts; both need Tamil as well; the others are the host's (English, Malay, 中文), one file
 * per area (host.ts, payments.ts, auth.ts, media.ts, guest-list.ts, answers.ts). A
 * missing language fails `tsc`. A message with values is a typed function. English is, character for
 * character, what the API said before codes (tests and docs/product.md quote it).
 *
 * Server-only: the browser receives the words already written (the host forms' validation words
 * are the `messages` catalogue, src/shared/validation-messages/).
 */

const ALL_GUEST_MESSAGES = { ...GUEST_MESSAGES, ...REQUEST_MESSAGES };
export type GuestMessageCode = keyof typeof ALL_GUEST_MESSAGES;
const ALL_HOST_MESSAGES = { ...HOST_MESSAGES, ...PAYMENT_MESSAGES, ...AUTH_MESSAGES, ...MEDIA_MESSAGES, ...GUEST_LIST_MESSAGES, ...ANSWER_MESSAGES, ...CHECKOUT_MESSAGES, ...GIFT_LEDGER_MESSAGES };
export type HostMessageCode = keyof typeof ALL_HOST_MESSAGES;
export type ServerMessageCode = GuestMessageCode | HostMessageCode;

/** Every entry, typed by its code: a code without one of its languages fails `tsc` (each area's `satisfies`). */
export const SERVER_MESSAGES = { ...ALL_GUEST_MESSAGES, ...ALL_HOST_MESSAGES };

/** The values a code's message takes (none for a plain message). */
export type MessageArgs<C extends ServerMessageCode> = (typeof SERVER_MESSAGES)[C]['english'] extends (...args: infer A) => string ? A : [];

export const isServerMessageCode = (code: string): code is ServerMessageCode => Object.hasOwn(SERVER_MESSAGES, code);
export const isGuestMessageCode = (code: string): code is GuestMessageCode => Object.hasOwn(ALL_GUEST_MESSAGES, code);

/**
 * A code's message in a language: a host's message read in Tamil (a guest route's error that is not
 * the guest's, which should not happen) falls back to English.
 */
export function serverMessage<C extends ServerMessageCode>(code: C, language: Language, ...args: MessageArgs<C>): string {
  const entry = SERVER_MESSAGES[code] as Partial<Record<Language, string | ((...values: unknown[]) => string)>>;
  const words = entry[language] ?? entry.english!;
  return typeof words === 'function' ? words(...args) : words;
}
