import { createHash, createHmac } from 'node:crypto';
import { personalLinkPath, PERSONAL_TOKEN_PATTERN } from '@shared/guests';
import type { AppContext } from '@server/context';

/**
 * Personal links (architecture.md §9). The token is derived, not stored: HMAC-SHA256 of the
 * household's id and link version under the app's secret, 32 URL-safe characters (192 bits).
 * The database keeps only its SHA-256, so a leaked database holds no working link, while the host
 * can always be shown the link again. A new link version revokes the old token.
 */
export function householdToken(secret: string, householdId: string, linkVersion: number): string {
  return createHmac('sha256', secret).update(`household:${householdId}:${linkVersion}`).digest('base64url').slice(0, 32);
}

export const hashPersonalToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The stored hash for a household's current link. */
export function householdTokenHash(secret: string, householdId: string, linkVersion: number): string {
  return hashPersonalToken(householdToken(secret, householdId, linkVersion));
}

/** A malformed token is never looked up. */
export const isPersonalToken = (token: string) => PERSONAL_TOKEN_PATTERN.test(token);

/** The absolute personal link: the pretty slug when the invitation has one. */
export function personalLink(
  ctx: Pick<AppContext, 'config' | 'secret'>,
  invitation: { id: string; customSlug: string | null },
  household: { id: string; linkVersion: number },
): string {
  return `${ctx.config.publicUrl}${personalLinkPath(invitation.customSlug ?? invitation.id, householdToken(ctx.secret, household.id, household.linkVersion))}`;
}
