import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECKIN_CODE_PREFIX, CHECKIN_LIMITS } from '@shared/checkin';
import type { AppContext } from '@server/context';

/**
 * A household's check-in code (the text of its QR code, product.md §13): `JMPT1.<householdId>.<sig>`,
 * sig = the first 22 base64url characters (132 bits) of HMAC-SHA256(app secret, `checkin:<id>:<linkVersion>`).
 * Made and checked only here. The link version is the personal link's: a new personal link (the host
 * revoking the old one) also revokes the code, and the code never carries the personal-link token.
 */
const SIG_LENGTH = 22;
const CODE_PATTERN = new RegExp(
  `^${CHECKIN_CODE_PREFIX.replace('.', '\\.')}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.([A-Za-z0-9_-]{${SIG_LENGTH}})$`,
);

function signature(secret: string, householdId: string, linkVersion: number): string {
  return createHmac('sha256', secret).update(`checkin:${householdId}:${linkVersion}`).digest('base64url').slice(0, SIG_LENGTH);
}

/** The code a household's QR image carries. */
export function checkinCodeFor(secret: string, household: { id: string; linkVersion: number }): string {
  const id = household.id.toLowerCase();
  return `${CHECKIN_CODE_PREFIX}${id}.${signature(secret, id, household.linkVersion)}`;
}

export interface ParsedCheckinCode {
  householdId: string;
  sig: string;
}

/**
 * The parts of a scanned code, or null for anything else (another QR code, a URL, a truncated scan):
 * strict format and length, lower-case id, so a parsed code can be looked up at once.
 */
export function parseCheckinCode(text: string): ParsedCheckinCode | null {
  if (typeof text !== 'string' || text.length > CHECKIN_LIMITS.codeMax) return null;
  const match = CODE_PATTERN.exec(text.trim());
  if (!match) return null;
  return { householdId: match[1]!, sig: match[2]! };
}

/** True when the signature is the household's current one (compared in constant time). */
export function verifyCheckinCode(secret: string, code: ParsedCheckinCode, household: { id: string; linkVersion: number }): boolean {
  if (code.householdId !== household.id.toLowerCase()) return false;
  const expected = Buffer.from(signature(secret, code.householdId, household.linkVersion));
  const given = Buffer.from(code.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The absolute address of a household's QR image (PNG, for e-mails), behind its personal-link token.
 * Only an attending household's token answers it (features/checkin/qr-routes.ts).
 */
export function checkinQrUrl(ctx: Pick<AppContext, 'config'>, personalToken: string, format: 'png' | 'svg' = 'png'): string {
  return `${ctx.config.publicUrl}/api/guest-links/${encodeURIComponent(personalToken)}/checkin-qr.${format}`;
}
