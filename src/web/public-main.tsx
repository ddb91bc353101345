import { QueryClientProvider } from '@tanstack/react-query';
import { render, type ComponentChild } from 'preact';
import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';
import { SiteHeader } from './app/layouts/SiteHeader';
import { SessionCallToAction } from './features/home/sections';
import TemplateCarousel from './features/home/TemplateCarousel';
import { GALLERY_DATA_ID, ISLAND_LIVE_ATTRIBUTE, PAGE_ISLAND_ATTRIBUTE, type PageIsland } from './lib/islands';
import { loadAreas } from './i18n/i18n';
import type { Area } from './i18n/catalogues';
import { queryClient } from './lib/query-client';
import './styles.css';

/**
 * The public pages' own entry (decisions 0035, 0036). The landing arrives whole, drawn at build time in
 * the visitor's language (scripts/prerender-pages.tsx); the gallery arrives whole too, drawn by the
 * server with the list it asked for (src/server/features/templates/gallery-page.ts). Only their islands
 * run: the header (menu, language switch, the signed-in host's links), the landing's carousel and call to
 * action, and the gallery (search, category, pages, choosing a template). The other parts ship no code.
 * Built with `react` resolved to Preact's compat layer (vite.config.ts, PREACT_PAGES), as the invitation page.
 *
 * Each island is taken over with Preact's render(), which keeps the elements already drawn and writes
 * what differs (decision 0033 says why not hydrate()). The gallery's code is loaded only on the gallery.
 */
const ISLANDS: Record<PageIsland, () => Promise<ReactElement>> = {
  header: async () => <SiteHeader />,
  carousel: async () => <TemplateCarousel />,
  cta: async () => <SessionCallToAction />,
  gallery: async () => {
    const { GalleryIsland, keepWhatWasTyped } = await import('./features/templates/GalleryIsland');
    keepWhatWasTyped();
    return <GalleryIsland />;
  },
};

/** The words each island draws with, beyond the header's. */
const ISLAND_AREAS: Record<PageIsland, readonly Area[]> = { header: [], carousel: ['landing'], cta: ['landing'], gallery: ['ui', 'gallery'] };

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Listeners of the address: the back and forward buttons, and the gallery's own changes of its query. */
const addressListeners = new Set<() => void>();
function subscribeToAddress(onChange: () => void) {
  addressListeners.add(onChange);
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    addressListeners.delete(onChange);
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}
const address = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * A link to another page is a page load into the app. A change of this page's query (the gallery's
 * search, category and page) stays on the page, in the browser's history. Where the app expects
 * navigation state (a chosen template on its way to /create-event), the state is written into the new
 * history entry the way the app's router keeps it (`usr`), and the page loaded there reads it.
 */
const islandNavigator: Navigator = {
  createHref: hrefOf,
  push: (to, state) => move(to, state, 'push'),
  replace: (to, state) => move(to, state, 'replace'),
  go: (delta) => window.history.go(delta),
};

function move(to: To, state: unknown, how: 'push' | 'replace') {
  const href = hrefOf(to);
  const target = new URL(href, window.location.href);
  const samePage = target.pathname === window.location.pathname;
  if (!samePage && state === undefined) {
    if (how === 'push') window.location.assign(href);
    else window.location.replace(href);
    return;
  }
  const entry = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10), idx: ((window.history.state as { idx?: number } | null)?.idx ?? 0) + (how === 'push' ? 1 : 0) };
  if (how === 'push') window.history.pushState(entry, '', href);
  else window.history.replaceState(entry, '', href);
  if (samePage) for (const listener of addressListeners) listener();
  else window.location.reload();
}

/** What an island's components read of the router and the server's data (the session, the lists). */
function Island({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(subscribeToAddress, address);
  return (
    <QueryClientProvider client={queryClient}>
      <Router location={location} navigator={islandNavigator}>
        {children}
      </Router>
    </QueryClientProvider>
  );
}

/** The list the server drew the gallery with: the island starts from it instead of asking again. */
function takeServerData(): void {
  const element = document.getElementById(GALLERY_DATA_ID);
  if (!element?.textContent) return;
  const { queryKey, data } = JSON.parse(element.textContent) as { queryKey: readonly unknown[]; data: unknown };
  queryClient.setQueryData(queryKey, data);
}

async function start(): Promise<void> {
  takeServerData();
  const elements = [...document.querySelectorAll<HTMLElement>(`[${PAGE_ISLAND_ATTRIBUTE}]`)];
  const islands = elements.map((element) => element.getAttribute(PAGE_ISLAND_ATTRIBUTE) as PageIsland).filter((island) => island in ISLANDS);
  // The words the islands draw with, in the page's language (<html lang>, set by the server's choice of frame).
  await loadAreas(['common', ...new Set(islands.flatMap((island) => ISLAND_AREAS[island]))]);
  await Promise.all(
    elements.map(async (element) => {
      const island = element.getAttribute(PAGE_ISLAND_ATTRIBUTE) as PageIsland;
      if (!(island in ISLANDS)) return;
      const content = await ISLANDS[island]();
      render((<Island>{content}</Island>) as unknown as ComponentChild, element);
      element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    }),
  );
}

void start();
