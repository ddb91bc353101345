import { parseIsoDate, parseTime } from '../../../../shared/calendar';
import type { InvitationStrings } from '../../../../shared/i18n/invitation';

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

/** 'Mr. & Mrs. ' is the read default (SPEC §3): an honorific with no name is not shown. */
export function isPlaceholderParents(value: string): boolean {
  return value.replace(/\b(mrs|mr|ms|dr|encik|puan|tuan)\.?/gi, '').replace(/[\s&.,]/g, '') === '';
}
