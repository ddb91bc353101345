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
 * After the app's build, the invitation page's own build into the same folder: an alias applies
 * to a whole build, so the Preact entry is a second pass (emptyOutDir off, its own manifest).
 */
function guestPageBuild(): Plugin {
  return {
    name: 'guest-page-build',
    apply: 'build',
    async closeBundle() {
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
          manifest: '.vite/invitation-manifest.json',
          modulePreload: { polyfill: false },
          rollupOptions: { input: { invitation: fileURLToPath(new URL('./src/web/invitation.html', import.meta.url)) } },
        },
      });
    },
  };
}

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), guestPageBuild()],
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
      // The app; the public invitation page is its own entry, built after it (guestPageBuild).
      input: { app: fileURLToPath(new URL('./src/web/index.html', import.meta.url)) },
    },
  },
  server: {
    // `npm run dev` runs the API on 3000 and Vite on 5173 with this proxy.
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
});
