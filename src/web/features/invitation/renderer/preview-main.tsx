import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@web/styles.css';
import './renderer.css';
import { InvitationRenderer } from './InvitationRenderer';
import { previewProps } from './preview-props';

/**
 * The renderer on its own page, for looking at it (scripts/render-preview.tsx). Hydrates markup the
 * script rendered on the server, or renders from scratch when the page is empty.
 */
const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <InvitationRenderer {...previewProps(window.location.search)} />
    </StrictMode>
  );
  if (root.firstElementChild) {
    hydrateRoot(root, app, { onRecoverableError: (error) => console.error('[hydration]', error) });
  } else {
    createRoot(root).render(app);
  }
}
