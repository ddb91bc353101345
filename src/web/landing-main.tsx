import { QueryClientProvider } from '@tanstack/react-query';
import { render, type ComponentChild } from 'preact';
import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';
import { SiteHeader } from './app/layouts/SiteHeader';
import { SessionCallToAction } from './features/home/sections';
import TemplateCarousel from './features/home/TemplateCarousel';
import { ISLAND_LIVE_ATTRIBUTE, LANDING_ISLAND_ATTRIBUTE, type LandingIsland } from './lib/islands';
import { loadAreas } from './i18n/i18n';
import { queryClient } from './lib/query-client';
import './styles.css';

/**
 * The landing's own entry (decision 0035): the page arrives whole, drawn at build time in the visitor's
 * language (scripts/prerender-pages.tsx), and only its islands run: the header (menu, language switch,
 * the signed-in host's links), the template carousel and the call to action (a signed-in host is offered
 * their invitations). The other sections ship no code. Built with
 * `react` resolved to Preact's compat layer (vite.config.ts, PREACT_PAGES), as the invitation page.
 *
 * Each island is taken over with Preact's render(), which keeps the elements drawn at build time and
 * writes what differs (decision 0033 says why not hydrate()).
 */
const ISLANDS: Record<LandingIsland, () => ReactElement> = {
  header: () => <SiteHeader />,
  carousel: () => <TemplateCarousel />,
  cta: () => <SessionCallToAction />,
};

/** Every link on the landing leads to another page (the app, the gallery) with a full page load. */
const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));
const leaveThePage: Navigator = {
  createHref: hrefOf,
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
  go: (delta) => window.history.go(delta),
};

function subscribeToAddress(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}
const address = () => window.location.pathname + window.location.search + window.location.hash;

/** What an island's components read of the router and the server's data (the session, the carousel's list). */
function Island({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(subscribeToAddress, address);
  return (
    <QueryClientProvider client={queryClient}>
      <Router location={location} navigator={leaveThePage}>
        {children}
      </Router>
    </QueryClientProvider>
  );
}

async function start(): Promise<void> {
  // The words the islands draw with, in the page's language (<html lang>, set by the server's choice of frame).
  await loadAreas(['common', 'landing']);
  for (const element of document.querySelectorAll<HTMLElement>(`[${LANDING_ISLAND_ATTRIBUTE}]`)) {
    const island = ISLANDS[element.getAttribute(LANDING_ISLAND_ATTRIBUTE) as LandingIsland];
    if (!island) continue;
    render((<Island>{island()}</Island>) as unknown as ComponentChild, element);
    element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
  }
}

void start();
