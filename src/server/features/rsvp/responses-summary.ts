import { responseRateOf } from '@shared/guests';
import type { EventSummary, MealCount, ResponseSummary } from '@shared/responses';
import { eventHeadcount, type InvitationHeadcount, type InvitationMealCounts, type MealGuests } from './headcount';
import type { ReadableInvitation } from './readable-invitation';

/** The summary from the one headcount (product.md §2, §9); likely duplicates only in their own count. */
export function summaryOf({ overall }: InvitationHeadcount): ResponseSummary {
  const { answers: total, attendingAnswers: attending, declined, attendingGuests: totalGuests, duplicates } = overall;
  const invited = overall.invitedHouseholds;
  return { total, attending, declined, totalGuests, responseRate: invited > 0 ? responseRateOf(overall.householdAttending + overall.householdDeclined, invited) : null, duplicates };
}

/** Guests per meal ('' = none chosen) as the page and the caterer show them: named, largest first. */
export function namedMeals(counts: MealGuests | undefined, name: (id: string) => string): { meals: MealCount[]; guestsWithoutMeal: number } {
  const entries = [...(counts ?? new Map<string, number>())];
  const meals = entries
    .filter(([id, guests]) => id !== '' && guests > 0)
    .map(([id, guests]) => ({ id, name: name(id), guests }))
    .sort((a, b) => b.guests - a.guests || a.name.localeCompare(b.name));
  return { meals, guestsWithoutMeal: counts?.get('') ?? 0 };
}

/** product.md §9 meal summary: guests per choice among attending answers, largest first. */
export const mealSummary = (invitation: ReadableInvitation, counts: InvitationMealCounts) => namedMeals(counts.overall, invitation.mealName);

/** Every event's counts (product.md §13), from the one headcount and meal counts of the database. */
export function eventSummaries(invitation: ReadableInvitation, headcount: InvitationHeadcount, counts: InvitationMealCounts): EventSummary[] {
  return invitation.events.map((event) => {
    const mine = eventHeadcount(headcount, event.id);
    const { meals, guestsWithoutMeal } = namedMeals(counts.events.get(event.id), (id) => invitation.eventMealName(event.id, id));
    return {
      eventId: event.id,
      name: event.name,
      date: event.date,
      isMain: event.isMain,
      mealOptions: event.mealOptions,
      attendingGuests: mine.attendingGuests,
      attendingAnswers: mine.attendingAnswers,
      declined: mine.declined,
      pending: mine.pending,
      meals: meals.map(({ id, name, guests }) => ({ id, name, count: guests })),
      guestsWithoutMeal,
    };
  });
}
