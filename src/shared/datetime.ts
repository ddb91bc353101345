import { z } from 'zod';
import { MALAYSIA_TIME_ZONE } from './time-zone';

/**
 * One way of writing an instant (issue 31): the business's clock is Malaysia's (UTC+8 all year). Screens
 * show instants through src/web/i18n/format.ts in this zone; every CSV export writes them with
 * `csvDateTime`, ISO 8601 with the zone's offset to the second (2026-12-02T21:05:00+08:00), which a
 * spreadsheet sorts as text and a program reads without guessing the zone.
 */
export { MALAYSIA_TIME_ZONE };

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    partsFormats.set(timeZone, format);
  }
  return format;
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/**
 * An instant as a CSV cell: ISO 8601 with the offset of `timeZone` (Malaysia's unless told), to the
 * second: 2026-12-02T21:05:00+08:00. Empty for no value or an unreadable one.
 */
export function csvDateTime(value: Date | string | null | undefined, timeZone: string = MALAYSIA_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = value instanceof Date ? value : new Date(value);
  const ms = instant.getTime();
  if (Number.isNaN(ms)) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = partsFormat(timeZone).formatToParts(instant);
  } catch {
    parts = partsFormat(MALAYSIA_TIME_ZONE).formatToParts(instant);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const [year, month, day, hour, minute, second] = [part('year'), part('month'), part('day'), part('hour'), part('minute'), part('second')];
  // The zone's offset at that instant: its wall clock read as UTC, minus the instant (whole seconds).
  const offsetMinutes = Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(ms / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${offset}`;
}

/** A day as YYYY-MM-DD (a real calendar day), read as a whole day in Malaysia by the filters that take it. */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Use a real date like 2026-01-31');
