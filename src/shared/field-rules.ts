/**
 * Rules of form fields without zod, so the guest's RSVP form can check an answer in the browser
 * while zod stays off the public invitation page (architecture.md §6, its 90 KB budget). The zod
 * builders (`plainText`, `emailField` in fields.ts) and the RSVP contract (`rsvpInputSchema`,
 * invitation-view.ts) are built on these, so the page and the server check the same thing;
 * tests/unit/field-rules.test.ts holds them together.
 */

/** The longest e-mail address (RFC 5321's 254-character path). */
export const EMAIL_MAX = 254;

/** The shape of an e-mail address: zod's own (`z.regexes.email`), which `emailField` checks with. */
// eslint-disable-next-line no-useless-escape -- zod's source as it is, character for character (a unit test compares them)
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** A trimmed address of the right shape and length. */
export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);

/** Names and plates are plain text: markup is refused rather than silently stored. */
export const hasMarkup = (value: string): boolean => /[<>]/.test(value);

/**
 * A phone number's shape only: the page's quick check (digits, spaces, brackets, dots, hyphens, a
 * leading +). The server reads the number properly and refuses what is no phone (`normalizePhone`,
 * libphonenumber-js, which stays off the page); it also takes rarer spellings this shape refuses,
 * such as an extension ("012 345 6789 ext 2").
 */
export const PHONE_SHAPE = /^\+?[\d\s().-]{7,24}$/;

/** The longest text of each field of a guest's answer (the form's maxlength and the contract's limits). */
export const RSVP_FIELD_MAX = {
  guestName: 100,
  email: EMAIL_MAX,
  phone: 40,
  mealChoice: 100,
  carPlate: 20,
  wishes: 1000,
  website: 200,
} as const;

/** The typed fields of an answer the form checks, trimmed as they are sent. */
export interface RsvpTypedFields {
  guestName: string;
  email: string;
  phone: string;
  carPlate: string;
}

/** What is wrong with a field: the name of its message in the guest's language (`InvitationStrings`). */
export type RsvpFieldProblem = 'nameRequired' | 'noAngleBrackets' | 'invalidEmail' | 'invalidPhone';

/**
 * Each typed field's problem, if any: a name is required and plain, an e-mail and a phone are
 * optional but well formed, a plate is plain. The contract refuses the same (its messages are
 * the English ones); the server also checks the phone in full.
 */
export function rsvpFieldProblems(fields: RsvpTypedFields): Partial<Record<keyof RsvpTypedFields, RsvpFieldProblem>> {
  const problems: Partial<Record<keyof RsvpTypedFields, RsvpFieldProblem>> = {};
  if (!fields.guestName) problems.guestName = 'nameRequired';
  else if (hasMarkup(fields.guestName)) problems.guestName = 'noAngleBrackets';
  if (fields.email && !isEmail(fields.email)) problems.email = 'invalidEmail';
  if (fields.phone && !PHONE_SHAPE.test(fields.phone)) problems.phone = 'invalidPhone';
  if (hasMarkup(fields.carPlate)) problems.carPlate = 'noAngleBrackets';
  return problems;
}
