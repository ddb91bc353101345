import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type PhoneResult = { ok: true; phone: string } | { ok: false; reason: string };

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
