/**
 * "Save The Date" (product.md §2): a Google Calendar template link and an RFC 5545 .ics file.
 *
 * An invitation's date and time are the host's wall clock ('YYYY-MM-DD', 'HH:MM'), so both outputs
 * use floating local times: the event lands at 11:00 in whatever zone the guest's calendar uses,
 * never shifted by the zone of the server or the browser. Internally a wall-clock moment is held as
 * "wall milliseconds": Date.UTC of the wall-clock fields, only ever read back with getUTC*.
 * Pure module: no DOM, no Node APIs beyond TextEncoder (both have it).
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
  /** Stable identifier (e.g. the invitation id); the same event re-imported replaces itself. */
  uid?: string;
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

/** https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=…&details=…&location=… */
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

/** A one-event VCALENDAR (CRLF line endings, folded, escaped). Throws when the event has no valid date. */
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const window = eventWindow(event.date, event.time, event.endTime);
  if (!window) throw new Error('The event has no valid date.');
  const uid = `${(event.uid || `${ymdhms(window.start)}-${event.title}`).replace(/[^\w.-]+/g, '-')}@jemputan`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jemputan//Invitation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...(window.allDay
      ? [`DTSTART;VALUE=DATE:${ymd(window.start)}`, `DTEND;VALUE=DATE:${ymd(window.end)}`]
      : [`DTSTART:${ymdhms(window.start)}`, `DTEND:${ymdhms(window.end)}`]),
    `SUMMARY:${escapeIcsText(event.title)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  const description = fullDescription(event);
  if (description) lines.push(`DESCRIPTION:${escapeIcsText(description)}`);
  if (event.url && /^https?:\/\//i.test(event.url)) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
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
