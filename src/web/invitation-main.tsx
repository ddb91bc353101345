import { render, type ComponentChild } from 'preact';
import { InvitationPage } from './features/invitation/InvitationPage';
import { PAGE_DATA_ID, type InvitationPageData } from './features/invitation/page-data';
import './styles.css';
import './features/invitation/renderer/renderer.css';
import './invitation.css';

/**
 * The public invitation's own entry: no router, no editor, no admin code (architecture.md §6 budget).
 * Built with `react` resolved to Preact's compat layer (vite.config.ts, GUEST_REACT_ALIASES; decision 0033).
 *
 * The server's markup is React's (renderToString). Preact's render() over it keeps every element the
 * server sent and writes what differs (unlike its hydrate(), which leaves attributes as they are):
 * the ids of useId are React's in the server's markup and Preact's in the browser, and a sheet drawn
 * later must be named by its title's id. compat's render() would empty the root first: Preact's own.
 */
const root = document.getElementById('root');
const dataElement = document.getElementById(PAGE_DATA_ID);
if (root && dataElement?.textContent) {
  const data = JSON.parse(dataElement.textContent) as InvitationPageData;
  render((<InvitationPage data={data} />) as unknown as ComponentChild, root);
}
