import { eq, sql, type SQL } from 'drizzle-orm';
import { responseRateOf, type GuestSummary, type HouseholdStatus } from '@shared/guests';
import type { Db } from '@server/db/client';
import { households, rsvpResponses } from '@server/db/schema';
import { invitationHeadcount, type Headcount } from '@server/features/rsvp/headcount';

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

/**
 * The counts of one invitation's guest list (the list and the responses page show them): the
 * households, seats and answers from the one headcount (rsvp/headcount.ts), the sends and visits
 * beside it.
 */
export async function guestSummary(db: Db, invitationId: string, headcount?: Headcount): Promise<GuestSummary> {
  const [counts, [row]] = await Promise.all([
    headcount ?? invitationHeadcount(db, invitationId).then((all) => all.overall),
    db
      .select({
        sent: sql<number>`count(${households.sentAt})::int`,
        opened: sql<number>`(count(*) FILTER (WHERE ${households.visitCount} > 0))::int`,
      })
      .from(households)
      .where(eq(households.invitationId, invitationId)),
  ]);
  if (!row) throw new Error('summary query returned no row');
  const answered = counts.householdAttending + counts.householdDeclined;
  return {
    households: counts.invitedHouseholds,
    seats: counts.invitedSeats,
    sent: row.sent,
    opened: row.opened,
    attending: counts.householdAttending,
    attendingGuests: counts.householdGuests,
    declined: counts.householdDeclined,
    pending: counts.pending,
    responseRate: responseRateOf(answered, counts.invitedHouseholds),
  };
}
