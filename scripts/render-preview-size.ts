/**
 * How much JavaScript the invitation renderer adds to a page that hydrates it (architecture.md §6: the public
 * page's initial JS ≤ 90 KB gzip including React). Builds two throwaway entries in memory, React
 * alone and React + InvitationRenderer, and prints the gzip size of everything each loads up front.
 *   node --import tsx scripts/render-preview-size.ts      (VERBOSE=1 lists the chunks)
 */
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const ENTRIES = {
  react: `import { hydrateRoot } from 'react-dom/client'; import { jsx } from 'react/jsx-runtime';
    hydrateRoot(document.getElementById('root'), jsx('div', {}));`,
  renderer: `import { hydrateRoot } from 'react-dom/client'; import { jsx } from 'react/jsx-runtime';
    import { InvitationRenderer } from '/src/web/features/invitation/renderer/InvitationRenderer.tsx';
    hydrateRoot(document.getElementById('root'), jsx(InvitationRenderer, window.__PROPS__));`,
};

function virtualEntry(code: string): Plugin {
  return {
    name: 'virtual-entry',
    resolveId: (id) => (id === 'virtual:entry' ? '\0entry' : null),
    load: (id) => (id === '\0entry' ? code : null),
  };
}

async function initialGzip(code: string): Promise<number> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), virtualEntry(code)],
    build: { write: false, rollupOptions: { input: 'virtual:entry' } },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunks = new Map(output.output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  let total = 0;
  const walk = (name: string) => {
    const chunk = chunks.get(name);
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    total += zlib.gzipSync(chunk.code, { level: 9 }).length;
    chunk.imports.forEach(walk);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) walk(chunk.fileName);
  if (process.env.VERBOSE) {
    for (const chunk of chunks.values()) {
      const size = zlib.gzipSync(chunk.code, { level: 9 }).length;
      console.log(`  ${chunk.fileName}  ${size} B gzip  ${seen.has(chunk.fileName) ? 'initial' : 'lazy'}`);
    }
  }
  return total;
}

const reactOnly = await initialGzip(ENTRIES.react);
const withRenderer = await initialGzip(ENTRIES.renderer);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`React + react-dom/client:          ${kb(reactOnly)} gzip`);
console.log(`React + InvitationRenderer:        ${kb(withRenderer)} gzip`);
console.log(`The renderer adds:                 ${kb(withRenderer - reactOnly)} gzip`);
