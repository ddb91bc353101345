import { and, eq, ne } from 'drizzle-orm';
import { answerTotals, HOST_ANSWER_ERRORS, type HostAnswer } from '@shared/responses';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { households, rsvpResponses } from '@server/db/schema';
import { messageError, type HttpError } from '@server/lib/http-error';
import { firstRow, inInvitation } from '@server/lib/invitation-rows';
import { householdNotFound } from '@server/features/guests/household-rows';
import { normalizePhone } from '@server/features/guests/phone';
import type { ReadableInvitation } from './readable-invitation';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A household of this invitation (another invitation's id is not found, like any unknown id). */
export async function householdOf(db: Db | Tx, invitationId: string, householdId: string) {
  const row = await firstRow(
    db
      .select({ id: households.id, name: households.name, seats: households.seats, eventIds: households.eventIds })
      .from(households)
      .where(inInvitation(households, householdId, invitationId))
      .limit(1),
  );
  if (!row) throw householdNotFound();
  return row;
}

export function checkSeats(household: { name: string; seats: number }, answer: Pick<HostAnswer, 'attending' | 'numberOfGuests'>): void {
  if (answer.attending && answer.numberOfGuests > household.seats) {
    throw messageError(400, 'SEATS_EXCEEDED', household.name, household.seats, { code: HOST_ANSWER_ERRORS.seats });
  }
}

/** One household, one answer: the refusal names the answer it already has. */
export async function householdAnswered(db: Db | Tx, household: { id: string; name: string }, exceptId: string | null): Promise<HttpError | null> {
  const [other] = await db
    .select({ guestName: rsvpResponses.guestName })
    .from(rsvpResponses)
    .where(and(eq(rsvpResponses.householdId, household.id), exceptId ? ne(rsvpResponses.id, exceptId) : undefined))
    .limit(1);
  return other ? messageError(409, 'HOUSEHOLD_ANSWERED', household.name, other.guestName, { code: HOST_ANSWER_ERRORS.householdAnswered }) : null;
}

/**
 * The server's checks of a host's answer: the phone in international form, a meal the invitation
 * offers (or the one already stored, should the host have removed that option since), and, with a
 * household, one of this invitation's with room for the guests and no other answer. The RSVP
 * deadline and the "RSVP on" switch are the guests' rules: the host may record a late answer.
 * Per event: events of this invitation (and of the household's list), within its seats, with that
 * event's meals; the answer's totals are derived from them (`answerTotals`).
 */
export async function checkedAnswer(ctx: AppContext, invitation: ReadableInvitation, answer: HostAnswer, current: CurrentAnswer | null) {
  const phone = normalizePhone(answer.phone);
  if (!phone.ok) throw messageError(400, 'INVALID_PHONE', { code: HOST_ANSWER_ERRORS.invalidPhone });
  if (!answer.events && answer.mealChoice && !invitation.isMealOption(answer.mealChoice) && answer.mealChoice !== current?.mealChoice) {
    throw messageError(400, 'RSVP_UNKNOWN_MEAL', { code: HOST_ANSWER_ERRORS.unknownMeal });
  }
  const household = answer.householdId ? await householdOf(ctx.database.db, invitation.id, answer.householdId) : null;
  const replies = checkedReplies(invitation, answer, household, current);
  const totals = answer.events ? answerTotals(replies, invitation.mainEvent.id) : answer;
  if (household) {
    checkSeats(household, totals);
    const taken = await householdAnswered(ctx.database.db, household, current?.id ?? null);
    if (taken) throw taken;
  }
  return { phone: phone.phone, household, replies, totals: { attending: totals.attending, numberOfGuests: totals.numberOfGuests, mealChoice: totals.mealChoice } };
}

/** The answer being edited: its meal and its meal per event (kept choosable should the host have removed the option since). */
interface CurrentAnswer {
  id: string;
  mealChoice: string;
  eventMeals: Map<string, string>;
}

type Reply = { eventId: string; attending: boolean; guests: number; mealChoice: string };

/**
 * The rows of rsvp_event_answers the answer writes, in the invitation's event order. Without
 * `events`, the answer stands for every event the household is invited to (every event without a
 * household), its meal for the main event.
 */
function checkedReplies(invitation: ReadableInvitation, answer: HostAnswer, household: { name: string; seats: number; eventIds: string[] | null } | null, current: CurrentAnswer | null): Reply[] {
  const invited = (eventId: string) => !household?.eventIds || household.eventIds.includes(eventId);
  if (!answer.events) {
    const events = invitation.events.filter((event) => invited(event.id));
    return (events.length > 0 ? events : [invitation.mainEvent]).map((event) => ({
      eventId: event.id,
      attending: answer.attending,
      guests: answer.attending ? answer.numberOfGuests : 0,
      mealChoice: event.isMain ? answer.mealChoice : '',
    }));
  }
  const order = new Map(invitation.events.map((event, index) => [event.id, index]));
  return answer.events
    .map((reply) => {
      const event = invitation.events.find((candidate) => candidate.id === reply.eventId);
      if (!event) throw messageError(400, 'ANSWER_UNKNOWN_EVENT', { code: HOST_ANSWER_ERRORS.unknownEvent });
      if (household && !invited(event.id)) throw messageError(400, 'NOT_INVITED', household.name, event.name, { code: HOST_ANSWER_ERRORS.notInvited });
      if (household) checkSeats(household, { attending: reply.attending, numberOfGuests: reply.guests });
      const known = event.mealOptions.some((option) => option.id === reply.mealChoice) || reply.mealChoice === current?.eventMeals.get(event.id);
      if (reply.mealChoice && !known) throw messageError(400, 'RSVP_UNKNOWN_MEAL', { code: HOST_ANSWER_ERRORS.unknownMeal });
      return { eventId: event.id, attending: reply.attending, guests: reply.attending ? reply.guests : 0, mealChoice: reply.attending ? reply.mealChoice : '' };
    })
    .sort((a, b) => order.get(a.eventId)! - order.get(b.eventId)!);
}
