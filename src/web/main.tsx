import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './lib/query-client';
import { router } from './app/router';
import { LocalToaster } from './app/LocalToaster';
import './styles.css';

async function start(root: HTMLElement): Promise<void> {
  const reactRoot = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a phone's taps and scrolls stay responsive).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <LocalToaster />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (!root) console.warn('The #root element is missing; nothing to render.');
else void start(root);
