import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useEffect, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionResponse } from '@shared/auth';
import { HOST_LANGUAGE_INFO, HOST_LANGUAGES, isHostLanguage, type HostLanguage } from '@shared/host-language';
import { localisedPageOf, localisedPath } from '@shared/language-paths';
import { changeLanguage, currentLanguage, useLanguage } from '@web/i18n/i18n';
import { call } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { sessionQueryKey, useSession } from '@web/lib/session';

/** What the closed switcher shows (the list shows each language's own full name). */
const SHORT: Record<HostLanguage, string> = { english: 'EN', malay: 'BM', chinese: '中文' };
/** In every language at once: whoever cannot read the current one still finds the switch. */
export const LANGUAGE_SWITCHER_LABEL = 'Language · Bahasa · 语言';

/**
 * The header's language switch (decision 0030): a native select (keyboard, screen readers and a
 * phone's own picker for free) under a small visible face. A signed-in host's choice is kept on
 * the account; the account's language wins when the host signs in. On a page with a URL per
 * language (the landing, the gallery: language-paths.ts) it also moves to that language's URL.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const language = useLanguage();
  const session = useSession();
  const queryClient = useQueryClient();
  const user = session.data?.user ?? null;
  const accountLanguage = user?.language;
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  /** `serverKeptIt`: the account's PUT has already written the cookie for this choice. */
  const switchTo = async (next: HostLanguage, { replace = false, serverKeptIt = false } = {}) => {
    await changeLanguage(next);
    const localised = localisedPageOf(pathname);
    // English's URL is the unprefixed one (null: the visitor's language), where English stays put.
    if (!localised || localised.language === (next === 'english' ? null : next)) return;
    // On the public pages the next URL is a page load whose language the server reads from the
    // cookie: the server writes it first, since Chromium may store a cookie written by script only
    // after that load has asked in the old one.
    if (!serverKeptIt) await call('PUT /api/language', { body: { language: next } }).catch(() => undefined);
    navigate(localisedPath(localised.page, next) + search + hash, { replace });
  };

  useEffect(() => {
    if (accountLanguage && accountLanguage !== currentLanguage()) void switchTo(accountLanguage, { replace: true });
    // Only when the account's language arrives or changes, not on every page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountLanguage]);

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isHostLanguage(next)) return;
    let serverKeptIt = false;
    if (user) {
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, (old) => (old?.user ? { ...old, user: { ...old.user, language: next } } : old));
      // Kept on the account for its next sign-in and its e-mails (and in the cookie); the screen switches either way.
      serverKeptIt = await call('PUT /api/account/language', { body: { language: next } }).then(
        () => true,
        () => false,
      );
    }
    await switchTo(next, { serverKeptIt });
  };

  return (
    <label
      className={cn(
        'relative inline-flex min-h-11 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-medium text-stone-700 transition-colors hover:bg-stone-100 hover:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span aria-hidden="true" lang={HOST_LANGUAGE_INFO[language].lang}>
        {SHORT[language]}
      </span>
      <select
        aria-label={LANGUAGE_SWITCHER_LABEL}
        value={language}
        onChange={(event) => void onChange(event)}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {HOST_LANGUAGES.map((option) => (
          <option key={option} value={option} lang={HOST_LANGUAGE_INFO[option].lang}>
            {HOST_LANGUAGE_INFO[option].name}
          </option>
        ))}
      </select>
    </label>
  );
}
