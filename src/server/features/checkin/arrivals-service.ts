import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ARRIVALS_CSV_COLUMNS,
  ARRIVALS_PAGE_SIZE,
  arrivalStatus,
  HOST_DOOR_LABEL,
  UNNAMED_DOOR_LABEL,
  WALK_IN_LABEL,
  type ArrivalCheckin,
  type ArrivalCsvParams,
  type ArrivalFilter,
  type ArrivalList,
  type ArrivalListParams,
  type ArrivalRow,
} from '@shared/arrivals';
import { csvDateTime } from '@shared/datetime';
import { CSV_BOM, csvLine } from '@shared/responses';
import { ANSWER_MESSAGES } from '@shared/server-messages/answers';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { checkinLinks, checkins, checkinWalkIns, households, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { messageError } from '@server/lib/http-error';
import { escapeLike } from '@server/features/templates/service';
import { checkinEventsOf, timeZoneOf, type CheckinInvitationRow } from './events';

/**
 * Who arrived (issue 28, point 4; product.md §13): one event's households — those invited to it and
 * any checked in to it all the same — with the guests they confirmed for it, the guests arrived and
 * each check-in (when, how many, at which door), and the walk-ins recorded at its doors. Filtered and
 * paged in the database: four queries per page (the page, its counts, its check-ins and walk-ins),
 * whatever the list's size.
 */

/** In English (tests); the host reads it by code (ARRIVALS_UNKNOWN_EVENT) in their language. */
export const ARRIVAL_MESSAGES = {
  unknownEvent: ANSWER_MESSAGES.ARRIVALS_UNKNOWN_EVENT.english,
} as const;

/** The CSV reads the list in pages of this many households. */
const CSV_BATCH = 500;

interface EventScope {
  invitationId: string;
  eventId: string;
}

/**
 * One event's rows: its households (invited to it, or checked in to it all the same) with the guests
 * they confirmed for it (as the headcount counts them, drizzle/0008_headcount.sql: an attending reply
 * is at least one guest) and the guests arrived, and the walk-ins recorded at its doors (no
 * household; none confirmed). A subquery the page, the counts and the CSV filter.
 */
function eventRows(scope: EventScope): SQL {
  const invitationId = sql`${scope.invitationId}::uuid`;
  const eventId = sql`${scope.eventId}::uuid`;
  return sql`(
    select 'household' as kind, h.id::text as id, h.name as name, h.seats as seats, h.phone as phone,
      (case when x.attending is null then null when x.attending then greatest(x.guests, 1) else 0 end) as confirmed,
      coalesce(c.guests, 0) as arrived, c.last_at as last_at
    from ${households} h
    left join lateral (
      select a.attending, a.guests from ${rsvpResponses} r join ${rsvpEventAnswers} a on a.response_id = r.id and a.event_id = ${eventId}
      where r.household_id = h.id
    ) x on true
    left join (
      select household_id, sum(guests)::int as guests, max(scanned_at) as last_at from ${checkins}
      where invitation_id = ${invitationId} and event_id = ${eventId} group by household_id
    ) c on c.household_id = h.id
    where h.invitation_id = ${invitationId} and (h.event_ids is null or h.event_ids @> jsonb_build_array(${scope.eventId}::text) or c.household_id is not null)
    union all
    select 'walk_in', w.id::text, w.name, 0, '', 0, w.guests, w.scanned_at from ${checkinWalkIns} w
    where w.invitation_id = ${invitationId} and w.event_id = ${eventId}
  ) as arrival_rows`;
}

const FILTERS: Record<ArrivalFilter, SQL | undefined> = {
  all: undefined,
  arrived: sql`arrived > 0`,
  // Not come yet and not declined: the host's list to call at the end of the night.
  not_arrived: sql`arrived = 0 and (confirmed is null or confirmed > 0)`,
  over: sql`arrived > coalesce(confirmed, 0)`,
};

const searchOf = (q: string) => (q ? sql`name ILIKE ${`%${escapeLike(q)}%`} ESCAPE '\\'` : undefined);

/** The event a query names: one of the invitation's (else 400), its first when none is named. */
function eventOf(invitation: CheckinInvitationRow, eventId: string) {
  const events = checkinEventsOf(invitation);
  const event = eventId ? events.find((candidate) => candidate.id === eventId.toLowerCase()) : events[0];
  if (!event) throw messageError(400, 'ARRIVALS_UNKNOWN_EVENT', { code: 'UNKNOWN_EVENT' });
  return event;
}

interface PageRequest {
  q: string;
  state: ArrivalFilter;
  offset: number;
  limit: number;
  /** The counts per filter (the panel's tabs); the CSV's batches leave them out. */
  withCounts: boolean;
}

/** The door a check-in was made at: its link's label; no link: the host. */
const doorOf = (linkId: string | null, label: string | null) => (linkId === null ? HOST_DOOR_LABEL : label?.trim() || UNNAMED_DOOR_LABEL);

async function listPage(db: Db, scope: EventScope, request: PageRequest): Promise<{ rows: ArrivalRow[]; counts: ArrivalList['counts'] }> {
  const search = searchOf(request.q);
  // Arrivals are read newest first; the other lists by name.
  const order = request.state === 'arrived' || request.state === 'over' ? sql`last_at desc nulls last, name, id` : sql`name, id`;
  const countOf = (filter: SQL | undefined) => (filter ? sql<number>`(count(*) filter (where ${filter}))::int` : sql<number>`count(*)::int`);
  const [rows, [counts]] = await Promise.all([
    db
      .select({ kind: sql<string>`kind`, id: sql<string>`id`, name: sql<string>`name`, seats: sql<number>`seats`, phone: sql<string>`phone`, confirmed: sql<number | null>`confirmed`, arrived: sql<number>`arrived` })
      .from(eventRows(scope))
      .where(and(search, FILTERS[request.state]))
      .orderBy(order)
      .limit(request.limit)
      .offset(request.offset),
    request.withCounts
      ? db
          .select({ all: countOf(undefined), arrived: countOf(FILTERS.arrived), not_arrived: countOf(FILTERS.not_arrived), over: countOf(FILTERS.over) })
          .from(eventRows(scope))
          .where(search)
      : [undefined],
  ]);
  const householdIds = rows.filter((row) => row.kind === 'household').map((row) => row.id);
  const walkInIds = rows.filter((row) => row.kind === 'walk_in').map((row) => row.id);
  const [made, walkIns] = await Promise.all([
    householdIds.length
      ? db
          .select({ id: checkins.id, householdId: checkins.householdId, at: checkins.scannedAt, guests: checkins.guests, linkId: checkins.linkId, label: checkinLinks.label })
          .from(checkins)
          .leftJoin(checkinLinks, eq(checkinLinks.id, checkins.linkId))
          .where(and(eq(checkins.invitationId, scope.invitationId), eq(checkins.eventId, scope.eventId), inArray(checkins.householdId, householdIds)))
          .orderBy(asc(checkins.scannedAt), asc(checkins.id))
      : [],
    walkInIds.length
      ? db
          .select({ id: checkinWalkIns.id, at: checkinWalkIns.scannedAt, guests: checkinWalkIns.guests, linkId: checkinWalkIns.linkId, label: checkinLinks.label })
          .from(checkinWalkIns)
          .leftJoin(checkinLinks, eq(checkinLinks.id, checkinWalkIns.linkId))
          .where(and(eq(checkinWalkIns.invitationId, scope.invitationId), inArray(checkinWalkIns.id, walkInIds)))
      : [],
  ]);
  const byRow = new Map<string, ArrivalCheckin[]>();
  for (const checkin of made) {
    const list = byRow.get(checkin.householdId) ?? [];
    // A link is revoked, never deleted, so its label stays; no link: recorded by the host.
    list.push({ id: checkin.id, at: new Date(checkin.at).toISOString(), guests: checkin.guests, kind: checkin.linkId === null ? 'host' : 'door', door: doorOf(checkin.linkId, checkin.label) });
    byRow.set(checkin.householdId, list);
  }
  for (const walkIn of walkIns) {
    byRow.set(walkIn.id, [{ id: walkIn.id, at: new Date(walkIn.at).toISOString(), guests: walkIn.guests, kind: 'walk_in', door: walkIn.linkId === null ? UNNAMED_DOOR_LABEL : doorOf(walkIn.linkId, walkIn.label) }]);
  }
  return {
    rows: rows.map((row) => {
      const walkIn = row.kind === 'walk_in';
      return {
        householdId: walkIn ? null : row.id,
        name: walkIn ? row.name.trim() || WALK_IN_LABEL : row.name,
        seats: Number(row.seats),
        phone: row.phone,
        confirmedGuests: row.confirmed === null ? null : Number(row.confirmed),
        arrivedGuests: Number(row.arrived),
        walkIn,
        checkins: byRow.get(row.id) ?? [],
      };
    }),
    counts: { all: Number(counts?.all ?? 0), arrived: Number(counts?.arrived ?? 0), not_arrived: Number(counts?.not_arrived ?? 0), over: Number(counts?.over ?? 0) },
  };
}

/** One page (50) of an event's households with their check-ins, filtered; the counts per filter with the search applied. */
export async function listArrivals(ctx: AppContext, invitation: CheckinInvitationRow, query: ArrivalListParams): Promise<ArrivalList> {
  const event = eventOf(invitation, query.event);
  const scope = { invitationId: invitation.id, eventId: event.id };
  const { rows, counts } = await listPage(ctx.database.db, scope, { q: query.q, state: query.state, offset: (query.page - 1) * ARRIVALS_PAGE_SIZE, limit: ARRIVALS_PAGE_SIZE, withCounts: true });
  const count = counts[query.state];
  return { data: rows, count, page: query.page, totalPages: Math.max(1, Math.ceil(count / ARRIVALS_PAGE_SIZE)), eventId: event.id, timeZone: timeZoneOf(invitation), counts };
}

/**
 * ISO 8601 with the offset of the invitation's zone, the one the panel shows (Malaysia's for an event
 * here: 2027-03-20T19:42:05+08:00); a spreadsheet sorts it as text (csvDateTime, issue 31).
 */
const csvTime = csvDateTime;

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
      const { rows } = await listPage(ctx.database.db, { invitationId: invitation.id, eventId: event.id }, { q: query.q, state: query.state, offset, limit: CSV_BATCH, withCounts: false });
      if (rows.length) yield rows.map((row) => csvLine(arrivalCsvCells(event.name, row, timeZone))).join('');
      if (rows.length < CSV_BATCH) break;
    }
  }
}
