import type { Language } from './constants';

/**
 * The languages of the host's screens and the host's e-mails (issue 29, decision 0030): a subset of
 * the invitation languages, with the same names, so one value names a language everywhere (an
 * invitation's `language`, an account's `language`, `renderEmail`'s `lang`). English is the default
 * whenever nothing asks otherwise. No zod here: the landing's entry imports this file (the server's
 * schema is `hostLanguageSchema` in src/shared/auth.ts).
 */
export const HOST_LANGUAGES = ['english', 'malay', 'chinese'] as const satisfies readonly Language[];
export type HostLanguage = (typeof HOST_LANGUAGES)[number];
export const DEFAULT_HOST_LANGUAGE: HostLanguage = 'english';

/** Per language: the `lang` attribute, the Intl locale, and its own name (the switcher shows it). */
export const HOST_LANGUAGE_INFO: Record<HostLanguage, { lang: string; locale: string; name: string }> = {
  english: { lang: 'en', locale: 'en-MY', name: 'English' },
  malay: { lang: 'ms', locale: 'ms-MY', name: 'Bahasa Melayu' },
  chinese: { lang: 'zh-Hans', locale: 'zh-MY', name: '中文' },
};

/** The cookie that keeps a visitor's choice (read by the server for the served HTML, written by the switcher). */
export const LANGUAGE_COOKIE = 'lang';
/** A year: the choice outlives sessions. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isHostLanguage(value: unknown): value is HostLanguage {
  return typeof value === 'string' && (HOST_LANGUAGES as readonly string[]).includes(value);
}

/** A `lang` attribute or BCP 47 tag (`ms`, `ms-MY`, `zh-Hans-MY`) → our language, or null. */
export function hostLanguageOfTag(tag: string): HostLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
  if (primary === 'en') return 'english';
  // Malaysians' browsers say `ms`; Indonesian (`id`) is close, but not ours to assume.
  if (primary === 'ms') return 'malay';
  if (primary === 'zh') return 'chinese';
  return null;
}

/**
 * The language an Accept-Language header asks for: the highest-weighted tag we have, English when
 * none (`ms-MY,ms;q=0.9,en;q=0.8` → malay; `fr,de` → english). Ties keep the header's order.
 */
export function hostLanguageFromAcceptLanguage(header: string | undefined | null): HostLanguage {
  if (!header) return DEFAULT_HOST_LANGUAGE;
  let best: { language: HostLanguage; q: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const language = hostLanguageOfTag(tag);
    if (language && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? DEFAULT_HOST_LANGUAGE;
}

/** The language kept in a Cookie header, or null when there is none (or it is not one of ours). */
export function hostLanguageFromCookie(cookieHeader: string | undefined | null): HostLanguage | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.split('=', 2).map((s) => s.trim());
    if (name === LANGUAGE_COOKIE && isHostLanguage(value)) return value;
  }
  return null;
}
