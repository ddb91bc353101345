import { use, useSyncExternalStore } from 'react';
import {
  DEFAULT_HOST_LANGUAGE,
  HOST_LANGUAGE_INFO,
  hostLanguageOfTag,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  type HostLanguage,
} from '@shared/host-language';
import { CATALOGUES, type Area, type Areas } from './catalogues';

/*
 * The host screens' languages (decision 0030, architecture.md "Languages"). The server picks the
 * language for the HTML it sends (the `lang` cookie, else Accept-Language) and writes it into
 * <html lang>; this module starts from that. A page's words are catalogues per area and language
 * (`catalogues/<area>.<language>.ts`), each its own chunk, loaded with the route that needs them
 * (router.tsx `page(…, areas)`): a page carries only its own language's words.
 */

function initialLanguage(): HostLanguage {
  if (typeof document === 'undefined') return DEFAULT_HOST_LANGUAGE;
  return hostLanguageOfTag(document.documentElement.lang) ?? DEFAULT_HOST_LANGUAGE;
}

let current: HostLanguage = initialLanguage();
const listeners = new Set<() => void>();
const loaded = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();
/** Areas some page has asked for: a language switch loads them all before it shows anything. */
const areasInUse = new Set<Area>();

const keyOf = (area: Area, language: HostLanguage) => `${area}.${language}`;

/** Loads an area's words in a language (once; later calls share the first). */
export function loadArea<A extends Area>(area: A, language: HostLanguage = current): Promise<Areas[A]> {
  areasInUse.add(area);
  const key = keyOf(area, language);
  let promise = pending.get(key) as Promise<Areas[A]> | undefined;
  if (!promise) {
    promise = CATALOGUES[area][language]().then((module) => {
      loaded.set(key, module.default);
      return module.default as Areas[A];
    });
    pending.set(key, promise);
  }
  return promise;
}

/** Loads several areas in the current language (a route's `lazy` waits for these with its code). */
export function loadAreas(areas: readonly Area[]): Promise<unknown> {
  return Promise.all(areas.map((area) => loadArea(area)));
}

export function currentLanguage(): HostLanguage {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language the host screens are in; re-renders on a switch. */
export function useLanguage(): HostLanguage {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** An area's words in the current language (suspends only if its route did not load them first). */
export function useWords<A extends Area>(area: A): Areas[A] {
  const language = useLanguage();
  const words = loaded.get(keyOf(area, language)) as Areas[A] | undefined;
  return words ?? use(loadArea(area, language));
}

/**
 * Switches every host screen to `language`: loads the words of every area in use first (no page
 * flashes half-translated), then keeps the choice in the cookie the server reads for the next HTML.
 */
export async function changeLanguage(language: HostLanguage): Promise<void> {
  await Promise.all([...areasInUse].map((area) => loadArea(area, language)));
  setLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = HOST_LANGUAGE_INFO[language].lang;
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  }
}

/** Sets the language without loading anything (the build's prerender, after loading the words itself). */
export function setLanguage(language: HostLanguage): void {
  if (language === current) return;
  current = language;
  listeners.forEach((listener) => listener());
}
