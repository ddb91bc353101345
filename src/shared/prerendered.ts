import type { HostLanguage } from './host-language';

/**
 * Public pages drawn whole at build time (scripts/prerender.tsx) and sent by the
 * server with the page's HTML, so a phone on a slow network sees the page before its JavaScript
 * has arrived (architecture.md §6). `file` is in the web build. Only the landing page: the gallery's
 * list depends on the database, so the server draws it for each request instead (docs/decisions/0036).
 */
export const PRERENDERED_PAGES = [{ path: '/', file: 'landing.html' }] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** The prerendered page for a request URL, if any (its query string does not change the frame). */
export function prerenderedPageFor(url: string): PrerenderedPage | undefined {
  const pathname = url.split('?', 1)[0];
  return PRERENDERED_PAGES.find((page) => page.path === pathname);
}

/**
 * The frame of a page in a host language (decision 0030): English keeps the page's own file, the
 * others are `landing.malay.html`, `landing.chinese.html`, drawn by the same script in their words.
 */
export function prerenderedFile(page: PrerenderedPage, language: HostLanguage): string {
  return language === 'english' ? page.file : page.file.replace(/\.html$/, `.${language}.html`);
}
