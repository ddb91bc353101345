import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownAppPath } from '@shared/paths';
import type { InvitationPageData } from '@web/features/invitation/page-data';
import { sendAppPage, webAssets } from '@server/lib/web-assets';
import { isRsvpClosed } from '@server/features/rsvp/service';
import { cachedPageOf, sendCachedPage } from '@server/lib/compressed-page';
import { invitationPageCache as pageCache } from './page-cache';
import { renderInvitationHtml as render } from './ssr';
import { findInvitationForGuests, isPublished, listPublicWishes, toInvitationView } from './public-service';

async function sendInvitationPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, idOrSlug: string) {
  const { config, database } = app.ctx;
  const shell = webAssets(config.webDistDir).invitationHtml;
  const invitation = await findInvitationForGuests(database.db, idOrSlug);
  const canonical = `${config.publicUrl}/view/${invitation?.customSlug ?? invitation?.id ?? encodeURIComponent(idOrSlug)}`;

  if (!invitation) {
    return reply.status(404).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(render(shell, { state: 'not-found' }, canonical, config.publicUrl));
  }
  const published = isPublished(invitation);
  if (!published) {
    // Only the owner sees a draft; anyone else gets the private screen and none of its content.
    const viewer = await request.currentUser();
    if (!viewer || viewer.id !== invitation.userId) {
      return reply.status(403).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(render(shell, { state: 'private' }, canonical, config.publicUrl));
    }
  }

  const cacheKey = `${invitation.id}|${invitation.updatedAt.getTime()}`;
  const cached = published ? pageCache.get(cacheKey) : undefined;
  if (cached) return sendCachedPage(request, reply, cached);

  const view = toInvitationView(invitation);
  const data: InvitationPageData = {
    state: 'ok',
    invitation: view,
    wishes: await listPublicWishes(database.db, invitation.id),
    now: Date.now(),
    publicUrl: canonical,
    rsvpClosed: isRsvpClosed(view.rsvp),
  };
  const html = render(shell, data, canonical, config.publicUrl);
  if (published) {
    const page = cachedPageOf(html);
    pageCache.set(cacheKey, page);
    return sendCachedPage(request, reply, page);
  }
  // A draft seen by its owner: never cached, by us or by anyone between.
  return reply.header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8').send(html);
}

/** /view/{id}, /view-invitation/{id} and /{id}: the public invitation, rendered on the server. */
export async function publicInvitationRoutes(app: FastifyInstance): Promise<void> {
  const opts = { schema: { hide: true } };
  app.get<{ Params: { idOrSlug: string } }>('/view/:idOrSlug', opts, (request, reply) => sendInvitationPage(app, request, reply, request.params.idOrSlug));
  app.get<{ Params: { idOrSlug: string } }>('/view-invitation/:idOrSlug', opts, (request, reply) =>
    sendInvitationPage(app, request, reply, request.params.idOrSlug),
  );
  app.get<{ Params: { idOrSlug: string } }>('/:idOrSlug', opts, (request, reply) => {
    const pathname = `/${request.params.idOrSlug}`;
    // The app's own top-level pages (/, /auth, /templates, …) are the SPA, not invitations.
    if (isKnownAppPath(pathname)) return sendAppPage(request, reply, app.ctx.config.webDistDir);
    return sendInvitationPage(app, request, reply, request.params.idOrSlug);
  });
}
