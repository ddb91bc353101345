import { hydrate, type ComponentChild } from 'preact';
import { publicRendererProps } from './features/invitation/InvitationPage';
import { takeOverIslands } from './features/invitation/island-roots';
import { takePrecomputed } from './features/invitation/renderer/format';
import { IslandRoot, PUBLIC_IDS, pageParts } from './features/invitation/renderer/islands';
import { createPageStores } from './features/invitation/renderer/ui';
import { PAGE_DATA_ID, type InvitationPageData } from './features/invitation/page-data';
import './styles.css';
import './features/invitation/renderer/renderer.css';
import './invitation.css';

/**
 * The public invitation's own entry: no router, no editor, no admin code (architecture.md §6 budget).
 * Built with `react` resolved to Preact's compat layer (vite.config.ts, GUEST_REACT_ALIASES; decision 0033).
 *
 * The server draws the whole invitation (React's renderToString); the browser takes over only its
 * islands (renderer/islands.tsx; decision 0037), each as its own Preact tree, one per task, when it
 * comes near the screen, is touched, or the page is idle: the cover, the texts and the dividers stay
 * the server's HTML. Preact's hydrate() keeps the server's elements and compares no attribute: the
 * first draw in the browser equals the server's (same data, same `now`, the same ids, counted per
 * island by `useScopedId`), so there is nothing to compare, and the browser writes nothing to the DOM
 * as it takes an island over. The not-found, private and changed-link pages have nothing to take over.
 */
const root = document.getElementById('root');
const dataElement = document.getElementById(PAGE_DATA_ID);
const data = dataElement?.textContent ? (JSON.parse(dataElement.textContent) as InvitationPageData) : null;
if (root && data?.state === 'ok') {
  // The dates and instants as the server worked them out: the browser's first Intl formatter costs more than any island.
  takePrecomputed(data.precomputed);
  const parts = pageParts(publicRendererProps(data), createPageStores(), PUBLIC_IDS);
  const islands = takeOverIslands(root, (name, container) => hydrate((<IslandRoot name={name} parts={parts} />) as unknown as ComponentChild, container));
  // The guest's own wish goes first on the wishes wall, even before the wall comes near the screen.
  parts.stores.ownWishes.subscribe(() => islands.takeOver('wishes'));
}
