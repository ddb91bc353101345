import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type PhoneResult = { ok: true; phone: string } | { ok: false; reason: string };

/** The reason in English (logs, tests); a host reads it by its code INVALID_PHONE (GUEST_LIST_MESSAGES, the same English), in their language. */
export const PHONE_MESSAGES = {
  invalid: 'This phone number is not valid (use e.g. 012-345 6789 or +65 9123 4567).',
} as const;

/**
 * Any common spelling ("012-345 6789", "60123456789", "+60 12 345 6789") to E.164, Malaysia by
 * default; '' stays '' (the phone is optional). Inputs are capped by the schemas (40 characters).
 */
export function normalizePhone(raw: string): PhoneResult {
  const input = raw.trim();
  if (!input) return { ok: true, phone: '' };
  // "60…" without "+" is how Malaysians often write their own country code.
  const spelled = /^60\d{8,10}$/.test(input.replace(/[\s-]/g, '')) ? `+${input}` : input;
  const parsed = parsePhoneNumberFromString(spelled, 'MY');
  if (!parsed || !parsed.isValid()) return { ok: false, reason: PHONE_MESSAGES.invalid };
  return { ok: true, phone: parsed.number };
}

/** Results kept by normalizePhoneCached: a preview's 5,000 spellings and their E.164 forms, with room for a second list. */
const PHONE_CACHE_MAX = 20_000;
const phoneCache = new Map<string, PhoneResult>();

/**
 * normalizePhone with its answers kept (it is a pure function; libphonenumber costs ~25 µs a number,
 * most of an import row's check). A valid number's E.164 form is kept as its own answer too, so the
 * commit's check of the rows a preview gave (every phone already E.164) costs a lookup each. Used
 * where a whole list is read (the import, in the worker pool: one cache per worker); bounded, emptied
 * when full.
 */
export function normalizePhoneCached(raw: string): PhoneResult {
  const known = phoneCache.get(raw);
  if (known) return known;
  const result = Object.freeze(normalizePhone(raw));
  if (phoneCache.size >= PHONE_CACHE_MAX - 1) phoneCache.clear();
  phoneCache.set(raw, result);
  if (result.ok && result.phone && result.phone !== raw) phoneCache.set(result.phone, result);
  return result;
}
