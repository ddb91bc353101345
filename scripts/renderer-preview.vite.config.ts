/**
 * A throwaway build of the invitation renderer on its own page, for looking at it:
 *   npx vite build --config scripts/renderer-preview.vite.config.ts
 *   npx vite preview --config scripts/renderer-preview.vite.config.ts --port 4600
 * The seeded template artwork is emitted under /art/ so the fixtures can be seen on real designs.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { PATH_ALIASES } from '../src/path-aliases';
import { artworkFor } from '../src/server/db/seed/artwork';
import { FIXTURE_ART } from '../src/web/features/invitation/renderer/preview-props';

export const PREVIEW_OUT_DIR = '/tmp/renderer-preview-dist';
export const PREVIEW_HTML = 'features/invitation/renderer/preview.html';

function seededArtwork(): Plugin {
  return {
    name: 'renderer-preview-artwork',
    apply: 'build',
    generateBundle() {
      for (const key of FIXTURE_ART) this.emitFile({ type: 'asset', fileName: `art/${key}.svg`, source: artworkFor(key).svg });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('../src/web', import.meta.url)),
  publicDir: false,
  plugins: [react(), tailwindcss(), seededArtwork()],
  resolve: { alias: PATH_ALIASES },
  build: {
    outDir: PREVIEW_OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { input: fileURLToPath(new URL(`../src/web/${PREVIEW_HTML}`, import.meta.url)) },
  },
  preview: { port: 4600, strictPort: true },
});
