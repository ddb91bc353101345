import type { HostLanguage } from '@shared/host-language';
import { formatDate } from '@web/i18n/format';

/** A response's date as the host reads it, in the browser's own zone and the host's language. */
export function formatResponseDate(language: HostLanguage, iso: string): string {
  return formatDate(language, new Date(iso), { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** An event's date (YYYY-MM-DD, a calendar day) as the host reads it: never shifted by the browser's zone. */
export function formatEventDate(language: HostLanguage, date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : formatDate(language, day, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}
