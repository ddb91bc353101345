import { RSVP_GUESTS_MAX, RSVP_GUESTS_MIN } from '@shared/constants';
import type { InvitationEvent } from '@shared/events';
import type { RsvpFieldProblem, RsvpTypedFields } from '@shared/field-rules';
import type { InvitationView } from '@shared/invitation-view';
import type { RsvpController } from '@web/features/invitation/types';
import { formatDate } from './format';
import type { RenderContext } from './ui';

/** The RSVP form's state without its markup: its shape, what it starts with, the events and meals it asks about. */

/**
 * What the page adds on a household's personal link: its events, and what its check-in code needs.
 * (An extension of `RsvpController` kept here until types.ts carries it.)
 */
export interface HouseholdRsvp {
  /** The events it is invited to (null: all); absent on the open and edit links (the public events). */
  eventIds?: string[] | null;
  /** Its personal-link token: the address of its check-in code. */
  checkinToken?: string;
  householdName?: string;
  /** Its stored e-mail: the form starts with it (the confirmation goes there unless the guest changes it). */
  defaultEmail?: string;
}
export type GuestRsvpController = RsvpController & HouseholdRsvp;

/** One event's reply on the form (attending null: not answered yet). */
export interface EventReplyState {
  attending: boolean | null;
  guests: number;
  mealChoice: string;
}

export interface FormState {
  guestName: string;
  email: string;
  phone: string;
  attending: boolean;
  numberOfGuests: number;
  mealChoice: string;
  carPlate: string;
  wishes: string;
  website: string;
  /** Per event, when the guest sees several. */
  replies: Record<string, EventReplyState>;
}
export type FieldName = keyof RsvpTypedFields;
export type FieldProblems = Partial<Record<FieldName, RsvpFieldProblem>>;
export type Phase = 'form' | 'sending' | 'withdrawing' | 'sent' | 'withdrawn';
type RsvpSettings = InvitationView['rsvp'];

/** The most guests the form offers: the household's seats on a personal link. */
export const guestsMax = (rsvp: RsvpController | undefined) => Math.min(RSVP_GUESTS_MAX, rsvp?.seats ?? RSVP_GUESTS_MAX);
const clampGuests = (rsvp: RsvpController | undefined, value: unknown) => Math.min(guestsMax(rsvp), Math.max(RSVP_GUESTS_MIN, Number(value) || 1));

/**
 * The events this guest answers for: a household's on its personal link, else the public ones; the
 * rule of `eventsVisibleTo` (shared/events.ts), repeated here because importing that module brings
 * its zod schemas into the page's chunk (the server applies the shared one).
 */
export function eventsOf(invitation: InvitationView, rsvp: GuestRsvpController | undefined): InvitationEvent[] {
  const events = invitation.events ?? [];
  if (rsvp?.eventIds === undefined) return events.filter((event) => event.isPublic || event.isMain);
  const invited = rsvp.eventIds && new Set(rsvp.eventIds);
  return invited ? events.filter((event) => invited.has(event.id)) : events;
}

/** An event's meal options: the main event's are the invitation's own (`rsvp.mealOptions`), the others' their own. */
export const mealsOf = (event: InvitationEvent | undefined, invitationMeals: RsvpSettings['mealOptions']) =>
  ((event && !event.isMain ? event.mealOptions : invitationMeals) ?? []).filter((meal) => meal?.id && meal.name?.trim());

/** "Akad Nikah — Saturday, 20 March 2027"; an unnamed event is called by the invitation's kind ("Wedding"). */
export function eventTitle(event: InvitationEvent, invitation: InvitationView, text: RenderContext['text']): string {
  const name = event.name.trim() || text.eventTypes[invitation.eventType] || '';
  const date = formatDate(event.date, text);
  return date ? `${name} — ${date}` : name;
}

export function initialState(rsvp: GuestRsvpController | undefined, events: InvitationEvent[], invitationMeals: RsvpSettings['mealOptions']): FormState {
  const initial = rsvp?.initial;
  const stored = new Map((initial?.events ?? []).map((reply) => [reply.eventId, reply]));
  const replies: Record<string, EventReplyState> = {};
  for (const event of events) {
    // A stored reply for this event; else the answer as a whole (stored before events); else not answered yet.
    const reply = stored.get(event.id);
    const attending = reply ? reply.attending : initial ? initial.attending : null;
    const meal = reply ? reply.mealChoice : (initial?.mealChoice ?? '');
    replies[event.id] = {
      attending,
      guests: clampGuests(rsvp, reply?.guests || initial?.numberOfGuests),
      mealChoice: mealsOf(event, invitationMeals).some((option) => option.id === meal) ? meal : '',
    };
  }
  return {
    guestName: initial?.guestName ?? rsvp?.defaultName ?? '',
    email: initial?.email || rsvp?.defaultEmail || '',
    phone: initial?.phone ?? '',
    attending: initial?.attending ?? true,
    numberOfGuests: clampGuests(rsvp, initial?.numberOfGuests),
    mealChoice: initial?.mealChoice ?? '',
    carPlate: initial?.carPlate ?? '',
    wishes: initial?.wishes ?? '',
    website: '',
    replies,
  };
}

/** A failure's message for the guest, or the fallback. */
export const errorMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
