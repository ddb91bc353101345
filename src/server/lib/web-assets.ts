import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * The built HTML shells, read once per process: index.html (the SPA) and invitation.html (the
 * server-rendered public page). Null when the web app has not been built (server tests).
 */
export interface WebAssets {
  spaHtml: string | null;
  invitationHtml: string | null;
}

const cache = new Map<string, WebAssets>();

export function webAssets(webDistDir: string): WebAssets {
  let assets = cache.get(webDistDir);
  if (!assets) {
    const read = (file: string) => {
      const full = path.join(webDistDir, file);
      return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
    };
    assets = { spaHtml: read('index.html'), invitationHtml: read('invitation.html') };
    cache.set(webDistDir, assets);
  }
  return assets;
}

/** Answers with the SPA's shell (the browser router draws the page), or 503 when nothing is built. */
export function sendSpaShell(reply: FastifyReply, webDistDir: string, status = 200): FastifyReply {
  const html = webAssets(webDistDir).spaHtml;
  if (!html) return reply.status(503).send({ error: { code: 'NOT_BUILT', message: 'The web app is not built: run npm run build.' } });
  return reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
