import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  CHECKIN_LIMITS,
  type ArrivalBatchResult,
  type ArrivalInput,
  type ArrivalResult,
  type CheckinConflict,
  type CheckinHousehold,
  type CheckinList,
  type CheckinSession,
  type WalkInInput,
} from '@shared/checkin';
import { isUuid } from '@shared/ids';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { checkinLinks, checkins, checkinWalkIns, households, invitations, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { messageError } from '@server/lib/http-error';
import { LIVE_EVENTS_CHANNEL } from '@server/lib/live-events';
import { richTextToPlain } from '@server/lib/sanitize';
import { eventHeadcount, invitationHeadcount } from '@server/features/rsvp/headcount';
import { escapeLike } from '@server/features/templates/service';
import { checkinCodeFor, parseCheckinCode, verifyCheckinCode } from './code';
import { checkinEventsOf, checkinInvitationColumns, timeZoneOf, type CheckinInvitationRow } from './events';
import { CHECKIN_TOKEN_PATTERN, hashCheckinToken } from './host-service';

/**
 * The helpers' side of check-in (product.md §13): whoever holds a live check-in link may read the
 * names, seats, events, per-event answers (how many said they come) and arrivals of that one
 * invitation's households, and record arrivals. Never a phone, e-mail, note, group, wish or meal,
 * nor anything of another invitation: every query below is bounded by the link's invitation and
 * selects only those columns.
 */

export const linkNotFound = () => messageError(404, 'CHECKIN_LINK_NOT_FOUND');
export const codeNotFound = () => messageError(404, 'CHECKIN_CODE_NOT_FOUND');

export interface OpenCheckinLink {
  linkId: string;
  expiresAt: Date;
  canRecordGifts: boolean;
  invitation: CheckinInvitationRow;
}

/** The live link behind a token: a malformed, unknown, revoked or expired token all answer the same 404. */
export async function openCheckinLink(ctx: AppContext, token: string): Promise<OpenCheckinLink> {
  if (!CHECKIN_TOKEN_PATTERN.test(token)) throw linkNotFound();
  const [row] = await ctx.database.db
    .select({ linkId: checkinLinks.id, expiresAt: checkinLinks.expiresAt, canRecordGifts: checkinLinks.canRecordGifts, invitation: checkinInvitationColumns })
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
    canRecordGifts: link.canRecordGifts,
  };
}

/** Only the columns a helper may see. */
const householdColumns = { id: households.id, name: households.name, seats: households.seats, eventIds: households.eventIds, linkVersion: households.linkVersion };
type DoorHousehold = { id: string; name: string; seats: number; eventIds: string[] | null; linkVersion: number };

/** The household's invited events, in the invitation's order (ids of removed events dropped). */
function eventsOfHousehold(eventIds: readonly string[], household: Pick<DoorHousehold, 'eventIds'>): string[] {
  if (household.eventIds === null) return [...eventIds];
  const invited = new Set(household.eventIds);
  return eventIds.filter((id) => invited.has(id));
}

const pairKey = (householdId: string, eventId: string) => `${householdId}:${eventId}`;

/**
 * Households as helpers see them: per invited event, its answer, how many guests said they come
 * (null: no answer for it, 0: not coming) and how many have arrived. Two queries for any number of
 * households (the ids go in as one array parameter, so a whole guest list is one statement).
 */
async function householdCards(db: Db | Tx, invitation: CheckinInvitationRow, rows: readonly DoorHousehold[], all = false): Promise<CheckinHousehold[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const ofRows = (column: typeof rsvpResponses.householdId | typeof checkins.householdId) => (all ? sql`true` : inArray(column, ids));
  const [answers, arrived] = await Promise.all([
    db
      .select({ householdId: rsvpResponses.householdId, eventId: rsvpEventAnswers.eventId, attending: rsvpEventAnswers.attending, guests: rsvpEventAnswers.guests })
      .from(rsvpEventAnswers)
      .innerJoin(rsvpResponses, eq(rsvpResponses.id, rsvpEventAnswers.responseId))
      .where(and(eq(rsvpResponses.invitationId, invitation.id), isNotNull(rsvpResponses.householdId), ofRows(rsvpResponses.householdId))),
    db
      .select({ householdId: checkins.householdId, eventId: checkins.eventId, guests: sql<number>`sum(${checkins.guests})::int` })
      .from(checkins)
      .where(and(eq(checkins.invitationId, invitation.id), ofRows(checkins.householdId)))
      .groupBy(checkins.householdId, checkins.eventId),
  ]);
  const answerOf = new Map(answers.map((a) => [pairKey(a.householdId!, a.eventId), a]));
  const arrivedOf = new Map(arrived.map((a) => [pairKey(a.householdId, a.eventId), Number(a.guests)]));
  const eventIds = checkinEventsOf(invitation).map((event) => event.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    seats: row.seats,
    events: eventsOfHousehold(eventIds, row).map((eventId) => {
      const answer = answerOf.get(pairKey(row.id, eventId));
      return {
        eventId,
        attendingGuests: answer ? (answer.attending ? answer.guests : 0) : null,
        answer: answer ? (answer.attending ? ('attending' as const) : ('declined' as const)) : null,
        arrived: arrivedOf.get(pairKey(row.id, eventId)) ?? 0,
      };
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

/** What a household is expected to bring to an event: its answer's guests, 0 when it declined, its seats without an answer. */
const expectedOf = (seats: number, entry: Pick<CheckinHousehold['events'][number], 'attendingGuests'> | undefined) => entry?.attendingGuests ?? seats;

/** The hash a phone matches a scanned code by (shared/checkin.ts checkinListSchema): never the code itself. */
export const checkinCodeHash = (code: string) => createHash('sha256').update(code).digest().subarray(0, 16).toString('base64url');

/**
 * Households with more arrivals at an event than expected (expectedOf), by name, at most
 * CHECKIN_LIMITS.conflictsMax: one grouped query over the invitation's arrivals.
 */
async function conflictsOf(db: Db | Tx, invitationId: string): Promise<CheckinConflict[]> {
  const arrived = sql<number>`sum(${checkins.guests})::int`;
  const expected = sql<number>`(case when ${rsvpEventAnswers.attending} is null then ${households.seats} when ${rsvpEventAnswers.attending} then ${rsvpEventAnswers.guests} else 0 end)`;
  const rows = await db
    .select({ householdId: checkins.householdId, eventId: checkins.eventId, name: households.name, arrived, expected })
    .from(checkins)
    .innerJoin(households, eq(households.id, checkins.householdId))
    .leftJoin(rsvpResponses, eq(rsvpResponses.householdId, checkins.householdId))
    .leftJoin(rsvpEventAnswers, and(eq(rsvpEventAnswers.responseId, rsvpResponses.id), eq(rsvpEventAnswers.eventId, checkins.eventId)))
    .where(eq(checkins.invitationId, invitationId))
    .groupBy(checkins.householdId, checkins.eventId, households.name, households.seats, rsvpEventAnswers.attending, rsvpEventAnswers.guests)
    .having(sql`sum(${checkins.guests}) > ${expected}`)
    .orderBy(asc(households.name), asc(checkins.householdId))
    .limit(CHECKIN_LIMITS.conflictsMax);
  return rows.map((row) => ({ ...row, arrived: Number(row.arrived), expected: Number(row.expected) }));
}

/** Walk-ins per event (every link of the invitation). */
async function walkInCounts(db: Db | Tx, invitationId: string) {
  const rows = await db
    .select({ eventId: checkinWalkIns.eventId, entries: sql<number>`count(*)::int`, guests: sql<number>`coalesce(sum(${checkinWalkIns.guests}), 0)::int` })
    .from(checkinWalkIns)
    .where(eq(checkinWalkIns.invitationId, invitationId))
    .groupBy(checkinWalkIns.eventId);
  return rows.map((row) => ({ eventId: row.eventId, entries: Number(row.entries), guests: Number(row.guests) }));
}

/**
 * The door's list (shared/checkin.ts checkinListSchema), for search, scan and check-in without
 * signal: every household of the invitation (at most CHECKIN_LIMITS.listHouseholdsMax, by name) with
 * its name, seats, per invited event its answer, guests and arrivals, and its code's hash. Three
 * queries plus the conflicts and walk-ins, whatever the list's size. `version` (the ETag) is a hash
 * of the content: a phone asking again with If-None-Match gets 304 when nothing changed.
 */
export async function checkinList(ctx: AppContext, link: OpenCheckinLink): Promise<CheckinList> {
  const db = ctx.database.db;
  const invitation = link.invitation;
  const rows = await db
    .select(householdColumns)
    .from(households)
    .where(eq(households.invitationId, invitation.id))
    .orderBy(asc(households.name), asc(households.id))
    .limit(CHECKIN_LIMITS.listHouseholdsMax);
  const session = checkinSession(link);
  const [cards, conflicts, walkIns, headcount] = await Promise.all([
    householdCards(db, invitation, rows, true),
    conflictsOf(db, invitation.id),
    walkInCounts(db, invitation.id),
    invitationHeadcount(
      db,
      invitation.id,
      session.events.map((event) => event.id),
    ),
  ]);
  const list = cards.map((card, index) => ({ ...card, codeHash: checkinCodeHash(checkinCodeFor(ctx.secret, rows[index]!)) }));
  // Confirmed: the one headcount's guests of the invited households' own yes answers (what the door checks in).
  const totals = session.events.map((event) => {
    let arrivedGuests = 0;
    for (const card of cards) arrivedGuests += card.events.find((item) => item.eventId === event.id)?.arrived ?? 0;
    return { eventId: event.id, confirmedGuests: eventHeadcount(headcount, event.id).householdGuests, arrivedGuests };
  });
  const content = { session, totals, households: list, conflicts, walkInCounts: walkIns };
  const version = createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 27);
  return { version, generatedAt: new Date().toISOString(), ...content };
}

type Outcome = { status: ArrivalResult['status']; household?: DoorHousehold; added: number; conflict: boolean };

/**
 * Records a batch of arrivals and walk-ins (product.md §13), each on its own and in order (the
 * offline queue sends them as they were scanned). Each arrival, in one transaction that locks its
 * household's row (SELECT … FOR UPDATE), so two helpers syncing the same household at once cannot
 * both pass the checks:
 * - its scanId is already stored: `duplicate`, nothing added (a resend). A scanId stored for another
 *   invitation answers the same, without its household;
 * - the household is not this invitation's: `not_found`;
 * - the event is not one of the invitation's: `not_invited`; not one of the household's, or the
 *   household declined it, and the helper did not confirm (confirmUnexpected): `not_invited` /
 *   `declined`, nothing stored;
 * - the merge rule: the check-in asks for at least knownArrived + guests arrivals (knownArrived: what
 *   the phone knew of; left out, the current count). Only what is missing is added, never more than
 *   its guests: a household two phones checked in offline counts once (`merged`, `added` < guests;
 *   the row is kept with guests = added, so a resend is still a duplicate and the host sees both doors);
 * - the arrivals then exceed the household's seats plus CHECKIN_LIMITS.overSeatsMax: `over_limit`,
 *   nothing stored, confirmed or not; they exceed its seats and the helper did not confirm: `over_seats`;
 * - else `recorded` (INSERT … ON CONFLICT (id) DO NOTHING, so a racing resend is still one row).
 * `conflict`: the household now has more arrivals at the event than it confirmed. The reply also
 * carries the current arrivals of every household-event touched, and the invitation's conflicts and
 * walk-in counts, so each phone shows what the others did.
 * Walk-ins: each under a lock of the link's row, at most CHECKIN_LIMITS.walkInsPerLinkEvent per link
 * and event (`walk_in_limit` past it), each scanId once.
 */
export async function recordArrivals(ctx: AppContext, link: OpenCheckinLink, arrivals: readonly ArrivalInput[], walkIns: readonly WalkInInput[] = []): Promise<ArrivalBatchResult> {
  const db = ctx.database.db;
  const invitation = link.invitation;
  const eventIds = checkinEventsOf(invitation).map((event) => event.id);
  const outcomes: Outcome[] = [];
  let recorded = false;
  for (const arrival of arrivals) {
    const scanId = arrival.scanId.toLowerCase();
    const householdId = arrival.householdId.toLowerCase();
    const eventId = arrival.eventId.toLowerCase();
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const [household] = isUuid(householdId)
        ? await tx
            .select(householdColumns)
            .from(households)
            .where(and(eq(households.id, householdId), eq(households.invitationId, invitation.id)))
            .for('update')
        : [];
      const refused = (status: ArrivalResult['status']): Outcome => ({ status, household, added: 0, conflict: false });
      const [stored] = await tx.select({ id: checkins.id }).from(checkins).where(eq(checkins.id, scanId)).limit(1);
      if (stored) return refused('duplicate');
      if (!household) return refused('not_found');
      if (!eventIds.includes(eventId)) return refused('not_invited');
      const invited = eventsOfHousehold(eventIds, household).includes(eventId);
      const [[answer], [{ arrived } = { arrived: 0 }]] = await Promise.all([
        tx
          .select({ attending: rsvpEventAnswers.attending, guests: rsvpEventAnswers.guests })
          .from(rsvpEventAnswers)
          .innerJoin(rsvpResponses, eq(rsvpResponses.id, rsvpEventAnswers.responseId))
          .where(and(eq(rsvpResponses.householdId, household.id), eq(rsvpEventAnswers.eventId, eventId)))
          .limit(1),
        tx
          .select({ arrived: sql<number>`coalesce(sum(${checkins.guests}), 0)::int` })
          .from(checkins)
          .where(and(eq(checkins.householdId, household.id), eq(checkins.eventId, eventId))),
      ]);
      const unexpected = !invited ? 'not_invited' : answer && !answer.attending ? 'declined' : null;
      if (unexpected && !arrival.confirmUnexpected) return refused(unexpected);
      const current = Number(arrived);
      const known = arrival.knownArrived ?? current;
      const added = Math.min(arrival.guests, Math.max(0, known + arrival.guests - current));
      const total = current + added;
      if (total > household.seats + CHECKIN_LIMITS.overSeatsMax) return refused('over_limit');
      if (total > household.seats && !arrival.confirmOverSeats) return refused('over_seats');
      // The phone's clock says when; a clock running ahead is not believed.
      const scannedAt = new Date(Math.min(Date.parse(arrival.scannedAt), Date.now()));
      const inserted = await tx
        .insert(checkins)
        .values({
          id: scanId,
          invitationId: invitation.id,
          householdId: household.id,
          eventId,
          guests: added,
          requestedGuests: arrival.guests,
          deviceId: arrival.deviceId?.toLowerCase() ?? null,
          unexpected,
          linkId: link.linkId,
          scannedAt,
        })
        .onConflictDoNothing({ target: checkins.id })
        .returning({ id: checkins.id });
      if (!inserted.length) return refused('duplicate');
      const expected = expectedOf(household.seats, answer ? { attendingGuests: answer.attending ? answer.guests : 0 } : undefined);
      return { status: added === arrival.guests ? 'recorded' : 'merged', household, added, conflict: total > expected };
    });
    if (outcome.added > 0) recorded = true;
    outcomes.push(outcome);
  }

  const walkInResults: ArrivalResult[] = [];
  for (const walkIn of walkIns) {
    const scanId = walkIn.scanId.toLowerCase();
    const eventId = walkIn.eventId.toLowerCase();
    const status = await db.transaction(async (tx): Promise<ArrivalResult['status']> => {
      await tx.select({ id: checkinLinks.id }).from(checkinLinks).where(eq(checkinLinks.id, link.linkId)).for('update');
      const [stored] = await tx.select({ id: checkinWalkIns.id }).from(checkinWalkIns).where(eq(checkinWalkIns.id, scanId)).limit(1);
      if (stored) return 'duplicate';
      if (!eventIds.includes(eventId)) return 'not_invited';
      const [{ entries } = { entries: 0 }] = await tx
        .select({ entries: sql<number>`count(*)::int` })
        .from(checkinWalkIns)
        // The invitation narrows it to the (invitation_id, event_id) index; link_id has none.
        .where(and(eq(checkinWalkIns.invitationId, invitation.id), eq(checkinWalkIns.eventId, eventId), eq(checkinWalkIns.linkId, link.linkId)));
      if (Number(entries) >= CHECKIN_LIMITS.walkInsPerLinkEvent) return 'walk_in_limit';
      const inserted = await tx
        .insert(checkinWalkIns)
        .values({
          id: scanId,
          invitationId: invitation.id,
          eventId,
          linkId: link.linkId,
          deviceId: walkIn.deviceId?.toLowerCase() ?? null,
          name: (walkIn.name ?? '').trim().slice(0, CHECKIN_LIMITS.walkInNameMax),
          guests: walkIn.guests,
          scannedAt: new Date(Math.min(Date.parse(walkIn.scannedAt), Date.now())),
        })
        .onConflictDoNothing({ target: checkinWalkIns.id })
        .returning({ id: checkinWalkIns.id });
      return inserted.length ? 'recorded' : 'duplicate';
    });
    if (status === 'recorded') recorded = true;
    walkInResults.push({ scanId: walkIn.scanId, status, household: null, added: status === 'recorded' ? walkIn.guests : 0 });
  }

  // The cards after the whole batch: one read for all its households.
  const touched = [...new Map(outcomes.flatMap((outcome) => (outcome.household ? [[outcome.household.id, outcome.household] as const] : []))).values()];
  const cards = new Map((await householdCards(db, invitation, touched)).map((card) => [card.id, card]));
  const results = arrivals.map((arrival, index): ArrivalResult => {
    const outcome = outcomes[index]!;
    return { scanId: arrival.scanId, status: outcome.status, household: (outcome.household && cards.get(outcome.household.id)) ?? null, added: outcome.added, conflict: outcome.conflict };
  });
  const current = [...cards.values()].flatMap((card) => card.events.map((entry) => ({ householdId: card.id, eventId: entry.eventId, arrived: entry.arrived })));
  const [conflicts, counts] = await Promise.all([conflictsOf(db, invitation.id), walkInCounts(db, invitation.id)]);
  if (recorded) await announceArrivals(ctx, invitation.id);
  return { results, walkIns: walkInResults, arrivals: current, conflicts, walkInCounts: counts };
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
