import type { CachedPage } from '@server/lib/compressed-page';
import { TtlCache } from '@server/lib/ttl-cache';
import type { InvitationRow } from './public-service';

/**
 * Rendered pages of published invitations, kept a few seconds: a link shared in a group chat is
 * opened by many guests at once. Keys are `{invitationId}|{updatedAt}|{open|invited}` (whether only
 * invited households may answer changes the page); an RSVP clears them so a new wish shows on the
 * next load. (Per process: other instances catch up within the TTL.) A household's personal page is
 * never kept here: it is that household's own (decision 0020).
 */
export const invitationPageCache = new TtlCache<CachedPage>(10_000, 500);

/**
 * Published invitations by the id or slug they were opened with, kept one second: a crowd of guests
 * opening the page or sending RSVPs costs one lookup per second instead of one per request. Only
 * published rows are kept (a draft is checked every time); every change below clears them, and other
 * instances catch up within the second.
 */
export const publishedInvitationCache = new TtlCache<InvitationRow>(1_000, 2_000);

/** Forgets an invitation's rendered pages after its answers change (a new or hidden wish shows on it). */
export function forgetInvitationPages(invitationId: string): void {
  invitationPageCache.deleteWhere((key) => key.startsWith(`${invitationId}|`));
}

/**
 * Forgets everything cached of an invitation after its own row changes (content, status, slug,
 * payment): its pages and its lookups. Answers leave the row alone, so RSVPs keep the lookup.
 */
export function forgetInvitation(invitationId: string): void {
  forgetInvitationPages(invitationId);
  publishedInvitationCache.deleteWhere((_key, row) => row.id === invitationId);
}
