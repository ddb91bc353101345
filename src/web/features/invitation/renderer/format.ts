import type { InvitationEvent } from '@shared/events';
import type { InvitationStrings } from '@shared/i18n/invitation';
import type { InvitationView } from '@shared/invitation-view';

/*
 * Date and time parsing for drawing. The calendar module (src/shared/calendar.ts) has the same
 * rules; it is loaded only when a guest taps Save The Date, so these few lines are kept apart.
 * tests/unit/renderer.test.tsx checks that both agree.
 */

export function parseIsoDate(value: string | null | undefined): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month < 1 || month > 12 || day < 1 || day > 31 ? null : { year, month, day };
}

export function parseTime(value: string | null | undefined): { hours: number; minutes: number } | null {
  const match = /^(\d{1,2}):(\d{2})/.exec((value ?? '').trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours > 23 || minutes > 59 ? null : { hours, minutes };
}

const HOUR = 3_600_000;

/** Start and end in wall milliseconds: no time is the whole day; no end time is start + 2 h; an end not after the start is the next day. */
export function wallWindow(date: string | null | undefined, time?: string | null, endTime?: string | null): { start: number; end: number } | null {
  const day = parseIsoDate(date);
  if (!day) return null;
  const midnight = Date.UTC(day.year, day.month - 1, day.day);
  const start = parseTime(time);
  if (!start) return { start: midnight, end: midnight + 24 * HOUR };
  const startMs = midnight + start.hours * HOUR + start.minutes * 60_000;
  const end = parseTime(endTime);
  if (!end) return { start: startMs, end: startMs + 2 * HOUR };
  const endMs = midnight + end.hours * HOUR + end.minutes * 60_000;
  return { start: startMs, end: endMs > startMs ? endMs : endMs + 24 * HOUR };
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's UTC offset (ms) at an instant, read with Intl: the same arithmetic as
 * `zoneOffset`/`wallToInstant` of src/shared/calendar.ts (which the page loads only on Save The Date),
 * kept apart for the page's budget; tests/unit/renderer.test.tsx checks that both agree.
 * An unknown zone reads as Asia/Kuala_Lumpur (the product's default; the server refuses others).
 */
function offsetAt(instant: number, zone: string): number {
  let format = zoneFormats.get(zone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Asia/Kuala_Lumpur' });
    }
    zoneFormats.set(zone, format);
  }
  const f: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) f[part.type] = Number(part.value);
  return Date.UTC(f.year ?? 1970, (f.month ?? 1) - 1, f.day ?? 1, (f.hour ?? 0) % 24, f.minute ?? 0, f.second ?? 0) - Math.floor(instant / 1000) * 1000;
}

/** Wall milliseconds in `zone` → the instant: a repeated hour counts its first occurrence, a skipped one the offset before the change. */
export function zonedInstant(wall: number, zone: string): number {
  return fromServer(`zone|${zone}|${wall}`, () => {
    const before = offsetAt(wall - 24 * HOUR, zone);
    const after = offsetAt(wall + 24 * HOUR, zone);
    for (const offset of before >= after ? [before, after] : [after, before]) if (offsetAt(wall - offset, zone) === offset) return wall - offset;
    return wall - before;
  });
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Dates are the host's wall-clock 'YYYY-MM-DD': formatted in UTC from Date.UTC of its fields, so no
 * viewer's zone can move it to another day. Times are 'HH:MM' and never pass through a Date.
 */
export function formatDate(
  value: string | null | undefined,
  text: InvitationStrings,
  options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
): string {
  const day = parseIsoDate(value);
  if (!day) return '';
  // One formatter per language and options: making one costs far more than using it, and the guest
  // page writes each event's date on its first draw (the largest function of its profile, issue 30).
  const key = `${text.locale}|${JSON.stringify(options)}`;
  return fromServer(`date|${key}|${value}`, () => {
    let format = dateFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(text.locale, { ...options, timeZone: 'UTC' });
      dateFormats.set(key, format);
    }
    return format.format(Date.UTC(day.year, day.month - 1, day.day));
  });
}

/**
 * What the server worked out with Intl (the dates it wrote, the instants of the events in their
 * zone), handed to the browser in the page data (`precomputed`): a phone's first Intl formatter loads
 * locale and zone data, 50–90 ms of blocked page on a mid-range phone (decision 0037), and the words
 * are then the server's exactly.
 */
const precomputed = new Map<string, string | number>();
let collecting: Map<string, string | number> | null = null;

function fromServer<T extends string | number>(key: string, compute: () => T): T {
  const known = precomputed.get(key);
  if (known !== undefined) return known as T;
  const value = compute();
  collecting?.set(key, value);
  return value;
}

/** Runs a (synchronous) server render and returns what it drew with what it worked out with Intl. */
export function collectPrecomputed<T>(render: () => T): { result: T; precomputed: Record<string, string | number> } {
  collecting = new Map();
  try {
    const result = render();
    return { result, precomputed: Object.fromEntries(collecting) };
  } finally {
    collecting = null;
  }
}

export function takePrecomputed(values: Record<string, string | number> | undefined): void {
  for (const [key, value] of Object.entries(values ?? {})) precomputed.set(key, value);
}

export function formatTime(value: string | null | undefined, text: InvitationStrings): string {
  const time = parseTime(value);
  return time ? text.formatTime(time.hours, time.minutes) : '';
}

/** The 11-character id of a YouTube link (watch, youtu.be, embed, shorts, live) or a bare id; else ''. */
export function youtubeId(url: string | null | undefined): string {
  const value = (url ?? '').trim();
  if (/^[\w-]{11}$/.test(value)) return value;
  const match = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/|\/live\/|\/v\/)([\w-]{11})(?![\w-])/.exec(value);
  return match?.[1] ?? '';
}

/** Digits for wa.me: a Malaysian national number (leading 0) gets its country code 60. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `6${digits}` : digits;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A link a guest may follow: http(s) only. */
export function safeHref(url: string | null | undefined): string {
  const value = (url ?? '').trim();
  return /^https?:\/\/[^\s"'<>]+$/i.test(value) ? value : '';
}

/** An image address: http(s), a path on this site, or an inline data/blob image; else ''. */
export function safeImageSrc(url: string | null | undefined): string {
  const value = (url ?? '').trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (/^(data:image\/|blob:)/i.test(value)) return value;
  return safeHref(value);
}

/** 'Mr. & Mrs. ' is the read default (product.md §3): an honorific with no name is not shown. */
export function isPlaceholderParents(value: string): boolean {
  return value.replace(/\b(mrs|mr|ms|dr|encik|puan|tuan)\.?/gi, '').replace(/[\s&.,]/g, '') === '';
}

/** The invitation's IANA zone (Asia/Kuala_Lumpur when a preview has none yet). */
export function zoneOf(invitation: Pick<InvitationView, 'timeZone'>): string {
  return invitation.timeZone || 'Asia/Kuala_Lumpur';
}

/**
 * The events the page draws, in the host's order. The cover's event (the main one, else the first:
 * a household not invited to the main event) is drawn from the invitation's top-level date, times,
 * venue, address and map links, which equal it once saved and which the editor's live preview
 * changes first. An invitation without events (an older preview) is one event of those fields.
 */
export function pageEvents(invitation: InvitationView): InvitationEvent[] {
  const top = {
    date: invitation.date ?? '',
    time: invitation.time ?? '',
    endTime: invitation.endTime ?? '',
    venue: invitation.venue ?? '',
    address: invitation.address ?? '',
    mapUrls: { google: invitation.mapUrls?.google ?? '', waze: invitation.mapUrls?.waze ?? '' },
  };
  const events = invitation.events ?? [];
  if (!events.length) {
    return [{ id: invitation.id, name: '', dressCode: '', note: '', isPublic: true, isMain: true, mealOptions: invitation.rsvp?.mealOptions ?? [], ...top }];
  }
  const cover = Math.max(0, events.findIndex((event) => event.isMain));
  return events.map((event, index) => (index === cover ? { ...event, ...top } : event));
}
