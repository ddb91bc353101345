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

/** A date (an instant) in the language's own long form: 25 November 2026 · 2026年11月25日. */
export function formatDate(language: HostLanguage, date: Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return made(`d${language}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(localeOf(language), options)).format(date);
}

/** A message's plural forms (Intl.PluralRules categories; `other` always). `#` is the formatted count. */
export type PluralForms = { other: string } & Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>;

/** ICU-style plural: the form for `count` in the language (Malay and Chinese have only `other`). */
export function plural(language: HostLanguage, count: number, forms: PluralForms): string {
  const category = made(`p${language}`, () => new Intl.PluralRules(localeOf(language))).select(count) as keyof PluralForms;
  return (forms[category] ?? forms.other).replace(/#/g, formatNumber(language, count));
}
