import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ARRIVALS_CSV_COLUMNS,
  ARRIVALS_PAGE_SIZE,
  arrivalStatus,
  arrivalTime,
  dayIn,
  HOST_DOOR_LABEL,
  UNNAMED_DOOR_LABEL,
  type ArrivalCheckin,
  type ArrivalCsvParams,
  type ArrivalFilter,
  type ArrivalList,
  type ArrivalListParams,
  type ArrivalRow,
} from '@shared/arrivals';
import { CSV_BOM, csvLine } from '@shared/responses';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { checkinLinks, checkins, households, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { badRequest } from '@server/lib/http-error';
import { escapeLike } from '@server/features/templates/service';
import { checkinEventsOf, timeZoneOf, type CheckinInvitationRow } from './events';

/**
 * Who arrived (issue 28, point 4; product.md §13): one event's households — those invited to it and
 * any checked in to it all the same — with the guests they confirmed for it, the guests arrived and
 * each check-in (when, how many, at which door). Filtered and paged in the database: two queries per
 * page (the page with its counts, then the page's check-ins), whatever the list's size.
 */

export const ARRIVAL_MESSAGES = {
  unknownEvent: 'Choose an event of this invitation.',
} as const;

/** The CSV reads the list in pages of this many households. */
const CSV_BATCH = 500;

interface EventScope {
  invitationId: string;
  eventId: string;
}

/** One event's households with their confirmed and arrived guests, as SQL pieces to filter, count and page. */
function eventHouseholds(db: Db, scope: EventScope) {
  const answer = db
    .select({ householdId: rsvpResponses.householdId, attending: rsvpEventAnswers.attending, guests: rsvpEventAnswers.guests })
    .from(rsvpEventAnswers)
    .innerJoin(rsvpResponses, eq(rsvpResponses.id, rsvpEventAnswers.responseId))
    .where(and(eq(rsvpEventAnswers.invitationId, scope.invitationId), eq(rsvpEventAnswers.eventId, scope.eventId), isNotNull(rsvpResponses.householdId)))
    .as('answer');
  const arrived = db
    .select({
      householdId: checkins.householdId,
      guests: sql<number>`sum(${checkins.guests})::int`.as('arrived_guests'),
      lastAt: sql<string>`max(${checkins.scannedAt})`.as('last_at'),
    })
    .from(checkins)
    .where(and(eq(checkins.invitationId, scope.invitationId), eq(checkins.eventId, scope.eventId)))
    .groupBy(checkins.householdId)
    .as('arrived');
  const confirmed = sql<number | null>`(case when ${answer.householdId} is null then null when ${answer.attending} then ${answer.guests} else 0 end)`;
  const arrivedGuests = sql<number>`coalesce(${arrived.guests}, 0)`;
  const inScope = and(
    eq(households.invitationId, scope.invitationId),
    or(isNull(households.eventIds), sql`${households.eventIds} @> jsonb_build_array(${scope.eventId}::text)`, isNotNull(arrived.householdId)),
  );
  const filters: Record<ArrivalFilter, SQL | undefined> = {
    all: undefined,
    arrived: sql`${arrivedGuests} > 0`,
    // Not come yet and not declined: the host's list to call at the end of the night.
    not_arrived: sql`${arrivedGuests} = 0 and (${confirmed} is null or ${confirmed} > 0)`,
    over: sql`${arrivedGuests} > coalesce(${confirmed}, 0)`,
  };
  return { answer, arrived, confirmed, arrivedGuests, inScope, filters };
}

const searchOf = (q: string) => (q ? sql`${households.name} ILIKE ${`%${escapeLike(q)}%`} ESCAPE '\\'` : undefined);

/** The event a query names: one of the invitation's (else 400), its first when none is named. */
function eventOf(invitation: CheckinInvitationRow, eventId: string) {
  const events = checkinEventsOf(invitation);
  const event = eventId ? events.find((candidate) => candidate.id === eventId.toLowerCase()) : events[0];
  if (!event) throw badRequest(ARRIVAL_MESSAGES.unknownEvent, 'UNKNOWN_EVENT');
  return event;
}

interface PageRequest {
  q: string;
  state: ArrivalFilter;
  offset: number;
  limit: number;
}

async function listPage(db: Db, scope: EventScope, request: PageRequest): Promise<{ rows: ArrivalRow[]; counts: ArrivalList['counts'] }> {
  const parts = eventHouseholds(db, scope);
  const where = and(parts.inScope, searchOf(request.q));
  // Arrivals are read newest first; the other lists by name.
  const order = request.state === 'arrived' || request.state === 'over' ? [sql`${parts.arrived.lastAt} desc nulls last`, asc(households.name), asc(households.id)] : [asc(households.name), asc(households.id)];
  const countOf = (filter: SQL | undefined) => (filter ? sql<number>`(count(*) filter (where ${filter}))::int` : sql<number>`count(*)::int`);
  const [rows, [counts]] = await Promise.all([
    db
      .select({ id: households.id, name: households.name, seats: households.seats, phone: households.phone, confirmed: parts.confirmed, arrived: parts.arrivedGuests })
      .from(households)
      .leftJoin(parts.answer, eq(parts.answer.householdId, households.id))
      .leftJoin(parts.arrived, eq(parts.arrived.householdId, households.id))
      .where(and(where, parts.filters[request.state]))
      .orderBy(...order)
      .limit(request.limit)
      .offset(request.offset),
    db
      .select({ all: countOf(undefined), arrived: countOf(parts.filters.arrived), not_arrived: countOf(parts.filters.not_arrived), over: countOf(parts.filters.over) })
      .from(households)
      .leftJoin(parts.answer, eq(parts.answer.householdId, households.id))
      .leftJoin(parts.arrived, eq(parts.arrived.householdId, households.id))
      .where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const made = ids.length
    ? await db
        .select({ id: checkins.id, householdId: checkins.householdId, at: checkins.scannedAt, guests: checkins.guests, linkId: checkins.linkId, label: checkinLinks.label })
        .from(checkins)
        .leftJoin(checkinLinks, eq(checkinLinks.id, checkins.linkId))
        .where(and(eq(checkins.invitationId, scope.invitationId), eq(checkins.eventId, scope.eventId), inArray(checkins.householdId, ids)))
        .orderBy(asc(checkins.scannedAt), asc(checkins.id))
    : [];
  const byHousehold = new Map<string, ArrivalCheckin[]>();
  for (const checkin of made) {
    const list = byHousehold.get(checkin.householdId) ?? [];
    // No link: recorded by the host (a link is revoked, never deleted, so its label stays).
    const door = checkin.linkId === null ? HOST_DOOR_LABEL : checkin.label?.trim() || UNNAMED_DOOR_LABEL;
    list.push({ id: checkin.id, at: new Date(checkin.at).toISOString(), guests: checkin.guests, kind: checkin.linkId === null ? 'host' : 'door', door });
    byHousehold.set(checkin.householdId, list);
  }
  return {
    rows: rows.map((row) => ({
      householdId: row.id,
      name: row.name,
      seats: row.seats,
      phone: row.phone,
      confirmedGuests: row.confirmed === null ? null : Number(row.confirmed),
      arrivedGuests: Number(row.arrived),
      walkIn: false,
      checkins: byHousehold.get(row.id) ?? [],
    })),
    counts: { all: Number(counts?.all ?? 0), arrived: Number(counts?.arrived ?? 0), not_arrived: Number(counts?.not_arrived ?? 0), over: Number(counts?.over ?? 0) },
  };
}

/** One page (50) of an event's households with their check-ins, filtered; the counts per filter with the search applied. */
export async function listArrivals(ctx: AppContext, invitation: CheckinInvitationRow, query: ArrivalListParams): Promise<ArrivalList> {
  const event = eventOf(invitation, query.event);
  const scope = { invitationId: invitation.id, eventId: event.id };
  const { rows, counts } = await listPage(ctx.database.db, scope, { q: query.q, state: query.state, offset: (query.page - 1) * ARRIVALS_PAGE_SIZE, limit: ARRIVALS_PAGE_SIZE });
  const count = counts[query.state];
  return { data: rows, count, page: query.page, totalPages: Math.max(1, Math.ceil(count / ARRIVALS_PAGE_SIZE)), eventId: event.id, timeZone: timeZoneOf(invitation), counts };
}

/** "2027-03-20 19:42" in the invitation's time zone (a spreadsheet sorts it as text). */
const csvTime = (iso: string, timeZone: string) => `${dayIn(iso, timeZone)} ${arrivalTime(iso, timeZone)}`;

export function arrivalCsvCells(eventName: string, row: ArrivalRow, timeZone: string): string[] {
  const first = row.checkins[0];
  const last = row.checkins.at(-1);
  const doors = [...new Set(row.checkins.map((checkin) => checkin.door))];
  return [
    eventName,
    row.name,
    String(row.seats),
    row.confirmedGuests === null ? '' : String(row.confirmedGuests),
    String(row.arrivedGuests),
    arrivalStatus(row),
    first ? csvTime(first.at, timeZone) : '',
    last ? csvTime(last.at, timeZone) : '',
    doors.join(', '),
    row.checkins.map((checkin) => `${csvTime(checkin.at, timeZone)} ${checkin.door} (${checkin.guests})`).join('; '),
    row.phone,
  ];
}

/**
 * arrivals.csv: the list as filtered (one event, or every event one after the other), one row per
 * household and event, streamed in batches (UTF-8 with BOM, every cell quoted, formulas neutralised:
 * the responses export's rules).
 */
export async function* arrivalsCsv(ctx: AppContext, invitation: CheckinInvitationRow, query: ArrivalCsvParams): AsyncGenerator<string> {
  const events = query.event ? [eventOf(invitation, query.event)] : checkinEventsOf(invitation);
  const timeZone = timeZoneOf(invitation);
  yield CSV_BOM + csvLine(ARRIVALS_CSV_COLUMNS);
  for (const event of events) {
    for (let offset = 0; ; offset += CSV_BATCH) {
      const { rows } = await listPage(ctx.database.db, { invitationId: invitation.id, eventId: event.id }, { q: query.q, state: query.state, offset, limit: CSV_BATCH });
      if (rows.length) yield rows.map((row) => csvLine(arrivalCsvCells(event.name, row, timeZone))).join('');
      if (rows.length < CSV_BATCH) break;
    }
  }
}
