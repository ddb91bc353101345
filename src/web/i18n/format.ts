import { MALAYSIA_TIME_ZONE } from '@shared/time-zone';
import { HOST_LANGUAGE_INFO, type HostLanguage } from '@shared/host-language';

/*
 * Numbers, dates, plurals and ringgit in the host's language, from the browser's own `Intl`
 * (decision 0030: no library, no locale data shipped). Formatters are made once per language and options.
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function made<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) cache.set(key, (value = make()));
  return value;
}

const localeOf = (language: HostLanguage) => HOST_LANGUAGE_INFO[language].locale;

export function formatNumber(language: HostLanguage, value: number, options: Intl.NumberFormatOptions = {}): string {
  return made(`n${language}${JSON.stringify(options)}`, () => new Intl.NumberFormat(localeOf(language), options)).format(value);
}

/**
 * An amount in ringgit as Malaysians write it in every language: `RM30`, `RM1,234.50`. (CLDR's zh-MY
 * currency format writes `MYR 30`, and en-MY/ms-MY put a space in: not what a price tag says.)
 */
export function formatRinggit(language: HostLanguage, amount: number): string {
  const cents = !Number.isInteger(amount);
  return `RM${formatNumber(language, amount, { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/**
 * A date (an instant) in the language's own long form: 25 November 2026 · 2026年11月25日. Read on
 * Malaysia's clock (MALAYSIA_TIME_ZONE), whatever the browser's zone, unless `options.timeZone` says
 * otherwise (a calendar day kept as UTC midnight passes 'UTC'; an event abroad its own zone).
 */
export function formatDate(language: HostLanguage, date: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const zoned = { timeZone: MALAYSIA_TIME_ZONE, ...options };
  return made(`d${language}${JSON.stringify(zoned)}`, () => new Intl.DateTimeFormat(localeOf(language), zoned)).format(typeof date === 'string' ? new Date(date) : date);
}

/** The one way a screen shows an instant with its time: 2 Dec 2026, 21:05 (Malaysia time, 24-hour clock). */
export const DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** An instant with its time, on Malaysia's clock: see DATE_TIME. */
export function formatDateTime(language: HostLanguage, date: Date | string): string {
  return formatDate(language, date, DATE_TIME);
}

/** An instant's day only, on Malaysia's clock: 2 Dec 2026. */
export function formatDay(language: HostLanguage, date: Date | string): string {
  return formatDate(language, date, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A message's plural forms (Intl.PluralRules categories; `other` always). `#` is the formatted count. */
export type PluralForms = { other: string } & Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>;

/** ICU-style plural: the form for `count` in the language (Malay and Chinese have only `other`). */
export function plural(language: HostLanguage, count: number, forms: PluralForms): string {
  const category = made(`p${language}`, () => new Intl.PluralRules(localeOf(language))).select(count) as keyof PluralForms;
  return (forms[category] ?? forms.other).replace(/#/g, formatNumber(language, count));
}

/**
 * A catalogue's way to count a noun: `count(3, 'guest')` → "3 guests". English takes the plural
 * (an `s` unless given); Malay and Chinese have one form, so they pass the noun alone.
 */
export function counter(language: HostLanguage): (n: number, one: string, other?: string) => string {
  return (n, one, other = language === 'english' ? `${one}s` : one) => plural(language, n, { one: `# ${one}`, other: `# ${other}` });
}
