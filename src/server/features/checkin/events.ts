import type { CheckinEvent } from '@shared/checkin';
import { DEFAULT_TIME_ZONE, isTimeZone, withMainEvent, type InvitationEvent } from '@shared/events';
import { EMPTY_MAP_URLS } from '@shared/invitation';
import { invitations } from '@server/db/schema';

/** The invitation columns check-in reads: its name, events and time zone, nothing else. */
export const checkinInvitationColumns = {
  id: invitations.id,
  userId: invitations.userId,
  eventName: invitations.eventName,
  eventType: invitations.eventType,
  events: invitations.events,
  timeZone: invitations.timeZone,
  date: invitations.date,
  time: invitations.time,
  endTime: invitations.endTime,
};

export interface CheckinInvitationRow {
  id: string;
  userId: string | null;
  eventName: string;
  eventType: string;
  events: InvitationEvent[];
  timeZone: string;
  date: string | null;
  time: string | null;
  endTime: string | null;
}

/** An event without its own name is called after the invitation's kind ("Wedding"), as the page shows it. */
const EVENT_TYPE_LABELS: Record<string, string> = {
  wedding: 'Wedding',
  'indian-wedding': 'Wedding',
  'chinese-wedding': 'Wedding',
  engagement: 'Engagement',
  birthday: 'Birthday',
  'baby-shower': 'Baby shower',
};

/**
 * The invitation's events as check-in shows them: id, name, date and start time, in the host's order,
 * the main one mirrored from the invitation's own fields (an invitation stored before events has one,
 * whose id is the invitation's id). Venue, address and meal options are not needed at the door.
 */
export function checkinEventsOf(row: CheckinInvitationRow): CheckinEvent[] {
  const stored = Array.isArray(row.events) ? row.events : [];
  const fields = { date: row.date, time: row.time, endTime: row.endTime, venue: '', address: '', mapUrls: EMPTY_MAP_URLS, rsvp: { mealOptions: [] } };
  const fallbackName = EVENT_TYPE_LABELS[row.eventType] ?? 'Event';
  return withMainEvent(stored, fields, row.id).map((event) => ({ id: event.id, name: event.name.trim() || fallbackName, date: event.date, time: event.time }));
}

export const timeZoneOf = (row: Pick<CheckinInvitationRow, 'timeZone'>) => (row.timeZone && isTimeZone(row.timeZone) ? row.timeZone : DEFAULT_TIME_ZONE);

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(
    new Date(instant),
  );
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the day `y-m-d` starts in `timeZone` (midnight there; two passes settle a DST change). */
export function zonedMidnight(y: number, m: number, d: number, timeZone: string): Date {
  const wall = Date.UTC(y, m - 1, d);
  let utc = wall - zoneOffset(wall, timeZone);
  utc = wall - zoneOffset(utc, timeZone);
  return new Date(utc);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A link of an invitation whose events have no date lasts this long. */
export const UNDATED_LINK_DAYS = 30;

/**
 * When a new check-in link stops working: at the end of the day after the last event's date, in the
 * invitation's time zone (guests of a late dinner still arrive after midnight); 30 days from now when
 * no event has a date. Never less than a day from now, so a host can still try a link out after a
 * past event's date.
 */
export function checkinLinkExpiry(events: readonly CheckinEvent[], timeZone: string, now = new Date()): Date {
  const dates = events.map((event) => event.date).filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date)).sort();
  const last = dates.at(-1);
  if (!last) return new Date(now.getTime() + UNDATED_LINK_DAYS * DAY_MS);
  const [y, m, d] = last.split('-').map(Number) as [number, number, number];
  // The start of the day two days after the last date is the end of the day after it.
  const end = zonedMidnight(y, m, d + 2, timeZone);
  return end.getTime() > now.getTime() + DAY_MS ? end : new Date(now.getTime() + DAY_MS);
}
