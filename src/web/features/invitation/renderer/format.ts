import type { InvitationStrings } from '@shared/i18n/invitation';

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
  return new Intl.DateTimeFormat(text.locale, { ...options, timeZone: 'UTC' }).format(Date.UTC(day.year, day.month - 1, day.day));
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
