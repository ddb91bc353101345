import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CHECKIN_LIMITS, type ArrivalsSummary, type CheckinLink, type CheckinLinkInput } from '@shared/checkin';
import { isUuid } from '@shared/ids';
import { ANSWER_MESSAGES } from '@shared/server-messages/answers';
import type { AppContext } from '@server/context';
import { checkinLinks, checkins, gifts, invitations } from '@server/db/schema';
import { eventHeadcount, invitationHeadcount } from '@server/features/rsvp/headcount';
import { messageError } from '@server/lib/http-error';
import { ownedInvitation, type Viewer } from '@server/lib/access';
import { firstRow } from '@server/lib/invitation-rows';
import { invitationNotFound } from '@server/features/guests/list-invitation';
import { checkinEventsOf, checkinInvitationColumns, checkinLinkExpiry, timeZoneOf, type CheckinInvitationRow } from './events';

/**
 * The host's side of check-in (product.md §13): links for helpers at the door and the arrivals per
 * event. Who may: the invitation's owner or an admin, as for its guest list; anyone else, a malformed
 * or a missing id: 404, so ids cannot be probed.
 */

/** In English (tests); the host reads them by code (ANSWER_MESSAGES: TOO_MANY_CHECKIN_LINKS, CHECKIN_LINK_MISSING) in their language. */
export const CHECKIN_HOST_MESSAGES = {
  tooManyLinks: ANSWER_MESSAGES.TOO_MANY_CHECKIN_LINKS.english,
  linkNotFound: ANSWER_MESSAGES.CHECKIN_LINK_MISSING.english,
} as const;
const linkNotFound = () => messageError(404, 'CHECKIN_LINK_MISSING', { code: 'NOT_FOUND' });

/** A check-in link's token: 32 random bytes, base64url (43 characters); only its SHA-256 is stored. */
export const CHECKIN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const hashCheckinToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const checkinPageUrl = (ctx: Pick<AppContext, 'config'>, token: string) => `${ctx.config.publicUrl}/checkin/${token}`;

export async function checkinHostInvitation(ctx: AppContext, invitationId: string, viewer: Viewer): Promise<CheckinInvitationRow> {
  return ownedInvitation(viewer, invitationId, (id) => firstRow(ctx.database.db.select(checkinInvitationColumns).from(invitations).where(eq(invitations.id, id)).limit(1)), invitationNotFound());
}

type LinkRow = Pick<typeof checkinLinks.$inferSelect, 'id' | 'label' | 'createdAt' | 'expiresAt' | 'revokedAt' | 'canRecordGifts'>;
const linkColumns = { id: checkinLinks.id, label: checkinLinks.label, createdAt: checkinLinks.createdAt, expiresAt: checkinLinks.expiresAt, revokedAt: checkinLinks.revokedAt, canRecordGifts: checkinLinks.canRecordGifts };

const toLink = (row: LinkRow, url?: string): CheckinLink => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
  canRecordGifts: row.canRecordGifts,
  ...(url ? { url } : {}),
});

/** Links listed in the host's panel: newest first, revoked and expired ones included (at most this many). */
const LINKS_LISTED = 100;

export async function listCheckinLinks(ctx: AppContext, invitation: CheckinInvitationRow): Promise<CheckinLink[]> {
  const rows = await ctx.database.db
    .select(linkColumns)
    .from(checkinLinks)
    .where(eq(checkinLinks.invitationId, invitation.id))
    .orderBy(desc(checkinLinks.createdAt), desc(checkinLinks.id))
    .limit(LINKS_LISTED);
  return rows.map((row) => toLink(row));
}

/**
 * A new link for helpers. Its token is made here, shown once in this answer's `url` and never
 * stored (only its hash): a lost link is revoked and replaced, not shown again. At most
 * CHECKIN_LIMITS.linksPerInvitation links are active (neither revoked nor expired) at once; the
 * invitation's row is locked while counting, so two clicks cannot both take the last place.
 */
export async function createCheckinLink(ctx: AppContext, invitation: CheckinInvitationRow, userId: string, input: CheckinLinkInput): Promise<CheckinLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = checkinLinkExpiry(checkinEventsOf(invitation), timeZoneOf(invitation));
  const row = await ctx.database.db.transaction(async (tx) => {
    await tx.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, invitation.id)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(checkinLinks)
      .where(and(eq(checkinLinks.invitationId, invitation.id), isNull(checkinLinks.revokedAt), gt(checkinLinks.expiresAt, sql`now()`)));
    if (n >= CHECKIN_LIMITS.linksPerInvitation) throw messageError(409, 'TOO_MANY_CHECKIN_LINKS');
    const [inserted] = await tx
      .insert(checkinLinks)
      .values({ invitationId: invitation.id, label: (input.label ?? '').trim(), tokenHash: hashCheckinToken(token), createdBy: userId, expiresAt, canRecordGifts: input.canRecordGifts ?? true })
      .returning(linkColumns);
    return inserted!;
  });
  return toLink(row, checkinPageUrl(ctx, token));
}

/** Revokes a link at once (helpers holding it get "not valid any more"); revoking twice keeps the first time. */
export async function revokeCheckinLink(ctx: AppContext, invitation: CheckinInvitationRow, linkId: string): Promise<CheckinLink> {
  if (!isUuid(linkId)) throw linkNotFound();
  const db = ctx.database.db;
  const mine = and(eq(checkinLinks.id, linkId.toLowerCase()), eq(checkinLinks.invitationId, invitation.id));
  await db.update(checkinLinks).set({ revokedAt: sql`now()` }).where(and(mine, isNull(checkinLinks.revokedAt)));
  const [row] = await db.select(linkColumns).from(checkinLinks).where(mine).limit(1);
  if (!row) throw linkNotFound();
  return toLink(row);
}

/**
 * Per event: the households invited to it (event_ids null = every event) and the guests of those
 * that said yes to it (their per-event answers), both from the one headcount
 * (features/rsvp/headcount.ts), and the guests and households that have arrived. Two queries
 * whatever the number of events.
 */
export async function arrivalsSummary(ctx: AppContext, invitation: CheckinInvitationRow): Promise<ArrivalsSummary> {
  const db = ctx.database.db;
  const events = checkinEventsOf(invitation);
  const [headcount, arrived, angpau] = await Promise.all([
    invitationHeadcount(db, invitation.id, events.map((event) => event.id)),
    db
      .select({ eventId: checkins.eventId, guests: sql<number>`sum(${checkins.guests})::int`, households: sql<number>`count(distinct ${checkins.householdId})::int` })
      .from(checkins)
      .where(eq(checkins.invitationId, invitation.id))
      .groupBy(checkins.eventId),
    db
      .select({ eventId: gifts.eventId, envelopes: sql<number>`coalesce(sum(${gifts.envelopes}), 0)::int` })
      .from(gifts)
      .where(and(eq(gifts.invitationId, invitation.id), eq(gifts.source, 'door')))
      .groupBy(gifts.eventId),
  ]);
  return {
    events: events.map((event) => {
      const arrivals = arrived.find((row) => row.eventId === event.id);
      const counts = eventHeadcount(headcount, event.id);
      return {
        eventId: event.id,
        name: event.name,
        invitedHouseholds: counts.invitedHouseholds,
        attendingGuests: counts.householdGuests,
        arrivedGuests: Number(arrivals?.guests ?? 0),
        arrivedHouseholds: Number(arrivals?.households ?? 0),
        angpauEnvelopes: Number(angpau.find((row) => row.eventId === event.id)?.envelopes ?? 0),
      };
    }),
  };
}
