/**
 * "Save The Date" (product.md §2): Google Calendar template links and an RFC 5545 .ics file.
 *
 * An invitation's dates and times are the host's wall clock ('YYYY-MM-DD', 'HH:MM') in the
 * invitation's IANA time zone. Both outputs name that zone: the .ics writes `DTSTART;TZID=<zone>:…`
 * with a VTIMEZONE computed here from Intl (its observances for the events' years), the Google link
 * its `ctz`, so a guest in London puts an 11:00 Kuala Lumpur wedding at 04:00 (or 03:00 in winter).
 * Without a zone (older callers) the times are floating, as before. Internally a wall-clock moment
 * is held as "wall milliseconds": Date.UTC of the wall-clock fields, only ever read back with
 * getUTC*; `wallToInstant` turns one into a real instant in a zone.
 * Pure module: no DOM, no Node APIs beyond TextEncoder and Intl (both have them). The page loads it
 * after the first paint (Save The Date); the renderer's countdown has a small copy of the zone
 * arithmetic (renderer/format.ts, checked against this one by tests/unit/renderer.test.tsx).
 */

export interface CalendarEvent {
  /** Plain text (use `stripHtml` on rich fields). */
  title: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM'; none means an all-day event. */
  time?: string | null;
  /** 'HH:MM'; none means start + 2 hours. An end at or before the start is on the next day. */
  endTime?: string | null;
  location?: string;
  description?: string;
  /** The invitation's public link (appended to the description, and the URL property). */
  url?: string;
  /** Stable identifier (e.g. the event id); the same event re-imported replaces itself. */
  uid?: string;
  /** IANA zone of `date`/`time` (the invitation's). None: floating times. */
  timeZone?: string | null;
}

export const DEFAULT_EVENT_HOURS = 2;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface EventWindow {
  allDay: boolean;
  /** Wall milliseconds. */
  start: number;
  end: number;
}

export function parseIsoDate(value: string | null | undefined): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

export function parseTime(value: string | null | undefined): { hours: number; minutes: number } | null {
  const match = /^(\d{1,2}):(\d{2})/.exec((value ?? '').trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return { hours, minutes };
}

/**
 * Start and end of the event in wall milliseconds. All-day (no time): the date to the next day.
 * Timed: the end is `endTime` (on the next day when not after the start), else start + 2 hours.
 */
export function eventWindow(date: string | null | undefined, time?: string | null, endTime?: string | null): EventWindow | null {
  const day = parseIsoDate(date);
  if (!day) return null;
  const midnight = Date.UTC(day.year, day.month - 1, day.day);
  const start = parseTime(time);
  if (!start) return { allDay: true, start: midnight, end: midnight + DAY };
  const startMs = midnight + start.hours * HOUR + start.minutes * 60_000;
  const end = parseTime(endTime);
  if (!end) return { allDay: false, start: startMs, end: startMs + DEFAULT_EVENT_HOURS * HOUR };
  let endMs = midnight + end.hours * HOUR + end.minutes * 60_000;
  if (endMs <= startMs) endMs += DAY;
  return { allDay: false, start: startMs, end: endMs };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');


function ymd(wall: number): string {
  const d = new Date(wall);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}
function ymdhms(wall: number): string {
  const d = new Date(wall);
  return `${ymd(wall)}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

// ---- Time zones (Intl only: no zone database of our own) ----

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** True for an IANA zone name this runtime knows. */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    zoneFormat(zone);
    return true;
  } catch {
    return false;
  }
}

function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(zone, format);
  }
  return format;
}

/** The zone's UTC offset at an instant, in milliseconds (+08:00 → 28 800 000). */
export function zoneOffset(instant: number, zone: string): number {
  const fields: Record<string, number> = {};
  for (const part of zoneFormat(zone).formatToParts(instant)) fields[part.type] = Number(part.value);
  const wall = Date.UTC(fields.year ?? 1970, (fields.month ?? 1) - 1, fields.day ?? 1, (fields.hour ?? 0) % 24, fields.minute ?? 0, fields.second ?? 0);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * Wall milliseconds in `zone` → the instant (epoch milliseconds). RFC 5545 §3.3.5's rules for the
 * hours a clock change makes ambiguous or skips: a repeated wall time is its first occurrence, a
 * skipped one is read with the offset before the change (01:30 on a spring-forward night is 02:30).
 */
export function wallToInstant(wall: number, zone: string): number {
  const before = zoneOffset(wall - DAY, zone);
  const after = zoneOffset(wall + DAY, zone);
  // The larger offset gives the earlier instant: tried first, so an ambiguous time is its first occurrence.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    if (zoneOffset(wall - offset, zone) === offset) return wall - offset;
  }
  return wall - before;
}

/** An event's start and end as instants in `zone` (an all-day event: the zone's midnight to midnight). */
export function eventInstants(
  date: string | null | undefined,
  time: string | null | undefined,
  endTime: string | null | undefined,
  zone: string,
): { allDay: boolean; start: number; end: number } | null {
  const window = eventWindow(date, time, endTime);
  if (!window) return null;
  return { allDay: window.allDay, start: wallToInstant(window.start, zone), end: wallToInstant(window.end, zone) };
}

/** '+0800', '-0500', '+0530' (seconds only when a zone has them). */
function icsOffset(offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const total = Math.abs(Math.round(offset / 1000));
  const seconds = total % 60;
  return `${sign}${pad(Math.floor(total / 3600))}${pad(Math.floor(total / 60) % 60)}${seconds ? pad(seconds) : ''}`;
}

interface Transition {
  /** The instant of the change. */
  at: number;
  from: number;
  to: number;
}

/** The zone's offset changes in [from, to): a day-by-day scan, then a binary search to the minute. */
function transitions(zone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  let previous = zoneOffset(from, zone);
  for (let day = from + DAY; day < to + DAY; day += DAY) {
    const offset = zoneOffset(day, zone);
    if (offset === previous) continue;
    let low = day - DAY;
    let high = day;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (zoneOffset(middle, zone) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: previous, to: offset });
    previous = offset;
  }
  return found;
}

/**
 * The VTIMEZONE of `zone` for events between `first` and `last` (instants): the change in force at
 * the first event and every change up to the last one, each an observance with its TZOFFSETFROM,
 * TZOFFSETTO and local DTSTART; DAYLIGHT where the offset is above the zone's lowest in that span.
 * A zone with no change (Asia/Kuala_Lumpur) is one STANDARD observance.
 */
export function buildVTimezone(zone: string, first: number, last: number): string[] {
  const startYear = new Date(first).getUTCFullYear() - 1;
  const endYear = new Date(last).getUTCFullYear() + 1;
  const all = transitions(zone, Date.UTC(startYear, 0, 1), Date.UTC(endYear, 0, 1));
  // The change in force at the first event, and the ones after it up to the last event.
  const lastBefore = all.reduce((index, change, i) => (change.at <= first ? i : index), -1);
  const kept = all.slice(Math.max(0, lastBefore)).filter((change) => change.at <= Math.max(first, last));
  const observances: { start: number; from: number; to: number }[] = kept.map((change) => ({ start: change.at + change.from, from: change.from, to: change.to }));
  if (!kept.length || (kept[0] as Transition).at > first) {
    const offset = kept.length ? (kept[0] as Transition).from : zoneOffset(first, zone);
    observances.unshift({ start: Date.UTC(1970, 0, 1), from: offset, to: offset });
  }
  // Daylight time is an offset above the zone's lowest around these years (southern zones too).
  const lowest = Math.min(...observances.map((observance) => observance.to), ...all.flatMap((change) => [change.from, change.to]));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  for (const observance of observances) {
    const kind = observance.to > lowest ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${ymdhms(observance.start)}`,
      `TZOFFSETFROM:${icsOffset(observance.from)}`,
      `TZOFFSETTO:${icsOffset(observance.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Plain text from sanitised rich text: block ends and <br> become line breaks, entities decoded. */
export function stripHtml(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, code: string) => {
      const lower = code.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#') && lower !== '#39') return String.fromCodePoint(Number(lower.slice(1)));
      return ENTITIES[lower] ?? match;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function fullDescription(event: CalendarEvent): string {
  return [event.description?.trim(), event.url?.trim()].filter(Boolean).join('\n\n');
}

/**
 * https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=…&ctz=…&details=…&location=…
 * With the event's zone, `dates` are its wall clock and `ctz` names the zone; without one, floating.
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const window = eventWindow(event.date, event.time, event.endTime);
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', event.title],
  ];
  if (window) {
    params.push([
      'dates',
      window.allDay ? `${ymd(window.start)}/${ymd(window.end)}` : `${ymdhms(window.start)}/${ymdhms(window.end)}`,
    ]);
    if (!window.allDay && isKnownTimeZone(event.timeZone)) params.push(['ctz', event.timeZone]);
  }
  params.push(['details', fullDescription(event)], ['location', event.location ?? '']);
  return `https://calendar.google.com/calendar/render?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** RFC 5545 §3.3.11 TEXT escaping. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines of at most 75 octets, continued with CRLF + one space; never splits a character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space of a continuation line is one of its 75 octets
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(
    date.getUTCMinutes(),
  )}${pad(date.getUTCSeconds())}Z`;
}

export interface IcsOptions {
  /** The IANA zone of every event's wall clock (default: the first event's `timeZone`; none: floating). */
  timeZone?: string | null;
  /** DTSTAMP (default: now). */
  now?: Date;
}

/**
 * One VCALENDAR (CRLF line endings, folded, escaped) with a VEVENT per event, in the given order,
 * and, for a zone, its VTIMEZONE with `DTSTART;TZID=<zone>:…` on the timed events (all-day events
 * keep VALUE=DATE). The second argument may be the DTSTAMP alone (the one-event API of before).
 * Throws when there is no event or one has no valid date.
 */
export function buildIcs(input: CalendarEvent | readonly CalendarEvent[], options: IcsOptions | Date = {}): string {
  const events: readonly CalendarEvent[] = Array.isArray(input) ? input : [input as CalendarEvent];
  const { now = new Date(), timeZone: zoneOption } = options instanceof Date ? { now: options } : options;
  if (!events.length) throw new Error('There is no event.');
  const windows = events.map((event) => {
    const window = eventWindow(event.date, event.time, event.endTime);
    if (!window) throw new Error('The event has no valid date.');
    return window;
  });
  const requested = zoneOption === undefined ? events[0]?.timeZone : zoneOption;
  const zone = isKnownTimeZone(requested) ? requested : null;
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Jemputan//Invitation//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  const timed = windows.filter((window) => !window.allDay);
  if (zone && timed.length) {
    const instants = timed.flatMap((window) => [wallToInstant(window.start, zone), wallToInstant(window.end, zone)]);
    lines.push(...buildVTimezone(zone, Math.min(...instants), Math.max(...instants)));
  }
  const stamp = utcStamp(now);
  const when = (name: string, wall: number) => (zone ? `${name};TZID=${zone}:${ymdhms(wall)}` : `${name}:${ymdhms(wall)}`);
  events.forEach((event, index) => {
    const window = windows[index] as EventWindow;
    const uid = `${(event.uid || `${ymdhms(window.start)}-${event.title}`).replace(/[^\w.-]+/g, '-')}@jemputan`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${stamp}`,
      ...(window.allDay
        ? [`DTSTART;VALUE=DATE:${ymd(window.start)}`, `DTEND;VALUE=DATE:${ymd(window.end)}`]
        : [when('DTSTART', window.start), when('DTEND', window.end)]),
      `SUMMARY:${escapeIcsText(event.title)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
    const description = fullDescription(event);
    if (description) lines.push(`DESCRIPTION:${escapeIcsText(description)}`);
    if (event.url && /^https?:\/\/[^\s"<>]+$/i.test(event.url)) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  });
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A safe file name for the download: `<name>.ics`. */
export function icsFileName(title: string): string {
  const base = title
    .replace(/[\\/:*?"<>|\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'invitation'}.ics`;
}

/** The invitation fields a calendar entry is made of. */
export interface CalendarSource {
  id: string;
  eventName: string;
  date: string | null;
  time: string | null;
  endTime: string | null;
  venue: string;
  address: string;
  tagline: string;
  note: string;
}

/** An invitation → a calendar event (HTML stripped), or null without a date. */
export function calendarEventFor(invitation: CalendarSource, publicUrl?: string): CalendarEvent | null {
  if (!parseIsoDate(invitation.date)) return null;
  const address = stripHtml(invitation.address).replace(/\n/g, ', ');
  return {
    title: stripHtml(invitation.eventName).replace(/\n/g, ' ') || 'Invitation',
    date: invitation.date as string,
    time: invitation.time,
    endTime: invitation.endTime,
    location: [invitation.venue.trim(), address].filter(Boolean).join(', '),
    description: [invitation.tagline.trim(), invitation.note.trim()].filter(Boolean).join('\n'),
    url: publicUrl,
    uid: invitation.id,
  };
}

/** One event of an invitation as the calendar needs it (shared/events.ts `InvitationEvent`, or its subset). */
export interface CalendarEventSource {
  id: string;
  name: string;
  date: string;
  time: string;
  endTime: string;
  venue: string;
  address: string;
  dressCode?: string;
  note?: string;
}

/** The invitation around its events. */
export interface CalendarInvitationSource {
  /** Rich text: the invitation's title ("Aisyah & Daniel"). */
  eventName: string;
  tagline?: string;
  timeZone: string;
}

/**
 * The invitation's events → calendar events, in the given order, those without a date left out:
 * SUMMARY "event name · invitation title" (the title alone for a nameless event, or `fallbackName`
 * in its place, e.g. the event type's label when there are several), LOCATION venue + address,
 * DESCRIPTION the dress code (with `labels.dressCode`) and note, URL the public link,
 * UID `<eventId>@jemputan`, and the invitation's zone.
 */
export function calendarEventsFor(
  invitation: CalendarInvitationSource,
  events: readonly CalendarEventSource[],
  options: { publicUrl?: string; fallbackName?: string; labels?: { dressCode?: string } } = {},
): CalendarEvent[] {
  const title = stripHtml(invitation.eventName).replace(/\n/g, ' ') || 'Invitation';
  return events
    .filter((event) => parseIsoDate(event.date))
    .map((event) => {
      const name = event.name.trim() || options.fallbackName?.trim() || '';
      const dressCode = event.dressCode?.trim() ? `${options.labels?.dressCode ?? 'Dress code'}: ${event.dressCode.trim()}` : '';
      return {
        title: name && name !== title ? `${name} · ${title}` : title,
        date: event.date,
        time: event.time,
        endTime: event.endTime,
        location: [event.venue.trim(), stripHtml(event.address).replace(/\n/g, ', ')].filter(Boolean).join(', '),
        description: [dressCode, event.note?.trim()].filter(Boolean).join('\n'),
        url: options.publicUrl,
        uid: event.id,
        timeZone: invitation.timeZone,
      };
    });
}
