/**
 * After `vite build`: for each page of PRERENDERED_PAGES, writes the SPA shell with that page's first
 * frame already inside #root (landing.html), which the server sends for that path
 * (architecture.md §6: a phone on a slow network saw a blank page for over two seconds before the JavaScript
 * drew anything).
 *
 * The frame is drawn by the pages' own components, exactly as the browser's first render draws
 * them: session unknown, data and lazy parts still loading. The root is `inert` until
 * src/web/main.tsx replaces the frame with the live page, so nothing in it can be clicked
 * half-working.
 */
import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PRERENDERED_PAGES, type PrerenderedPage } from '@shared/prerendered';
import { PublicLayout } from '@web/app/layouts/PublicLayout';
import HomePage from '@web/features/home/HomePage';
import { PRERENDERED_ROOT_ATTRIBUTE } from '@web/lib/prerender';

const PAGE_ELEMENTS: Record<PrerenderedPage['path'], ReactElement> = {
  '/': <HomePage />,
};

const dist = path.resolve(process.env.VITE_OUT_DIR ?? 'dist/web');
const shellPath = path.join(dist, 'index.html');
const shell = fs.readFileSync(shellPath, 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!shell.includes(EMPTY_ROOT)) throw new Error(`${shellPath} has no empty ${EMPTY_ROOT} to fill`);

function firstFrame(page: PrerenderedPage): string {
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
  return shell.replace(EMPTY_ROOT, `<div id="root" ${PRERENDERED_ROOT_ATTRIBUTE} inert>${frame}</div>`);
}

for (const page of PRERENDERED_PAGES) {
  const html = firstFrame(page);
  fs.writeFileSync(path.join(dist, page.file), html);
  console.log(`prerendered ${page.path}: ${path.join(dist, page.file)} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
}
// The lazy imports the frames started (carousel, sections) keep nothing open that matters.
process.exit(0);
