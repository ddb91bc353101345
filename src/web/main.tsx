import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from './lib/query-client';
import { router } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) {
  console.warn('The #root element is missing; nothing to render.');
} else {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* SPEC §8: toasts bottom-right, with a close button, one at a time. */}
        <Toaster position="bottom-right" closeButton visibleToasts={1} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
