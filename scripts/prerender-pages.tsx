/**
 * After `vite build`: for each page of PRERENDERED_PAGES, writes the SPA shell with that page's first
 * frame already inside #root (landing.html), which the server sends for that path
 * (architecture.md §6: a phone on a slow network saw a blank page for over two seconds before the JavaScript
 * drew anything).
 *
 * The frame is drawn by the pages' own components, exactly as the browser's first render draws
 * them: session unknown, data and lazy parts still loading. The page's <main> is `inert` until
 * src/web/main.tsx replaces the frame with the live page, so nothing in it can be clicked
 * half-working; the header's links and its mobile menu (links and CSS) work before then (issue 30).
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
import { HOST_LANGUAGE_INFO, HOST_LANGUAGES, type HostLanguage } from '@shared/host-language';
import { PRERENDERED_PAGES, prerenderedFile, type PrerenderedPage } from '@shared/prerendered';
import { PublicLayout } from '@web/app/layouts/PublicLayout';
import HomePage from '@web/features/home/HomePage';
import type { Area } from '@web/i18n/catalogues';
import { loadArea, setLanguage } from '@web/i18n/i18n';
import { PRERENDERED_ROOT_ATTRIBUTE } from '@web/lib/prerender';

const PAGE_ELEMENTS: Record<PrerenderedPage['path'], ReactElement> = {
  '/': <HomePage />,
};
/** The words each frame draws (the layout's and the page's: router.tsx loads the same). */
const PAGE_AREAS: Record<PrerenderedPage['path'], Area[]> = {
  '/': ['common', 'landing'],
};

const dist = path.resolve(process.env.VITE_OUT_DIR ?? 'dist/web');
const shellPath = path.join(dist, 'index.html');
const shell = fs.readFileSync(shellPath, 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!shell.includes(EMPTY_ROOT)) throw new Error(`${shellPath} has no empty ${EMPTY_ROOT} to fill`);
const HTML_TAG = '<html lang="en">';
if (!shell.includes(HTML_TAG)) throw new Error(`${shellPath} has no ${HTML_TAG} to set the language on`);

function firstFrame(page: PrerenderedPage, language: HostLanguage): string {
  setLanguage(language);
  const router = createMemoryRouter([{ element: <PublicLayout />, children: [{ path: page.path, element: PAGE_ELEMENTS[page.path] }] }], {
    initialEntries: [page.path],
  });
  const frame = renderToString(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // The CSP allows no inline script: a frame that carried one would be refused in the browser.
  if (/<script/i.test(frame)) throw new Error(`The frame of ${page.path} contains a <script>; the CSP would refuse it`);
  return shell.replace(HTML_TAG, `<html lang="${HOST_LANGUAGE_INFO[language].lang}">`).replace(EMPTY_ROOT, `<div id="root" ${PRERENDERED_ROOT_ATTRIBUTE}>${frame}</div>`);
}

// Every language's words first, then every frame without a pause between them: a lazy part the
// first frame started must still be loading in the last (each frame the same shape, whatever the language).
await Promise.all(PRERENDERED_PAGES.flatMap((page) => HOST_LANGUAGES.flatMap((language) => PAGE_AREAS[page.path].map((area) => loadArea(area, language)))));
for (const page of PRERENDERED_PAGES) {
  for (const language of HOST_LANGUAGES) {
    const html = firstFrame(page, language);
    const file = prerenderedFile(page, language);
    fs.writeFileSync(path.join(dist, file), html);
    console.log(`prerendered ${page.path} (${language}): ${path.join(dist, file)} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
  }
}
// The lazy imports the frames started (carousel, sections) keep nothing open that matters.
process.exit(0);
