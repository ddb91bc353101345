import { z } from 'zod';
import { link, text } from './fields';

/**
 * An invitation's events (product.md §13, decision 0022): akad nikah and sanding, a tea ceremony and
 * a dinner. Stored as a JSON array on the invitation (at most EVENTS_MAX), each with a stable uuid
 * that per-event answers, households' invitations and arrivals refer to. One event is the main one:
 * it is shown on the cover, and its date, times, venue, address, map links and meal options are the
 * invitation's own top-level fields (the editor's Event details, Address and Options steps edit
 * them; `withMainEvent` copies them into the main event, so the two never disagree).
 * Pure module: no DOM, no Node APIs. Schemas are built lazily (pure) for the public page's budget.
 */

export const EVENTS_MAX = 10;
export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

const wallTime = (example: string) => z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Use a time like ${example}`)]);

/** True for an IANA zone name this runtime knows (Asia/Kuala_Lumpur, Europe/London …). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{1,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = /* @__PURE__ */ (() => z.string().refine(isTimeZone, 'Choose a time zone from the list'))();

export const mealOptionSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.string().min(1).max(50),
    name: z.string().trim().min(1, 'Meal option needs a name').max(100),
    description: text(300).optional(),
  }))();

/** One event as the editor saves it and every reader gets it. */
export const invitationEventSchema = /* @__PURE__ */ (() =>
  z.object({
    /** Made by the editor when the event is added (crypto.randomUUID), kept for ever after. */
    id: z.uuid(),
    /** "Akad Nikah", "Tea ceremony", "Dinner"; '' shows the invitation's event type. */
    name: text(100),
    date: z.union([z.literal(''), z.iso.date('Use a date like 2027-06-12')]),
    time: wallTime('18:30'),
    endTime: wallTime('22:00'),
    venue: text(200),
    /** Rich text (sanitised by the server on the way in), like the invitation's address. */
    address: text(2000),
    mapUrls: z.object({ google: link(), waze: link() }),
    dressCode: text(200),
    note: text(1000),
    /** Shown to anyone with the public link; otherwise only to households invited to it. The main event is always public. */
    isPublic: z.boolean(),
    isMain: z.boolean(),
    /** Meal choices for this event (none: no meal question for it). */
    mealOptions: z.array(mealOptionSchema).max(20),
  }))();
export type InvitationEvent = z.infer<typeof invitationEventSchema>;

export const invitationEventsSchema = /* @__PURE__ */ (() =>
  z
    .array(invitationEventSchema)
    .min(1, 'Add at least one event')
    .max(EVENTS_MAX, `At most ${EVENTS_MAX} events`)
    .refine((events) => new Set(events.map((event) => event.id)).size === events.length, 'Each event needs its own id'))();

/** An event with nothing filled in yet: public, not main, no meals (the editor's "Add event", tests). */
export function blankEvent(id: string): InvitationEvent {
  return { id, name: '', date: '', time: '', endTime: '', venue: '', address: '', mapUrls: { google: '', waze: '' }, dressCode: '', note: '', isPublic: true, isMain: false, mealOptions: [] };
}

/** The invitation fields the main event mirrors. */
export interface MainEventFields {
  date: string | null;
  time: string | null;
  endTime: string | null;
  venue: string;
  address: string;
  mapUrls: { google: string; waze: string };
  rsvp: { mealOptions: InvitationEvent['mealOptions'] };
}

/** A main event made of the invitation's own fields (an invitation stored before events, or a new one). */
export function mainEventFrom(fields: MainEventFields, id: string): InvitationEvent {
  return {
    id,
    name: '',
    date: fields.date ?? '',
    time: fields.time ?? '',
    endTime: fields.endTime ?? '',
    venue: fields.venue,
    address: fields.address,
    mapUrls: { google: fields.mapUrls.google ?? '', waze: fields.mapUrls.waze ?? '' },
    dressCode: '',
    note: '',
    isPublic: true,
    isMain: true,
    mealOptions: fields.rsvp.mealOptions,
  };
}

/**
 * The events as every reader and the server's save see them: exactly one main event (the first one
 * flagged, else the first), always public, whose date, times, venue, address, map links and meal
 * options are the invitation's top-level ones. No events (stored before events, or an API client
 * that does not send them): one main event with `fallbackId` (the invitation's id).
 */
export function withMainEvent(events: readonly InvitationEvent[] | null | undefined, fields: MainEventFields, fallbackId: string): InvitationEvent[] {
  if (!events || events.length === 0) return [mainEventFrom(fields, fallbackId)];
  const mainIndex = Math.max(
    0,
    events.findIndex((event) => event.isMain),
  );
  return events.map((event, index) => {
    if (index !== mainIndex) return { ...event, isMain: false };
    const mirrored = mainEventFrom(fields, event.id);
    return { ...event, ...mirrored, name: event.name, dressCode: event.dressCode, note: event.note };
  });
}

/** The main event (arrays from `withMainEvent` always have one). */
export function mainEventOf<T extends { isMain: boolean }>(events: readonly T[]): T {
  return events.find((event) => event.isMain) ?? (events[0] as T);
}

/**
 * The events one guest sees: through a personal link the household's (`eventIds` null = all), else
 * the public ones. The main event first is not implied: the host's order is kept.
 */
export function eventsVisibleTo<T extends { id: string; isPublic: boolean; isMain: boolean }>(events: readonly T[], household: { eventIds: readonly string[] | null } | null): T[] {
  if (!household) return events.filter((event) => event.isPublic || event.isMain);
  if (household.eventIds === null) return [...events];
  const invited = new Set(household.eventIds);
  return events.filter((event) => invited.has(event.id));
}
