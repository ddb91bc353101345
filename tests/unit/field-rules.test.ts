import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, PHONE_SHAPE, RSVP_FIELD_MAX, rsvpFieldProblems, type RsvpTypedFields } from '@shared/field-rules';
import { INVITATION_TEXT } from '@shared/i18n/invitation';
import { rsvpInputSchema } from '@shared/invitation-view';
import { normalizePhone } from '@server/features/guests/phone';

/**
 * The guest page checks an answer with the zod-free rules (shared/field-rules.ts); the server with
 * the RSVP contract. They must agree: what the page lets through, the contract accepts, and what the
 * page refuses, the contract refuses with the same message (in English).
 */

const answer = { guestName: 'Mei Ling', email: '', phone: '', attending: true, numberOfGuests: 2, carPlate: '' };
const typed = (fields: Partial<RsvpTypedFields>): RsvpTypedFields => ({ guestName: 'Mei Ling', email: '', phone: '', carPlate: '', ...fields });

/** The contract's message for one field, or null when it accepts the answer (values trimmed first, as the page sends them). */
function contractSays(fields: Partial<RsvpTypedFields>): Partial<Record<keyof RsvpTypedFields, string>> {
  const result = rsvpInputSchema.safeParse({ ...answer, ...fields });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/** The page's problems, as the English messages the guest would read. */
function pageSays(fields: Partial<RsvpTypedFields>): Partial<Record<keyof RsvpTypedFields, string>> {
  const problems = rsvpFieldProblems(typed(fields));
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, INVITATION_TEXT.english[problem]]));
}

const NAMES = ['Mei Ling', 'a', '', 'Lim <b>', 'a > b', '<script>', 'Siti Nur Aisyah binti Abdullah', '李美玲', 'x'.repeat(RSVP_FIELD_MAX.guestName)];
const EMAILS = [
  'mei@example.com',
  'MEI@Example.COM',
  'first.last+tag@mail.example.co.my',
  "o'brien@example.ie",
  'mei@example',
  'mei@@example.com',
  'mei@example.c',
  '.mei@example.com',
  'mei.@example.com',
  'mei..ling@example.com',
  'josé@example.com',
  'mei@exämple.com',
  'mei@-example.com',
  'mei ling@example.com',
  'mei@example.com<',
  'no-at-sign',
  `${'a'.repeat(EMAIL_MAX - '@example.com'.length)}@example.com`,
];
const PLATES = ['WXY 1234', '', 'W<1>', 'VAA 9'];

describe('the RSVP form checks what the RSVP contract checks', () => {
  it.each(NAMES)('name %j', (guestName) => {
    expect(pageSays({ guestName })).toEqual(contractSays({ guestName }));
  });

  it.each(EMAILS)('e-mail %j', (email) => {
    expect(pageSays({ email })).toEqual(contractSays({ email }));
  });

  it.each(PLATES)('car plate %j', (carPlate) => {
    expect(pageSays({ carPlate })).toEqual(contractSays({ carPlate }));
  });

  it('reports every field at once, as the contract does', () => {
    const fields = { guestName: '<b>', email: 'nope', carPlate: '<i>' };
    expect(pageSays(fields)).toEqual(contractSays(fields));
    expect(Object.keys(pageSays(fields)).sort()).toEqual(['carPlate', 'email', 'guestName']);
  });

  it('uses zod’s own e-mail pattern, the one the contract checks with', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('has the contract’s length limits (the form’s maxlength)', () => {
    const texts = { guestName: 'x', phone: '1', mealChoice: 'm', carPlate: 'x', wishes: 'x', website: 'x' } as const;
    for (const [field, letter] of Object.entries(texts) as [keyof typeof texts, string][]) {
      const max = RSVP_FIELD_MAX[field];
      expect(rsvpInputSchema.safeParse({ ...answer, [field]: letter.repeat(max) }).success, `${field} at ${max}`).toBe(true);
      expect(rsvpInputSchema.safeParse({ ...answer, [field]: letter.repeat(max + 1) }).success, `${field} at ${max + 1}`).toBe(false);
    }
    const longest = `${'a'.repeat(RSVP_FIELD_MAX.email - '@example.com'.length)}@example.com`;
    expect(rsvpInputSchema.safeParse({ ...answer, email: longest }).success).toBe(true);
    expect(rsvpInputSchema.safeParse({ ...answer, email: `a${longest}` }).success).toBe(false);
  });
});

describe('the page’s phone shape', () => {
  const COMMON = ['012-345 6789', '+60 12 345 6789', '60123456789', '+65 9123 4567', '(03) 2222 3333', '03-2222 3333', '+44 20 7946 0958', '+60-12-345-6789', '012.345.6789'];
  const NO_PHONE = ['12345', 'call me', '0123456789012345678901234', '+60 12 345 6789 #', 'mei@example.com'];

  it('lets every common spelling the server accepts through, and refuses what the server refuses', () => {
    for (const phone of COMMON) {
      expect(normalizePhone(phone).ok, phone).toBe(true);
      expect(PHONE_SHAPE.test(phone), phone).toBe(true);
    }
    for (const phone of NO_PHONE) {
      expect(normalizePhone(phone).ok, phone).toBe(false);
      expect(PHONE_SHAPE.test(phone), phone).toBe(false);
    }
  });

  it('is the page’s only phone check; the contract leaves the number to the server', () => {
    expect(pageSays({ phone: 'call me' })).toEqual({ phone: INVITATION_TEXT.english.invalidPhone });
    expect(pageSays({ phone: '012-345 6789' })).toEqual({});
    expect(contractSays({ phone: 'call me' })).toEqual({});
  });
});
