/**
 * After `vite build`: for each page of PRERENDERED_PAGES, writes the page's own shell (the landing's:
 * public-shell.html, decision 0035) with the whole page drawn inside #root (landing.html), which the
 * server sends for that path (architecture.md §6).
 *
 * The page is drawn by its own components, with its lazy parts (the sections below the fold) waited
 * for: every section is there before any script runs. What depends on the visitor is drawn as the
 * browser's first render draws it (session unknown, the carousel's list loading); the page's islands
 * (src/web/public-main.tsx) take those over. The header's mobile menu works before then (links and
 * CSS, issue 30).
 *
 * Each page is drawn once per host language (decision 0030), in that language's words and with its
 * <html lang>; the server sends the one the visitor's language asks for (`prerenderedFile`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_HOST_LANGUAGE, HOST_LANGUAGE_INFO, HOST_LANGUAGES, type HostLanguage } from '@shared/host-language';
import { PRERENDERED_PAGES, prerenderedFile, type PrerenderedPage } from '@shared/prerendered';
import { PublicLayout } from '@web/app/layouts/PublicLayout';
import HomePage from '@web/features/home/HomePage';
import type { Area } from '@web/i18n/catalogues';
import { loadArea, setLanguage } from '@web/i18n/i18n';

const PAGE_ELEMENTS: Record<PrerenderedPage['path'], ReactElement> = {
  '/': <HomePage />,
};
/** The words each frame draws (the layout's and the page's: router.tsx loads the same). */
const PAGE_AREAS: Record<PrerenderedPage['path'], Area[]> = {
  '/': ['common', 'landing'],
};

/** The modules the pages load lazily (HomePage's carousel and sections). */
const LAZY_PARTS = [() => import('@web/features/home/TemplateCarousel'), () => import('@web/features/home/sections')];

const dist = path.resolve(process.env.VITE_OUT_DIR ?? 'dist/web');
/** The page's own shell, whose script is its islands' entry (PREACT_PAGES in vite.config.ts). */
const shellPath = path.join(dist, 'public-shell.html');
const shell = fs.readFileSync(shellPath, 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!shell.includes(EMPTY_ROOT)) throw new Error(`${shellPath} has no empty ${EMPTY_ROOT} to fill`);
const HTML_TAG = '<html lang="en">';
if (!shell.includes(HTML_TAG)) throw new Error(`${shellPath} has no ${HTML_TAG} to set the language on`);

function draw(page: PrerenderedPage, language: HostLanguage): string {
  setLanguage(language);
  const router = createMemoryRouter([{ element: <PublicLayout />, children: [{ path: page.path, element: PAGE_ELEMENTS[page.path] }] }], {
    initialEntries: [page.path],
  });
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

function wholePage(page: PrerenderedPage, language: HostLanguage): string {
  const frame = draw(page, language);
  // The CSP allows no inline script: a frame that carried one would be refused in the browser.
  if (/<script/i.test(frame)) throw new Error(`The frame of ${page.path} contains a <script>; the CSP would refuse it`);
  // A lazy part still loading would leave its fallback (a blank block) where a section belongs.
  if (/<!--\$[?!]-->/.test(frame)) throw new Error(`The page ${page.path} has a part still loading; wait for it in LAZY_PARTS`);
  return shell.replace(HTML_TAG, `<html lang="${HOST_LANGUAGE_INFO[language].lang}">`).replace(EMPTY_ROOT, `<div id="root">${frame}</div>`);
}

// Every language's words first, and the lazy parts of the pages: a first render starts their
// imports (React.lazy), and once they have arrived every render draws them in place.
await Promise.all(PRERENDERED_PAGES.flatMap((page) => HOST_LANGUAGES.flatMap((language) => PAGE_AREAS[page.path].map((area) => loadArea(area, language)))));
for (const page of PRERENDERED_PAGES) draw(page, DEFAULT_HOST_LANGUAGE);
await Promise.all(LAZY_PARTS.map((load) => load()));
await new Promise((resolve) => setTimeout(resolve, 0));
for (const page of PRERENDERED_PAGES) {
  for (const language of HOST_LANGUAGES) {
    const html = wholePage(page, language);
    const file = prerenderedFile(page, language);
    fs.writeFileSync(path.join(dist, file), html);
    console.log(`prerendered ${page.path} (${language}): ${path.join(dist, file)} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
  }
}
process.exit(0);
