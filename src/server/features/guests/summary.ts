import { and, eq, sql, type SQL } from 'drizzle-orm';
import { responseRateOf, type GuestSummary, type HouseholdStatus } from '@shared/guests';
import type { Db } from '@server/db/client';
import { households, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';

/**
 * A household's state as SQL over `households LEFT JOIN rsvp_responses ON household_id = households.id`:
 * an answer wins, then a visit, then a send.
 */
export const householdStatusSql: SQL<HouseholdStatus> = sql<HouseholdStatus>`CASE
  WHEN ${rsvpResponses.id} IS NOT NULL AND ${rsvpResponses.attending} THEN 'attending'
  WHEN ${rsvpResponses.id} IS NOT NULL THEN 'declined'
  WHEN ${households.visitCount} > 0 THEN 'opened'
  WHEN ${households.sentAt} IS NOT NULL THEN 'sent'
  ELSE 'not_sent' END`;

/** The counts of one invitation's guest list, in one query (the list and the responses page show them). */
export async function guestSummary(db: Db, invitationId: string): Promise<GuestSummary> {
  const [row] = await db
    .select({
      households: sql<number>`count(*)::int`,
      seats: sql<number>`coalesce(sum(${households.seats}), 0)::int`,
      sent: sql<number>`count(${households.sentAt})::int`,
      opened: sql<number>`(count(*) FILTER (WHERE ${households.visitCount} > 0))::int`,
      attending: sql<number>`(count(${rsvpResponses.id}) FILTER (WHERE ${rsvpResponses.attending}))::int`,
      // Like the responses page: an attending answer stored without a count is still one person coming.
      attendingGuests: sql<number>`coalesce(sum(greatest(${rsvpResponses.numberOfGuests}, 1)) FILTER (WHERE ${rsvpResponses.attending}), 0)::int`,
      declined: sql<number>`(count(${rsvpResponses.id}) FILTER (WHERE NOT ${rsvpResponses.attending}))::int`,
    })
    .from(households)
    .leftJoin(rsvpResponses, eq(rsvpResponses.householdId, households.id))
    .where(eq(households.invitationId, invitationId));
  if (!row) throw new Error('summary query returned no row');
  const answered = row.attending + row.declined;
  return {
    households: row.households,
    seats: row.seats,
    sent: row.sent,
    opened: row.opened,
    attending: row.attending,
    attendingGuests: row.attendingGuests,
    declined: row.declined,
    pending: row.households - answered,
    responseRate: responseRateOf(answered, row.households),
  };
}

/**
 * Households pending per event (product.md §13): invited to the event (every event, or a chosen list
 * that has it) and whose answer has no reply for it (or who have not answered at all). One query over
 * households × the invitation's events (at most EVENTS_MAX), each household's reply found by index.
 */
export async function pendingPerEvent(db: Db, invitationId: string, eventIds: readonly string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const events = sql`unnest(array[${sql.join(
    eventIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[])`;
  // drizzle writes columns unqualified in raw fragments: households' are named through the table here.
  const rows = await db
    .select({ eventId: sql<string>`e.id::text`, pending: sql<number>`count(*)::int` })
    .from(households)
    .innerJoin(sql`${events} AS e(id)`, sql`${households.eventIds} IS NULL OR ${households.eventIds} @> jsonb_build_array(e.id::text)`)
    .where(
      and(
        eq(households.invitationId, invitationId),
        sql`NOT EXISTS (SELECT 1 FROM ${rsvpResponses} r JOIN ${rsvpEventAnswers} a ON a.response_id = r.id AND a.event_id = e.id WHERE r.household_id = ${households.id})`,
      ),
    )
    .groupBy(sql`e.id`);
  return new Map(rows.map((row) => [row.eventId, row.pending]));
}
