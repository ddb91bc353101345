import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OG_IMAGE, coverThumbHeight, parseCoverWidth } from '@shared/covers';
import { textParam } from '@shared/paging';
import { accessTo, optionalViewer } from '@server/lib/access';
import { messageError } from '@server/lib/http-error';
import { WorkerPoolBusy } from '@server/lib/worker-pool';
import type { CoverFrame } from '@server/lib/cover-svg';
import { coverImage, coverSourceOf, findInvitationRow, isPublished, templateCoverSource, type CoverSource } from './service';

/**
 * Cache misses (renders) per address: a gallery page at two widths is 16, a dashboard a few; this
 * only stops a script making the server draw all day. Hits from storage are not counted.
 */
export const COVER_RENDER_LIMIT = { limit: 120, windowMs: 10 * 60_000 };

/** Served once a render's URL names its version (`?v=`): it never changes under that URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Named by id only: browsers reuse it for a while and then ask again (ETag: a 304 when unchanged). */
const SHORT = 'public, max-age=600, stale-while-revalidate=86400';
/** A draft's cover, seen by its owner: never kept by a shared cache. */
const PRIVATE = 'private, no-cache';

/** Read by whoever asked (a link preview, a browser): in the signed-in host's or the request's language. */
const imageNotFound = () => messageError(404, 'IMAGE_NOT_FOUND', { code: 'NOT_FOUND' });

const params = z.object({ id: z.string().max(100) });
const query = z.object({ w: textParam('w', 10).optional(), v: textParam('v', 100).optional() });

/** Rendered covers (issue 19): thumbnails of templates' samples and hosts' invitations, and each invitation's og:image. */
export async function coverRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  const send = async (request: FastifyRequest, reply: FastifyReply, source: CoverSource, frame: CoverFrame, cacheControl: (version: string) => string) => {
    const beforeRender = async () => {
      const hit = await ctx.limiter.hit(`cover-render:${request.ip}`, COVER_RENDER_LIMIT.limit, COVER_RENDER_LIMIT.windowMs);
      if (!hit.allowed) {
        reply.header('Cache-Control', 'no-store');
        throw messageError(429, 'COVER_RATE_LIMITED', { code: 'RATE_LIMITED', headers: { 'Retry-After': String(hit.retryAfterSeconds) } });
      }
    };
    let image;
    try {
      image = await coverImage(ctx, source, frame, beforeRender);
    } catch (error) {
      if (error instanceof WorkerPoolBusy) throw messageError(503, 'COVER_BUSY', { code: 'BUSY', headers: { 'Retry-After': '5' } });
      throw error;
    }
    const etag = `"${image.version}-${frame.width}"`;
    reply.header('Cache-Control', cacheControl(image.version)).header('ETag', etag).header('Content-Disposition', 'inline').header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/jpeg').send(image.body);
  };

  const thumbFrame = (w: string | undefined): CoverFrame => {
    const width = parseCoverWidth(w);
    if (width === null) throw imageNotFound();
    return { kind: 'thumb', width, height: coverThumbHeight(width) };
  };

  /** og:image of a published invitation (samples are published): 1200×630 JPEG for link previews. */
  r.get('/covers/invitations/:id/og.jpg', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const row = await findInvitationRow(ctx, request.params.id);
    // Link previews come without a session: only what any guest may see.
    if (!row || !isPublished(row)) throw imageNotFound();
    const frame: CoverFrame = { kind: 'og', ...OG_IMAGE };
    const asked = request.query.v;
    return send(request, reply, coverSourceOf(row), frame, (version) => (asked === version ? IMMUTABLE : SHORT));
  });

  /** The invitation's cover, portrait: anyone for a published one, its owner or an admin for a draft (404 to others). */
  r.get('/covers/invitations/:id/thumb.jpg', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const frame = thumbFrame(request.query.w);
    const row = await findInvitationRow(ctx, request.params.id);
    if (!row) throw imageNotFound();
    if (isPublished(row)) return send(request, reply, coverSourceOf(row), frame, () => SHORT);
    const viewer = await optionalViewer(request);
    if (!viewer || !(await accessTo(viewer, row.userId))) throw imageNotFound();
    return send(request, reply, coverSourceOf(row), frame, () => PRIVATE);
  });

  /** A template's cover: its sample invitation drawn (or its art and name). Published templates for anyone, drafts for admins. */
  r.get('/covers/templates/:id/thumb.jpg', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const frame = thumbFrame(request.query.w);
    const found = await templateCoverSource(ctx, request.params.id);
    if (!found) throw imageNotFound();
    if (!found.published) {
      const viewer = await optionalViewer(request);
      if (!viewer || !(await viewer.isAdmin())) throw imageNotFound();
      return send(request, reply, found.source, frame, () => PRIVATE);
    }
    return send(request, reply, found.source, frame, () => SHORT);
  });
}
