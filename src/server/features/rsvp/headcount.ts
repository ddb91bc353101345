import { sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@shared/ids';
import type { Db, Tx } from '@server/db/client';

/**
 * The one headcount (DESIGN.md §10): every total the host sees is read through these two functions,
 * which call the database functions `invitation_headcount` and `invitation_meal_counts`
 * (drizzle/0008_headcount.sql). A likely duplicate still waiting for the host counts once, in the
 * answer it repeats; an attending reply stored without a count is one person coming.
 */

/** The counts of the invitation's answers as a whole, or of one event's per-event replies. */
export interface Headcount {
  /** Guest-list households (invited to the event, for an event) and their seats. */
  invitedHouseholds: number;
  invitedSeats: number;
  /** Counted answers (every answer, open link included, but a likely duplicate): yes, their guests, no. */
  answers: number;
  attendingAnswers: number;
  attendingGuests: number;
  declined: number;
  /** Likely duplicates waiting for the host (only in this count). */
  duplicates: number;
  /** The invited households' own answers: yes, their guests (what the door checks in), no. */
  householdAttending: number;
  householdGuests: number;
  householdDeclined: number;
  /** Invited households without an answer (for an event: without a reply for it). */
  pending: number;
}

export interface InvitationHeadcount {
  overall: Headcount;
  /** Per event id asked for; an event without any reply has zeros (and its invited households pending). */
  events: Map<string, Headcount>;
}

/** Guests per meal ('' = none chosen) among counted attending answers. */
export type MealGuests = Map<string, number>;

export interface InvitationMealCounts {
  /** The answers' own meal (the main event's, as before events). */
  overall: MealGuests;
  /** Per event, from the per-event replies. */
  events: Map<string, MealGuests>;
}

type Runner = Db | Tx;

const uuidArray = (ids: readonly string[]): SQL => {
  const valid = ids.filter(isUuid);
  return valid.length === 0 ? sql`array[]::uuid[]` : sql`array[${sql.join(valid.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;
};

const countColumns = {
  eventId: sql<string | null>`event_id::text`,
  invitedHouseholds: sql<number>`invited_households`,
  invitedSeats: sql<number>`invited_seats`,
  answers: sql<number>`answers`,
  attendingAnswers: sql<number>`attending_answers`,
  attendingGuests: sql<number>`attending_guests`,
  declined: sql<number>`declined`,
  duplicates: sql<number>`duplicates`,
  householdAttending: sql<number>`household_attending`,
  householdGuests: sql<number>`household_guests`,
  householdDeclined: sql<number>`household_declined`,
  pending: sql<number>`pending`,
};

const numbers = (row: Record<keyof Headcount, unknown>): Headcount => ({
  invitedHouseholds: Number(row.invitedHouseholds),
  invitedSeats: Number(row.invitedSeats),
  answers: Number(row.answers),
  attendingAnswers: Number(row.attendingAnswers),
  attendingGuests: Number(row.attendingGuests),
  declined: Number(row.declined),
  duplicates: Number(row.duplicates),
  householdAttending: Number(row.householdAttending),
  householdGuests: Number(row.householdGuests),
  householdDeclined: Number(row.householdDeclined),
  pending: Number(row.pending),
});

/**
 * The invitation's headcount, one query: overall and for each of `eventIds` (the invitation's
 * events, e.g. `withMainEvent(...)` or `checkinEventsOf(...)` ids; pass [] for the overall only).
 */
export async function invitationHeadcount(db: Runner, invitationId: string, eventIds: readonly string[] = []): Promise<InvitationHeadcount> {
  const rows = await db.select(countColumns).from(sql`invitation_headcount(${invitationId}::uuid, ${uuidArray(eventIds)})`);
  const overallRow = rows.find((row) => row.eventId === null);
  if (!overallRow) throw new Error('invitation_headcount returned no overall row');
  const events = new Map<string, Headcount>();
  for (const row of rows) if (row.eventId !== null) events.set(row.eventId, numbers(row));
  return { overall: numbers(overallRow), events };
}

/** One event's counts from a headcount (zeros for an id it was not asked about). */
export function eventHeadcount(headcount: InvitationHeadcount, eventId: string): Headcount {
  return headcount.events.get(eventId) ?? EMPTY_HEADCOUNT;
}

export const EMPTY_HEADCOUNT: Headcount = Object.freeze({
  invitedHouseholds: 0,
  invitedSeats: 0,
  answers: 0,
  attendingAnswers: 0,
  attendingGuests: 0,
  declined: 0,
  duplicates: 0,
  householdAttending: 0,
  householdGuests: 0,
  householdDeclined: 0,
  pending: 0,
});

/** Guests per meal, overall and per event, in one query. */
export async function invitationMealCounts(db: Runner, invitationId: string): Promise<InvitationMealCounts> {
  const rows = await db
    .select({ eventId: sql<string | null>`event_id::text`, mealChoice: sql<string>`meal_choice`, guests: sql<number>`guests` })
    .from(sql`invitation_meal_counts(${invitationId}::uuid)`);
  const overall: MealGuests = new Map();
  const events = new Map<string, MealGuests>();
  for (const row of rows) {
    const target = row.eventId === null ? overall : (events.get(row.eventId) ?? events.set(row.eventId, new Map()).get(row.eventId)!);
    target.set(row.mealChoice, Number(row.guests));
  }
  return { overall, events };
}
