import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shareableInvitationUrl } from '@shared/covers';
import { GUEST_GREETINGS, readGuestSettings } from '@shared/guests';
import { householdLanguage } from '@shared/guest-sending';
import { invitationText } from '@shared/i18n/invitation';
import { linkChangedWords } from '@shared/i18n/link-changed';
import { LANGUAGES, type Language } from '@shared/constants';
import type { InvitationView } from '@shared/invitation-view';
import { isKnownAppPath, isMissingSitePage, siteAliasTarget } from '@shared/paths';
import { RESERVED_SLUGS } from '@shared/slug';
import type { GuestPageData, InvitationPageData, PageText } from '@web/features/invitation/page-data';
import { sendAppPage, webAssets } from '@server/lib/web-assets';
import { SERVER_DRAWN_PAGES } from '@server/features/templates/gallery-page';
import { isRsvpClosed } from '@server/features/rsvp/service';
import { householdAnswer, isLinkPreview, openPersonalLink, type LinkedHousehold } from '@server/features/guests/personal-link';
import { cachedPageOf, sendCachedPage } from '@server/lib/compressed-page';
import { invitationPageCache as pageCache } from './page-cache';
import { renderInvitationHtml as render } from './ssr';
import { hasRole } from '@server/features/accounts/service';
import { findInvitationForGuests, isPublished, listPublicWishes, toInvitationView, viewForGuest, type InvitationRow } from './public-service';

const html = (reply: FastifyReply, status: number) => reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8');

/** The invitation's strings in its language, as the page data carries them (the time format is code). */
function pageText(language: string): PageText {
  const { formatTime: _code, ...text } = invitationText(language);
  return text;
}

/**
 * What the page is rendered from and hydrated with. The events are narrowed here, per request, to
 * what this reader may see (the public link: the public ones; a personal link: its household's), so
 * the HTML and the page's JSON carry nothing of another event. The caches keep the row (and the
 * public page, the same for every reader of the public link), never a household's narrowing.
 */
async function pageData(
  app: FastifyInstance,
  invitation: InvitationRow,
  canonical: string,
  guest?: { data: GuestPageData; household: LinkedHousehold; view: InvitationView },
): Promise<InvitationPageData> {
  const view = viewForGuest(guest?.view ?? toInvitationView(invitation), guest?.household ?? null);
  return {
    state: 'ok',
    invitation: view,
    wishes: await listPublicWishes(app.ctx.database.db, invitation.id),
    now: Date.now(),
    publicUrl: canonical,
    rsvpClosed: isRsvpClosed(view.rsvp),
    text: pageText(view.language),
    invitedOnly: readGuestSettings(invitation.guestSettings).invitedOnly,
    ...(guest ? { guest: guest.data } : {}),
  };
}

/** The invitation a guest asked for, or the reply already sent (404, or the 403 private screen to anyone but the owner or an admin). */
async function invitationOrReply(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, idOrSlug: string, askOwner: boolean) {
  const { config, database } = app.ctx;
  const shell = webAssets(config.webDistDir).invitationHtml;
  const invitation = await findInvitationForGuests(database.db, idOrSlug);
  // The address a host shares and link previews name: the pretty /{slug} when there is one.
  const canonical = invitation ? shareableInvitationUrl(config.publicUrl, invitation) : `${config.publicUrl}/view/${encodeURIComponent(idOrSlug)}`;
  if (!invitation) return { sent: html(reply, 404).send(render(shell, { state: 'not-found' }, canonical, config.publicUrl)) };
  // Only the owner (and an admin) sees a draft; anyone else gets the private screen and none of its content.
  // (The session is read only when it matters: a draft, or a personal link whose visits the owner's own do not count.)
  const needViewer = !isPublished(invitation) || (askOwner && Boolean(request.headers.cookie));
  const viewer = needViewer ? await request.currentUser() : null;
  const isOwner = viewer?.id === invitation.userId;
  // An admin opens a draft too: the one they decide a payment or a publication on (issue 31.4). Never cached (a draft never is).
  const mayOpenDraft = isOwner || (viewer ? await hasRole(database.db, viewer.id, 'admin') : false);
  if (!isPublished(invitation) && !mayOpenDraft) return { sent: html(reply, 403).send(render(shell, { state: 'private' }, canonical, config.publicUrl)) };
  return { invitation, canonical, shell, isOwner };
}

async function sendInvitationPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, idOrSlug: string) {
  const found = await invitationOrReply(app, request, reply, idOrSlug, false);
  if ('sent' in found) return found.sent;
  const { invitation, canonical, shell } = found;
  const published = isPublished(invitation);
  // The guest-list settings are part of the page (the invited-only note), so part of its key.
  const cacheKey = `${invitation.id}|${invitation.updatedAt.getTime()}|${readGuestSettings(invitation.guestSettings).invitedOnly ? 'invited' : 'open'}`;
  const cached = published ? pageCache.get(cacheKey) : undefined;
  if (cached) return sendCachedPage(request, reply, cached);

  const page = render(shell, await pageData(app, invitation, canonical), canonical, app.ctx.config.publicUrl);
  if (published) {
    const compressed = cachedPageOf(page);
    pageCache.set(cacheKey, compressed);
    return sendCachedPage(request, reply, compressed);
  }
  // A draft seen by its owner: never cached, by us or by anyone between.
  return reply.header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8').send(page);
}

/**
 * A household's personal link (decision 0020): the invitation greeting it by name, its form
 * pre-filled and capped at its seats, its answer shown. The token is checked within this invitation
 * only; a malformed, unknown, revoked or another invitation's token gets the same page as an
 * unknown invitation. Each guest's visit is counted (not the owner's, not a link preview's). The page
 * is the household's own: never kept in the shared page cache, nor by any cache between.
 */
async function sendPersonalPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, idOrSlug: string, token: string) {
  const found = await invitationOrReply(app, request, reply, idOrSlug, true);
  if ('sent' in found) return found.sent;
  const { invitation, canonical, shell, isOwner } = found;
  const { config, database } = app.ctx;
  const preview = isLinkPreview(request.method, request.headers['user-agent']);
  const countVisit = isPublished(invitation) && !isOwner && !preview;
  const household = await openPersonalLink(database.db, invitation.id, token, countVisit);
  if (!household) {
    // Revoked (the host made a new link), unknown or malformed: one page for all (which it was is not
    // told), 404 not 410 (a revoked token cannot be told from a mistyped one), in the invitation's
    // language: the link has changed, ask the host for the new one (issue 30.4).
    const language: Language = (LANGUAGES as readonly string[]).includes(invitation.language) ? (invitation.language as Language) : 'english';
    const changed = { state: 'link-changed' as const, language, ...linkChangedWords(language) };
    return html(reply, 404).send(render(shell, changed, canonical, config.publicUrl));
  }

  // The household's own language when it has one (issue 28.6): its page, like its mails, is in it.
  const view = { ...toInvitationView(invitation), language: householdLanguage(household.language, invitation.language) };
  const guest: GuestPageData = {
    token,
    name: household.name,
    greeting: GUEST_GREETINGS[view.language],
    seats: household.seats,
    // Its stored e-mail pre-fills its form: only on its own page (never the open link's, which is cached and
    // shared), and not for a chat app's link-preview fetcher.
    ...(household.email && !preview ? { email: household.email } : {}),
    answer: await householdAnswer(database.db, household.id),
  };
  const page = render(shell, await pageData(app, invitation, canonical, { data: guest, household, view }), canonical, config.publicUrl);
  return reply.header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8').send(page);
}

/** /view/{id}, /view-invitation/{id} and /{id}: the public invitation, rendered on the server; /view/{id}/g/{token} and /{id}/g/{token}: a household's own. */
export async function publicInvitationRoutes(app: FastifyInstance): Promise<void> {
  const opts = { schema: { hide: true } };
  app.get<{ Params: { idOrSlug: string } }>('/view/:idOrSlug', opts, (request, reply) => sendInvitationPage(app, request, reply, request.params.idOrSlug));
  app.get<{ Params: { idOrSlug: string } }>('/view-invitation/:idOrSlug', opts, (request, reply) =>
    sendInvitationPage(app, request, reply, request.params.idOrSlug),
  );
  app.get<{ Params: { idOrSlug: string; token: string } }>('/view/:idOrSlug/g/:token', opts, (request, reply) =>
    sendPersonalPage(app, request, reply, request.params.idOrSlug, request.params.token),
  );
  app.get<{ Params: { idOrSlug: string; token: string } }>('/:idOrSlug/g/:token', opts, (request, reply) => {
    // /api/…/g/…, /files/…/g/… and the like are never invitations: they get their own 404 (JSON for the API).
    if (RESERVED_SLUGS.has(request.params.idOrSlug.toLowerCase())) return reply.callNotFound();
    return sendPersonalPage(app, request, reply, request.params.idOrSlug, request.params.token);
  });
  app.get<{ Params: { idOrSlug: string } }>('/:idOrSlug', opts, (request, reply) => {
    const pathname = `/${request.params.idOrSlug}`;
    // The app's own top-level pages (/, /auth, /templates, …) are the SPA, not invitations.
    if (isKnownAppPath(pathname)) return sendAppPage(request, reply, app.ctx.config.webDistDir, 200, SERVER_DRAWN_PAGES);
    // /login, /signup, /pricing, /about …: the site page meant (these words are reserved as slugs).
    const alias = siteAliasTarget(pathname);
    if (alias) return reply.redirect(alias, 301);
    // /faq, /help …: pages this site does not have get its own 404 page, not "Invitation Not Found".
    if (isMissingSitePage(pathname)) {
      return findInvitationForGuests(app.ctx.database.db, request.params.idOrSlug).then((invitation) =>
        invitation ? sendInvitationPage(app, request, reply, request.params.idOrSlug) : sendAppPage(request, reply, app.ctx.config.webDistDir, 404),
      );
    }
    return sendInvitationPage(app, request, reply, request.params.idOrSlug);
  });
}
