/**
 * Renders the renderer fixtures on the server (renderToString), as the public page will, into:
 *   /tmp/renderer-preview/<name>.html          standalone: the built CSS inlined, no script (the SSR output alone)
 *   /tmp/renderer-preview-dist/ssr/<name>.html the same markup with the preview script, which hydrates it
 * Build first: npx vite build --config scripts/renderer-preview.vite.config.ts
 * Then:        node --import tsx scripts/render-preview.tsx
 * Serve:       npx vite preview --config scripts/renderer-preview.vite.config.ts --port 4600
 * Each page's query string (printed) carries the props, so the hydrating client builds the same ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { InvitationRenderer } from '@web/features/invitation/renderer/InvitationRenderer';
import { PREVIEW_PAGES, previewProps } from '@web/features/invitation/renderer/preview-props';
import { PREVIEW_HTML, PREVIEW_OUT_DIR } from './renderer-preview.vite.config';

const STANDALONE_DIR = '/tmp/renderer-preview';

const built = fs.readFileSync(path.join(PREVIEW_OUT_DIR, PREVIEW_HTML), 'utf8');
const cssHref = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(built)?.[1];
if (!cssHref) throw new Error('Build the preview first: npx vite build --config scripts/renderer-preview.vite.config.ts');
const css = fs.readFileSync(path.join(PREVIEW_OUT_DIR, cssHref), 'utf8');

fs.mkdirSync(STANDALONE_DIR, { recursive: true });
fs.mkdirSync(path.join(PREVIEW_OUT_DIR, 'ssr'), { recursive: true });
for (const [name, query] of Object.entries(PREVIEW_PAGES)) {
  const props = previewProps(`?${query}`);
  const markup = renderToString(<InvitationRenderer {...props} />);
  const lang = props.invitation.language;
  // Hydrated copy: the built page with the markup in #root (asset paths are absolute).
  fs.writeFileSync(path.join(PREVIEW_OUT_DIR, 'ssr', `${name}.html`), built.replace('<!--ssr-->', markup));
  // Standalone copy: seeded art is served by the preview build only, so it uses the fixture's inline art.
  const standalone = renderToString(<InvitationRenderer {...previewProps(`?${query.replace(/&?art=[^&]*/, '')}&art=inline`)} />);
  fs.writeFileSync(
    path.join(STANDALONE_DIR, `${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${name}</title><style>${css.replace(/url\(\/assets\//g, `url(${PREVIEW_OUT_DIR}/assets/`)}</style></head>` +
      `<body><div id="root">${standalone}</div></body></html>`,
  );
  console.log(`${name} (${lang}): http://localhost:4600/ssr/${name}.html?${query}  ·  ${STANDALONE_DIR}/${name}.html`);
}
