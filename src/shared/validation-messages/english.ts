import { PASSWORD_MIN_LENGTH, RSVP_GUESTS_MAX, RSVP_GUESTS_MIN } from '../constants';
import { EMAIL_MAX } from '../field-rules';

/**
 * The zod schemas' own messages (src/shared/*.ts), by a stable code, in English: the source the
 * other languages are typed by (decision 0031). The schemas keep writing these English words
 * (tests and clients read them); a form in the browser (`useSchemaForm`) and the server's error
 * handler find a message's code by its English text (`validationCodeOf`) and show the reader's
 * language's words. Each English text appears once (tests/unit/server-messages.test.ts).
 *
 * The guest's RSVP contract's messages are `GuestValidationCode`s: they need Tamil as well (tamil.ts).
 */
const validationMessages = {
  // ---- the guest's answer (rsvpInputSchema, fields.ts): read by guests too ----
  GUEST_NAME_REQUIRED: 'Please provide your name',
  ATTENDING_REQUIRED: 'Please tell us whether you will attend',
  NO_ANGLE_BRACKETS: 'Please remove the < and > characters',
  EMAIL_INVALID: 'Please enter a valid email address',
  EMAIL_REQUIRED: 'Email is required',
  EMAIL_TOO_LONG: `An e-mail address has at most ${EMAIL_MAX} characters`,
  GUESTS_RANGE: `Number of guests must be between ${RSVP_GUESTS_MIN} and ${RSVP_GUESTS_MAX}`,
  GUESTS_WHOLE: 'Number of guests must be a whole number',
  GUESTS_AT_MOST: `At most ${RSVP_GUESTS_MAX} guests`,
  DEVICE_ID_INVALID: 'Invalid device id',
  // ---- the host's forms ----
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_TOO_SHORT: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters',
  PASSWORDS_DIFFER: 'The passwords do not match',
  TERMS_ACCEPT_REQUIRED: 'Please accept the terms to continue',
  NAME_REQUIRED: 'Name is required',
  NAME_TOO_LONG: 'Name is too long',
  IMAGE_URL_TOO_LONG: 'Image address is too long',
  IMAGE_URL_INVALID: 'Image must be a path on this site or an https:// address',
  TOTP_CODE_INVALID: 'Enter the 6-digit code from your authenticator app',
  TIME_ZONE_INVALID: 'Choose a time zone from the list',
  MEAL_OPTION_NAME_REQUIRED: 'Meal option needs a name',
  EVENTS_REQUIRED: 'Add at least one event',
  EVENT_IDS_DUPLICATE: 'Each event needs its own id',
  LINK_INVALID: 'Enter a link starting with http:// or https://',
  IMPORT_NO_ROWS: 'There are no rows to import.',
  HOUSEHOLDS_REQUIRED: 'Select at least one household.',
  HOUSEHOLD_NAME_REQUIRED: 'Please enter the household name.',
  SEATS_RANGE: 'Seats must be between 1 and 30.',
  EVENTS_OF_INVITATION: 'Choose events of this invitation.',
  EVENT_CHOICE_REQUIRED: 'Choose at least one event.',
  COLOUR_INVALID: 'Use a colour like #aabbcc',
  IMAGE_UPLOAD_HERE: 'Upload the image here',
  PHOTO_UPLOAD_HERE: 'Upload the photo here',
  START_TIME_INVALID: 'Use a time like 18:30',
  END_TIME_INVALID: 'Use a time like 22:00',
  DATE_INVALID: 'Use a date like 2026-01-31',
  DATE_NOT_REAL: 'Use a real date like 2026-01-31',
  DATE_RANGE_REVERSED: 'The end date must not be before the start date',
  ATTENDING_CHOICE_REQUIRED: 'Please choose attending or not attending',
  ONE_REPLY_PER_EVENT: 'One reply per event',
  MERGE_SAME_ANSWER: 'Choose two different answers to merge',
  CHECKIN_BATCH_EMPTY: 'Send at least one arrival or walk-in.',
  SLUG_INVALID_FORMAT: 'Only lowercase letters, numbers, and hyphens allowed',
  SLUG_EMPTY: 'Please enter a custom URL',
  SLUG_RESERVED: 'This URL is reserved. Please choose another one.',
  SLUG_TOO_LONG: 'Please use at most 60 characters',
  SLUG_LOOKS_LIKE_ID: 'This URL looks like an invitation id. Please choose another one.',
};

export type ValidationCode = keyof typeof validationMessages;
/** Every language's validation words: one string per code. */
export type ValidationWords = Record<ValidationCode, string>;

/** The codes of the guest's RSVP contract: their words exist in Tamil too. */
export const GUEST_VALIDATION_CODES = [
  'GUEST_NAME_REQUIRED',
  'ATTENDING_REQUIRED',
  'NO_ANGLE_BRACKETS',
  'EMAIL_INVALID',
  'EMAIL_REQUIRED',
  'EMAIL_TOO_LONG',
  'GUESTS_RANGE',
  'GUESTS_WHOLE',
  'GUESTS_AT_MOST',
  'DEVICE_ID_INVALID',
] as const satisfies readonly ValidationCode[];
export type GuestValidationCode = (typeof GUEST_VALIDATION_CODES)[number];

const words: ValidationWords = validationMessages;
export default words;

const byText = new Map<string, ValidationCode>(Object.entries(words).map(([code, text]) => [text, code as ValidationCode]));

/** The code of a schema's English message, or undefined for a message that is not ours (zod's own). */
export const validationCodeOf = (message: string): ValidationCode | undefined => byText.get(message);
