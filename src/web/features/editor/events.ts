import { blankEvent, DEFAULT_TIME_ZONE, EVENTS_MAX, mainEventFrom, type InvitationEvent } from '@shared/events';
import type { InvitationInput } from '@shared/invitation-input';

/**
 * The Events step's pure operations on the form's copy (shared/events.ts holds the contract). The
 * main event's date, times, venue, address, map links and meal options live in the invitation's
 * top-level fields (the Event details, Address and Advanced Features steps edit them); its entry in
 * `events` carries only its id, name, dress code and note that matter. No DOM, no state: unit-tested.
 */

export { blankEvent };

/** The main event's index: the first flagged, else the first (as `withMainEvent` decides). */
export function mainIndexOf(events: readonly Pick<InvitationEvent, 'isMain'>[]): number {
  return Math.max(
    0,
    events.findIndex((event) => event.isMain),
  );
}

/**
 * The form always has its events and time zone: an invitation saved before events (or a draft kept
 * from then) gets one main event made of its own fields, with `fallbackId` (the invitation's id for a
 * saved one, which is the id the server gave its main event; a new uuid for a new one).
 */
export function withEventDefaults(input: InvitationInput, fallbackId: string): InvitationInput {
  const events = input.events && input.events.length > 0 ? input.events : [mainEventFrom(input, fallbackId)];
  const timeZone = input.timeZone || DEFAULT_TIME_ZONE;
  return events === input.events && timeZone === input.timeZone ? input : { ...input, events, timeZone };
}

/**
 * Makes `eventId` the main event, losing nothing: the old main event takes the invitation's current
 * date, times, venue, address, map links and meal options into its own fields, and the new main
 * event's are copied into the invitation's. Both stay public (the main event always is). An unknown
 * id, or the main event's own, changes nothing.
 */
export function makeMain(input: InvitationInput, eventId: string): InvitationInput {
  const events = input.events;
  if (!events) return input;
  const from = mainIndexOf(events);
  const to = events.findIndex((event) => event.id === eventId);
  if (to < 0 || (to === from && events[from]!.isMain)) return input;
  const chosen = events[to]!;
  const next = events.map((event, index): InvitationEvent => {
    if (index === to) return { ...event, isMain: true, isPublic: true };
    if (index === from) {
      const own = mainEventFrom(input, event.id);
      return { ...event, date: own.date, time: own.time, endTime: own.endTime, venue: own.venue, address: own.address, mapUrls: own.mapUrls, mealOptions: own.mealOptions, isMain: false, isPublic: true };
    }
    return event.isMain ? { ...event, isMain: false } : event;
  });
  return {
    ...input,
    events: next,
    date: chosen.date,
    time: chosen.time,
    endTime: chosen.endTime,
    venue: chosen.venue,
    address: chosen.address,
    mapUrls: { ...chosen.mapUrls },
    rsvp: { ...input.rsvp, mealOptions: chosen.mealOptions },
  };
}

/** Adds an empty event at the end (at most EVENTS_MAX). */
export function addEvent(input: InvitationInput, id: string): InvitationInput {
  const events = input.events ?? [];
  if (events.length >= EVENTS_MAX) return input;
  return { ...input, events: [...events, blankEvent(id)] };
}

/** Moves an event one place up (-1) or down (+1); at either end nothing changes. */
export function moveEvent(input: InvitationInput, eventId: string, by: -1 | 1): InvitationInput {
  const events = input.events;
  if (!events) return input;
  const from = events.findIndex((event) => event.id === eventId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= events.length) return input;
  const next = [...events];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return { ...input, events: next };
}

/** Removes an event; the main event is never removed (make another the main one first). */
export function removeEvent(input: InvitationInput, eventId: string): InvitationInput {
  const events = input.events;
  if (!events) return input;
  const index = events.findIndex((event) => event.id === eventId);
  if (index < 0 || index === mainIndexOf(events)) return input;
  return { ...input, events: events.filter((event) => event.id !== eventId) };
}

/** Changes some of one event's own fields. */
export function updateEvent(input: InvitationInput, eventId: string, change: Partial<Omit<InvitationEvent, 'id' | 'isMain'>>): InvitationInput {
  if (!input.events) return input;
  return { ...input, events: input.events.map((event) => (event.id === eventId ? { ...event, ...change } : event)) };
}

/** The zones offered first: Malaysia's, then its neighbours' and those of families abroad. */
export const COMMON_TIME_ZONES = [
  'Asia/Kuala_Lumpur',
  'Asia/Singapore',
  'Asia/Jakarta',
  'Asia/Brunei',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Australia/Perth',
  'Australia/Sydney',
  'Europe/London',
  'America/New_York',
  'Asia/Bangkok',
  'Asia/Manila',
  'Asia/Tokyo',
  'Asia/Dubai',
  'Europe/Paris',
  'America/Los_Angeles',
] as const;

/** "Asia/Kuala_Lumpur" → "Asia / Kuala Lumpur". */
export function timeZoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ').replace(/\//g, ' / ');
}

/**
 * The time zone select's choices: the common ones first, then every other zone this browser knows
 * (Intl.supportedValuesOf, where present) in order, with `current` kept even when the list lacks it.
 */
export function timeZoneOptions(current: string, all: readonly string[] = supportedTimeZones()): { common: string[]; others: string[] } {
  const common: string[] = [...COMMON_TIME_ZONES];
  const seen = new Set(common);
  const others = [...new Set([...all, current])].filter((zone) => zone && !seen.has(zone)).sort();
  return { common, others };
}

function supportedTimeZones(): readonly string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
}
