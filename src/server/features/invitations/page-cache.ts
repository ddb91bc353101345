import { TtlCache } from '../../lib/ttl-cache';

/**
 * Rendered pages of published invitations, kept a few seconds: a link shared in a group chat is
 * opened by many guests at once. Keys are `{invitationId}|{updatedAt}`; an RSVP clears them so a
 * new wish shows on the next load. (Per process: other instances catch up within the TTL.)
 */
export const invitationPageCache = new TtlCache<string>(10_000, 500);

export function forgetInvitationPages(invitationId: string): void {
  invitationPageCache.deleteWhere((key) => key.startsWith(`${invitationId}|`));
}
