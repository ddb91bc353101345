import { hydrateRoot } from 'react-dom/client';
import { InvitationPage } from './features/invitation/InvitationPage';
import { PAGE_DATA_ID, type InvitationPageData } from './features/invitation/page-data';
import './styles.css';
import './features/invitation/renderer/renderer.css';
import './invitation.css';

/** The public invitation's own entry: no router, no editor, no admin code (architecture.md §6 budget). */
const root = document.getElementById('root');
const dataElement = document.getElementById(PAGE_DATA_ID);
if (root && dataElement?.textContent) {
  const data = JSON.parse(dataElement.textContent) as InvitationPageData;
  hydrateRoot(root, <InvitationPage data={data} />);
}
