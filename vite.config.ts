import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { PATH_ALIASES } from './src/path-aliases';

const root = fileURLToPath(new URL('./src/web', import.meta.url));

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias: PATH_ALIASES },
  build: {
    // VITE_OUT_DIR lets parallel test runs build apart (the server reads WEB_DIST_DIR).
    outDir: process.env.VITE_OUT_DIR ?? fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server asks for a page's own code in its HTML (src/server/lib/page-preloads.ts).
    manifest: true,
    // Every browser the product supports knows <link rel=modulepreload>; the polyfill was ~0.4 KB
    // gzip on the invitation page's 90 KB budget.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The app, and the public invitation page as its own small entry (server-rendered, then hydrated).
      input: {
        app: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        invitation: fileURLToPath(new URL('./src/web/invitation.html', import.meta.url)),
      },
      output: {
        // The small shared modules the invitation page needs (its words' base, the photo sizes, the
        // answer's field rules) as one chunk: each of them alone was a file of a few hundred bytes,
        // and gzip counts its overhead per file on the page's 90 KB budget.
        manualChunks: (id) => (/src\/shared\/(field-rules|photos|i18n\/invitation-base)\.ts$/.test(id) ? 'guest-shared' : undefined),
      },
    },
  },
  server: {
    // `npm run dev` runs the API on 3000 and Vite on 5173 with this proxy.
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
});
