import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  CHECKIN_LIMITS,
  CHECKIN_MESSAGES,
  type ArrivalInput,
  type ArrivalResult,
  type CheckinHousehold,
  type CheckinSession,
} from '@shared/checkin';
import { isUuid } from '@shared/ids';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { checkinLinks, checkins, households, invitations, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { HttpError } from '@server/lib/http-error';
import { LIVE_EVENTS_CHANNEL } from '@server/lib/live-events';
import { richTextToPlain } from '@server/lib/sanitize';
import { escapeLike } from '@server/features/templates/service';
import { parseCheckinCode, verifyCheckinCode } from './code';
import { checkinEventsOf, checkinInvitationColumns, timeZoneOf, type CheckinInvitationRow } from './events';
import { CHECKIN_TOKEN_PATTERN, hashCheckinToken } from './host-service';

/**
 * The helpers' side of check-in (product.md §13): whoever holds a live check-in link may read the
 * names, seats, events, per-event answers (how many said they come) and arrivals of that one
 * invitation's households, and record arrivals. Never a phone, e-mail, note, group, wish or meal,
 * nor anything of another invitation: every query below is bounded by the link's invitation and
 * selects only those columns.
 */

export const linkNotFound = () => new HttpError(404, 'CHECKIN_LINK_NOT_FOUND', CHECKIN_MESSAGES.linkNotFound);
export const codeNotFound = () => new HttpError(404, 'CHECKIN_CODE_NOT_FOUND', CHECKIN_MESSAGES.codeNotFound);

export interface OpenCheckinLink {
  linkId: string;
  expiresAt: Date;
  invitation: CheckinInvitationRow;
}

/** The live link behind a token: a malformed, unknown, revoked or expired token all answer the same 404. */
export async function openCheckinLink(ctx: AppContext, token: string): Promise<OpenCheckinLink> {
  if (!CHECKIN_TOKEN_PATTERN.test(token)) throw linkNotFound();
  const [row] = await ctx.database.db
    .select({ linkId: checkinLinks.id, expiresAt: checkinLinks.expiresAt, invitation: checkinInvitationColumns })
    .from(checkinLinks)
    .innerJoin(invitations, eq(invitations.id, checkinLinks.invitationId))
    .where(and(eq(checkinLinks.tokenHash, hashCheckinToken(token)), isNull(checkinLinks.revokedAt), gt(checkinLinks.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) throw linkNotFound();
  return row;
}

/** What the check-in page loads: the invitation's name (plain text), time zone and events, and when the link ends. */
export function checkinSession(link: OpenCheckinLink): CheckinSession {
  return {
    title: richTextToPlain(link.invitation.eventName),
    timeZone: timeZoneOf(link.invitation),
    events: checkinEventsOf(link.invitation),
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** Only the columns a helper may see. */
const householdColumns = { id: households.id, name: households.name, seats: households.seats, eventIds: households.eventIds, linkVersion: households.linkVersion };
type DoorHousehold = { id: string; name: string; seats: number; eventIds: string[] | null };

/** The household's invited events, in the invitation's order (ids of removed events dropped). */
function eventsOfHousehold(eventIds: readonly string[], household: Pick<DoorHousehold, 'eventIds'>): string[] {
  if (household.eventIds === null) return [...eventIds];
  const invited = new Set(household.eventIds);
  return eventIds.filter((id) => invited.has(id));
}

/**
 * Households as helpers see them: per invited event, how many guests said they come (null: no
 * answer for it, 0: not coming) and how many have arrived. Two queries for any number of households.
 */
async function householdCards(db: Db, invitation: CheckinInvitationRow, rows: readonly DoorHousehold[]): Promise<CheckinHousehold[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [answers, arrived] = await Promise.all([
    db
      .select({ householdId: rsvpResponses.householdId, eventId: rsvpEventAnswers.eventId, attending: rsvpEventAnswers.attending, guests: rsvpEventAnswers.guests })
      .from(rsvpEventAnswers)
      .innerJoin(rsvpResponses, eq(rsvpResponses.id, rsvpEventAnswers.responseId))
      .where(and(eq(rsvpResponses.invitationId, invitation.id), inArray(rsvpResponses.householdId, ids))),
    db
      .select({ householdId: checkins.householdId, eventId: checkins.eventId, guests: sql<number>`sum(${checkins.guests})::int` })
      .from(checkins)
      .where(and(eq(checkins.invitationId, invitation.id), inArray(checkins.householdId, ids)))
      .groupBy(checkins.householdId, checkins.eventId),
  ]);
  const eventIds = checkinEventsOf(invitation).map((event) => event.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    seats: row.seats,
    events: eventsOfHousehold(eventIds, row).map((eventId) => {
      const answer = answers.find((a) => a.householdId === row.id && a.eventId === eventId);
      const arrivals = arrived.find((a) => a.householdId === row.id && a.eventId === eventId);
      return { eventId, attendingGuests: answer ? (answer.attending ? answer.guests : 0) : null, arrived: Number(arrivals?.guests ?? 0) };
    }),
  }));
}

/**
 * A scanned code: it must be a check-in code, its household must be of this link's invitation and
 * its signature the household's current one (a new personal link revokes the old code). Anything
 * else is the same 404, whatever failed.
 */
export async function lookupCode(ctx: AppContext, link: OpenCheckinLink, text: string): Promise<CheckinHousehold> {
  const code = parseCheckinCode(text);
  if (!code) throw codeNotFound();
  const db = ctx.database.db;
  const [row] = await db
    .select(householdColumns)
    .from(households)
    .where(and(eq(households.id, code.householdId), eq(households.invitationId, link.invitation.id)))
    .limit(1);
  if (!row || !verifyCheckinCode(ctx.secret, code, row)) throw codeNotFound();
  const [card] = await householdCards(db, link.invitation, [row]);
  return card!;
}

/** Households of this invitation whose name contains `q` (any case; `%` and `_` are plain characters), by name. */
export async function searchHouseholds(ctx: AppContext, link: OpenCheckinLink, q: string): Promise<CheckinHousehold[]> {
  const db = ctx.database.db;
  const rows = await db
    .select(householdColumns)
    .from(households)
    .where(and(eq(households.invitationId, link.invitation.id), sql`${households.name} ILIKE ${`%${escapeLike(q.trim())}%`} ESCAPE '\\'`))
    .orderBy(asc(households.name), asc(households.id))
    .limit(CHECKIN_LIMITS.searchResults);
  return householdCards(db, link.invitation, rows);
}

/**
 * Records a batch of arrivals, each on its own and in order (the offline queue sends them as they
 * were scanned). Each one, in one transaction that locks its household's row (SELECT … FOR UPDATE),
 * so two helpers scanning the same household at once cannot both pass the seats check:
 * - its scanId is already stored: `duplicate`, nothing added (a resend). A scanId stored for another
 *   invitation answers the same, without its household;
 * - the household is not this invitation's: `not_found`;
 * - the event is not one of the household's: `not_invited`;
 * - the arrivals so far plus these guests exceed the household's seats plus
 *   CHECKIN_LIMITS.overSeatsMax: `over_limit`, nothing stored, confirmed or not ('Record anyway' is
 *   bounded; the lock makes the bound hold for helpers sending at once);
 * - they exceed the household's seats and the helper did not confirm: `over_seats`, nothing stored;
 * - else `recorded` (INSERT … ON CONFLICT (id) DO NOTHING, so a racing resend is still one row).
 * A new scan of a household that already has arrivals for the event is recorded: the card's `arrived`
 * is what lets the page warn "already checked in" before sending it.
 */
export async function recordArrivals(ctx: AppContext, link: OpenCheckinLink, arrivals: readonly ArrivalInput[]): Promise<ArrivalResult[]> {
  const db = ctx.database.db;
  const invitation = link.invitation;
  const eventIds = checkinEventsOf(invitation).map((event) => event.id);
  const results: ArrivalResult[] = [];
  let recorded = false;
  for (const arrival of arrivals) {
    const scanId = arrival.scanId.toLowerCase();
    const householdId = arrival.householdId.toLowerCase();
    const eventId = arrival.eventId.toLowerCase();
    const outcome = await db.transaction(async (tx) => {
      const [household] = isUuid(householdId)
        ? await tx
            .select(householdColumns)
            .from(households)
            .where(and(eq(households.id, householdId), eq(households.invitationId, invitation.id)))
            .for('update')
        : [];
      const [stored] = await tx.select({ id: checkins.id }).from(checkins).where(eq(checkins.id, scanId)).limit(1);
      if (stored) return { status: 'duplicate' as const, household };
      if (!household) return { status: 'not_found' as const, household };
      if (!eventsOfHousehold(eventIds, household).includes(eventId)) return { status: 'not_invited' as const, household };
      const [{ arrived } = { arrived: 0 }] = await tx
        .select({ arrived: sql<number>`coalesce(sum(${checkins.guests}), 0)::int` })
        .from(checkins)
        .where(and(eq(checkins.householdId, household.id), eq(checkins.eventId, eventId)));
      const total = Number(arrived) + arrival.guests;
      if (total > household.seats + CHECKIN_LIMITS.overSeatsMax) return { status: 'over_limit' as const, household };
      if (total > household.seats && !arrival.confirmOverSeats) return { status: 'over_seats' as const, household };
      // The phone's clock says when; a clock running ahead is not believed.
      const scannedAt = new Date(Math.min(Date.parse(arrival.scannedAt), Date.now()));
      const inserted = await tx
        .insert(checkins)
        .values({ id: scanId, invitationId: invitation.id, householdId: household.id, eventId, guests: arrival.guests, linkId: link.linkId, scannedAt })
        .onConflictDoNothing({ target: checkins.id })
        .returning({ id: checkins.id });
      return { status: inserted.length ? ('recorded' as const) : ('duplicate' as const), household };
    });
    if (outcome.status === 'recorded') recorded = true;
    const [card] = outcome.household ? await householdCards(db, invitation, [outcome.household]) : [];
    results.push({ scanId: arrival.scanId, status: outcome.status, household: card ?? null });
  }
  if (recorded) await announceArrivals(ctx, invitation.id);
  return results;
}

/**
 * The host's arrivals panel listens on the responses page's live channel and refetches. In-process,
 * `publish` signals it; on PostgreSQL `publish` sends nothing (a trigger on rsvp_responses notifies
 * the answers), and arrivals have no trigger, so they notify the same channel themselves, reaching
 * a host connected to any instance. A missed signal is not worth failing the arrivals.
 */
async function announceArrivals(ctx: AppContext, invitationId: string): Promise<void> {
  try {
    await ctx.liveEvents.publish(invitationId);
    if (ctx.database.kind === 'postgres') await ctx.database.db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${invitationId})`);
  } catch (err) {
    ctx.log.warn({ err, invitationId }, 'arrivals live update failed');
  }
}
