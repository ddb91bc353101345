import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRERENDERED_PAGES, prerenderedPageFor } from '@shared/prerendered';
import { cachedPageOf, sendCachedPage, type CachedPage } from './compressed-page';
import { pagePreloadTags } from './page-preloads';

/**
 * The built HTML shells, read once per process: index.html (the SPA), the public pages with their
 * first frame drawn (scripts/prerender.tsx, with their compressed forms) and invitation.html (the
 * server-rendered public page). Null or empty when the web app has not been built (server tests).
 */
export interface WebAssets {
  spaHtml: string | null;
  /** By file name (PRERENDERED_PAGES). */
  prerendered: Map<string, CachedPage>;
  invitationHtml: string | null;
}

const cache = new Map<string, WebAssets>();

export function webAssets(webDistDir: string): WebAssets {
  let assets = cache.get(webDistDir);
  if (!assets) {
    const readBytes = (file: string) => {
      const full = path.join(webDistDir, file);
      return fs.existsSync(full) ? fs.readFileSync(full) : null;
    };
    const read = (file: string) => readBytes(file)?.toString('utf8') ?? null;
    const prerendered = new Map<string, CachedPage>();
    for (const { file } of PRERENDERED_PAGES) {
      const html = read(file);
      if (html === null) continue;
      // The build wrote the compressed forms beside it (scripts/precompress.mjs); compress here only without them.
      const [br, gzip] = [readBytes(`${file}.br`), readBytes(`${file}.gz`)];
      prerendered.set(file, br && gzip ? { html, br, gzip } : cachedPageOf(html));
    }
    assets = { spaHtml: read('index.html'), prerendered, invitationHtml: read('invitation.html') };
    cache.set(webDistDir, assets);
  }
  return assets;
}

/**
 * Answers a page of the app: the shell with the page's first frame drawn where one was prerendered,
 * else the plain shell (the browser router draws the page). 503 when nothing is built.
 */
export function sendAppPage(request: FastifyRequest, reply: FastifyReply, webDistDir: string, status = 200): FastifyReply {
  const { spaHtml, prerendered } = webAssets(webDistDir);
  if (!spaHtml) return reply.status(503).send({ error: { code: 'NOT_BUILT', message: 'The web app is not built: run npm run build.' } });
  const framed = status === 200 ? prerendered.get(prerenderedPageFor(request.url)?.file ?? '') : undefined;
  if (framed) return sendCachedPage(request, reply, framed);
  const preloads = status === 200 ? pagePreloadTags(webDistDir, request.url.split('?')[0] ?? '/') : null;
  const html = preloads ? spaHtml.replace('<head>', `<head>${preloads.data}`).replace('</head>', `${preloads.code}</head>`) : spaHtml;
  return reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
