import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_BUCKETS, type StorageBucket } from '@shared/constants';
import { isKnownAppPath } from '@shared/paths';
import { HOST_LANGUAGES } from '@shared/host-language';
import { PRERENDERED_PAGES, prerenderedFile } from '@shared/prerendered';
import { files } from '@server/db/schema';
import { sendAppPage } from '@server/lib/web-assets';
import { SERVER_DRAWN_PAGES } from '@server/features/templates/gallery-page';

/** Built HTML that is never a page of its own. */
const SHELLS = new Set(['/invitation.html', '/public-shell.html']);

/** Public files, the built SPA, and the not-found answers (JSON for the API, the SPA's page otherwise). */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const { storage, database } = app.ctx;
  const WEB_DIST = app.ctx.config.webDistDir;

  app.get<{ Params: { bucket: string; '*': string } }>('/files/:bucket/*', { schema: { hide: true } }, async (request, reply) => {
    const { bucket } = request.params;
    const key = request.params['*'];
    // Private buckets (payment receipts) are never served here, only through authorised routes.
    if (!PUBLIC_BUCKETS.includes(bucket as StorageBucket)) return reply.callNotFound();
    const [meta] = await database.db
      .select({ contentType: files.contentType })
      .from(files)
      .where(and(eq(files.bucket, bucket), eq(files.key, key), eq(files.isPublic, true)))
      .limit(1);
    if (!meta) return reply.callNotFound();
    const body = await storage.get(bucket, key);
    if (!body) return reply.callNotFound();
    // Keys are unique per upload, so a file never changes under its URL.
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Disposition', 'inline')
      .type(meta.contentType)
      .send(body);
  });

  if (fs.existsSync(WEB_DIST)) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      index: false,
      // .br / .gz written by scripts/precompress.mjs at build time.
      preCompressed: true,
      // The invitation and public pages' shells are templates (the server's renderers', the prerender's), and a
      // prerendered page is sent for its own path only: none is a page of its own.
      allowedPath: (pathName) => !SHELLS.has(pathName) && !PRERENDERED_PAGES.some((page) => HOST_LANGUAGES.some((language) => pathName === `/${prerenderedFile(page, language)}`)),
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/files/') || request.method !== 'GET') {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `Route ${request.method} ${pathname} not found` } });
    }
    // The SPA draws the not-found page itself; the status tells crawlers and link previews the truth.
    return sendAppPage(request, reply, WEB_DIST, isKnownAppPath(pathname) ? 200 : 404, SERVER_DRAWN_PAGES);
  });
}
