import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { build, defineConfig, type Alias, type Plugin } from 'vite';
import { PATH_ALIASES } from './src/path-aliases';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
// VITE_OUT_DIR lets parallel test runs build apart (the server reads WEB_DIST_DIR).
const outDir = process.env.VITE_OUT_DIR ?? fileURLToPath(new URL('./dist/web', import.meta.url));

/**
 * The public invitation page runs on Preact (its compat layer), not React DOM: the same components,
 * ~50 KB gzip less JavaScript on the guest's phone (docs/decisions/0033-guest-page-on-preact-islands.md).
 * Only that entry: the app (the editor's live preview included) keeps React.
 */
export const GUEST_REACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The pages built on Preact (GUEST_REACT_ALIASES), each in its own pass after the app's build, into
 * the same folder: an alias applies to a whole build (emptyOutDir off, a manifest per page). The
 * public invitation (decision 0033) and the landing's islands (decision 0035): one pass each, so
 * neither page's budget moves with the other's code.
 */
const PREACT_PAGES = [
  { name: 'invitation', html: './src/web/invitation.html' },
  { name: 'public', html: './src/web/public-shell.html' },
] as const;

function preactPagesBuild(): Plugin {
  return {
    name: 'preact-pages-build',
    apply: 'build',
    async closeBundle() {
      for (const page of PREACT_PAGES) {
        await build({
          configFile: false,
          root,
          publicDir: false,
          logLevel: 'warn',
          plugins: [tailwindcss()],
          resolve: { alias: [...Object.entries(PATH_ALIASES).map(([find, replacement]) => ({ find, replacement })), ...GUEST_REACT_ALIASES] },
          build: {
            outDir,
            emptyOutDir: false,
            sourcemap: false,
            manifest: `.vite/${page.name}-manifest.json`,
            modulePreload: { polyfill: false },
            rollupOptions: {
              input: { [page.name]: fileURLToPath(new URL(page.html, import.meta.url)) },
              // React Query's "use client" lines mean nothing in a browser bundle.
              onwarn(warning, warn) {
                if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
              },
            },
          },
        });
      }
    },
  };
}

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), preactPagesBuild()],
  resolve: { alias: PATH_ALIASES },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server asks for a page's own code in its HTML (src/server/lib/page-preloads.ts).
    manifest: true,
    // Every browser the product supports knows <link rel=modulepreload>; the polyfill was ~0.4 KB
    // gzip on the invitation page's budget.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The app; the public invitation page and the landing are their own entries, built after it (preactPagesBuild).
      input: { app: fileURLToPath(new URL('./src/web/index.html', import.meta.url)) },
    },
  },
  server: {
    // `npm run dev` runs the API on 3000 and Vite on 5173 with this proxy.
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
});
