import { HOST_LANGUAGE_INFO, HOST_LANGUAGES, type HostLanguage } from './host-language';

/*
 * URLs per language (issue 29, decision 0030 "URLs per language"): the landing and the gallery are
 * also served under `/ms/…` and `/zh/…`, in that language whatever the visitor's cookie, so search
 * engines find the Malay and Chinese pages; each page names the others with `hreflang` alternates.
 * The unprefixed path is the English page for search engines (`en` and `x-default`) and, for
 * people, follows their kept language (cookie, else Accept-Language) as every other page does.
 * The prefix is the language's short tag: `zh`, not `zh-hans` (shorter to share, and Simplified is
 * the only Chinese we have; the `hreflang` says `zh-Hans`).
 */
export const LANGUAGE_PREFIXES: Record<HostLanguage, string> = { english: '', malay: '/ms', chinese: '/zh' };

/** The pages that have a URL per language. */
export const LOCALISED_PAGES = ['/', '/templates'] as const;
export type LocalisedPage = (typeof LOCALISED_PAGES)[number];

const isLocalisedPage = (path: string): path is LocalisedPage => (LOCALISED_PAGES as readonly string[]).includes(path);

/**
 * The localised page a path shows and the language its URL sets (null: unprefixed, the visitor's
 * language), or null for any other path. `/ms`, `/ms/` → '/' in malay; `/zh/templates` → '/templates' in chinese.
 */
export function localisedPageOf(pathname: string): { page: LocalisedPage; language: HostLanguage | null } | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (isLocalisedPage(path)) return { page: path, language: null };
  for (const language of HOST_LANGUAGES) {
    const prefix = LANGUAGE_PREFIXES[language];
    const rest = prefix && path.startsWith(prefix) ? path.slice(prefix.length) || '/' : '';
    if (isLocalisedPage(rest)) return { page: rest, language };
  }
  return null;
}

/** A page's URL in a language: ('/', malay) → `/ms/`, ('/templates', chinese) → `/zh/templates`, English → the page's own path. */
export function localisedPath(page: LocalisedPage, language: HostLanguage): string {
  return LANGUAGE_PREFIXES[language] + page;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<head>` links of a localised page shown in `language`: its canonical URL (that language's)
 * and the alternates of every language plus `x-default` (the unprefixed page), all absolute, as
 * search engines require. The query string is left out (the gallery's filters are the same page).
 */
export function languageLinkTags(publicUrl: string, page: LocalisedPage, language: HostLanguage): string {
  const url = (of: HostLanguage) => escapeAttribute(publicUrl + localisedPath(page, of));
  return [
    `<link rel="canonical" href="${url(language)}" />`,
    ...HOST_LANGUAGES.map((of) => `<link rel="alternate" hreflang="${HOST_LANGUAGE_INFO[of].lang}" href="${url(of)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url('english')}" />`,
  ].join('');
}
