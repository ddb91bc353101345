import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Language } from '@shared/constants';
import { householdLanguage } from '@shared/guest-sending';
import { hostLanguageFromCookie } from '@shared/host-language';
import { checkinLinks, households, invitations, rsvpResponses } from '@server/db/schema';
import { findInvitationForGuests } from '@server/features/invitations/public-service';
import { findLinkedHousehold } from '@server/features/guests/personal-link';
import { hashCheckinToken } from '@server/features/checkin/host-service';
import { requestLanguage } from './request-language';

type Params = Record<string, string | undefined>;
type Finder = (request: FastifyRequest, params: Params) => Promise<Language | null>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const db = (request: FastifyRequest) => request.server.ctx.database.db;

/** The invitation's language (the open link: `/api/invitations/:idOrSlug/rsvp`). */
const byInvitation: Finder = async (request, { idOrSlug }) => (idOrSlug ? ((await findInvitationForGuests(db(request), idOrSlug))?.language as Language | undefined) ?? null : null);

/** The household's language, else its invitation's (a personal link). */
const byPersonalLink: Finder = async (request, { token }) => {
  const found = token ? await findLinkedHousehold(db(request), token) : null;
  return found ? householdLanguage(found.household.language, found.invitation.language) : null;
};

/** "I sent a gift": the household's language when a personal link's token comes with it, else the invitation's. */
const byGiftTell: Finder = async (request, params) => {
  const token = (request.body as { token?: unknown } | undefined)?.token;
  return (typeof token === 'string' ? await byPersonalLink(request, { token }) : null) ?? byInvitation(request, params);
};
/** An answer's edit link: its household's language when it has one, else its invitation's. */
const byEditLink: Finder = async (request, { token }) => {
  if (!token) return null;
  const [row] = await db(request)
    .select({ invitation: invitations.language, household: households.language })
    .from(rsvpResponses)
    .innerJoin(invitations, eq(invitations.id, rsvpResponses.invitationId))
    .leftJoin(households, eq(households.id, rsvpResponses.householdId))
    .where(eq(rsvpResponses.editTokenHash, sha256(token)))
    .limit(1);
  return row ? householdLanguage(row.household, row.invitation) : null;
};

/** A door helper's check-in link (also an expired or revoked one: its invitation still says which language). */
const byCheckinLink: Finder = async (request, { token }) => {
  if (!token) return null;
  const [row] = await db(request)
    .select({ language: invitations.language })
    .from(checkinLinks)
    .innerJoin(invitations, eq(invitations.id, checkinLinks.invitationId))
    .where(eq(checkinLinks.tokenHash, hashCheckinToken(token)))
    .limit(1);
  return (row?.language as Language | undefined) ?? null;
};

/**
 * The guest's routes (issue 29, decision 0031), by their route pattern: who reads their errors is a
 * guest (or a door helper), in the invitation's or the household's language. Every other route is
 * read by the signed-in host (`users.language`), else by the visitor's cookie or Accept-Language.
 */
const GUEST_ROUTES: Record<string, Finder> = {
  '/api/invitations/:idOrSlug/rsvp': byInvitation,
  '/api/guest-links/:token/rsvp': byPersonalLink,
  '/api/guest-links/:token/checkin-qr.svg': byPersonalLink,
  '/api/guest-links/:token/checkin-qr.png': byPersonalLink,
  '/api/rsvp-edit/:token': byEditLink,
  '/api/invitations/:idOrSlug/gift-tells': byGiftTell,
  '/api/checkin/:token': byCheckinLink,
  '/api/checkin/:token/lookup': byCheckinLink,
  '/api/checkin/:token/households': byCheckinLink,
  '/api/checkin/:token/list': byCheckinLink,
  '/api/checkin/:token/arrivals': byCheckinLink,
};

/** Whether a route is a guest's (its errors read in the invitation's language). */
export const isGuestRoute = (routeUrl: string | undefined): boolean => routeUrl !== undefined && Object.hasOwn(GUEST_ROUTES, routeUrl);

/** Tamil from Accept-Language (`ta`, `ta-MY`): a guest language, not a host one, so `requestLanguage` does not read it. */
function asksForTamil(request: FastifyRequest): boolean {
  if (hostLanguageFromCookie(request.headers.cookie)) return false;
  const first = request.headers['accept-language']?.split(',', 1)[0]?.trim().toLowerCase() ?? '';
  return first === 'ta' || first.startsWith('ta-') || first.startsWith('ta;');
}

/**
 * The language an error's message is written in (decision 0031). Runs only when answering an error,
 * so a guest route's look-up costs nothing on success; a failing look-up (the database is down)
 * falls back to what the request itself says.
 */
export async function readerLanguage(request: FastifyRequest): Promise<Language> {
  const url = request.routeOptions?.url;
  try {
    if (url && isGuestRoute(url)) {
      const found = await GUEST_ROUTES[url]!(request, (request.params ?? {}) as Params);
      if (found) return found;
      if (asksForTamil(request)) return 'tamil';
    } else {
      const user = request.user ?? (request.headers.cookie ? await request.currentUser() : null);
      if (user) return user.language;
    }
  } catch {
    /* the look-up failed: the request's own language below */
  }
  return requestLanguage(request).language;
}
