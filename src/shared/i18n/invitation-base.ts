import type { Language } from '@shared/constants';

/*
 * The parts of the invitation strings that are code, kept apart from the tables of
 * `invitation.ts`: the public page receives its one language's strings in its page data
 * (architecture.md §6 budget) and adds these, so the other three languages never reach it.
 */

const pad = (value: number) => String(value).padStart(2, '0');
const twelve = (hours: number) => (hours % 12 === 0 ? 12 : hours % 12);

/** 24-hour "HH:MM" → the wall-clock time as people write it in each language (no Date conversion). */
export const TIME_FORMATS: Record<Language, (hours: number, minutes: number) => string> = {
  english: (h, m) => `${twelve(h)}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`,
  chinese: (h, m) => {
    const period = h < 6 ? '凌晨' : h < 12 ? '上午' : h < 13 ? '中午' : h < 18 ? '下午' : '晚上';
    return `${period}${twelve(h)}:${pad(m)}`;
  },
  malay: (h, m) => {
    const period = h < 12 ? 'pagi' : h < 14 ? 'tengah hari' : h < 19 ? 'petang' : 'malam';
    return `${twelve(h)}.${pad(m)} ${period}`;
  },
  tamil: (h, m) => {
    const period = h >= 4 && h < 12 ? 'காலை' : h >= 12 && h < 16 ? 'மதியம்' : h >= 16 && h < 19 ? 'மாலை' : 'இரவு';
    return `${period} ${twelve(h)}:${pad(m)}`;
  },
};

/** The time format of a language, English for anything unknown. */
export function timeFormat(language: string): (hours: number, minutes: number) => string {
  return (TIME_FORMATS as Record<string, ((hours: number, minutes: number) => string) | undefined>)[language] ?? TIME_FORMATS.english;
}

/** Replaces `{key}` placeholders. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
