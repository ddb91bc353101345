import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  arrivalBatchResultSchema,
  arrivalBatchSchema,
  arrivalsSummarySchema,
  CHECKIN_LIMITS,
  checkinHouseholdSchema,
  checkinLinkInputSchema,
  checkinLinkSchema,
  checkinListSchema,
  checkinLookupSchema,
  checkinSearchQuerySchema,
  checkinSearchResultSchema,
  checkinSessionSchema,
} from '@shared/checkin';
import { doorGiftBatchResultSchema, doorGiftBatchSchema } from '@shared/door-gifts';
import { ARRIVALS_CSV_FILENAME, ARRIVALS_PAGE_SIZE, arrivalCsvQuerySchema, arrivalListQuerySchema, arrivalListSchema } from '@shared/arrivals';
import { GUEST_MESSAGES } from '@shared/server-messages/guest';
import { csvHeaders } from '@server/lib/csv-reply';
import { messageError } from '@server/lib/http-error';
import { downloadOptions, errorResponses, routeOptions } from '@server/lib/route-options';
import { requireUser } from '@server/plugins/auth';
import { LIMITS } from '@server/plugins/rate-limits';
import { checkinList, checkinSession, lookupCode, openCheckinLink, recordArrivals, searchHouseholds } from './door-service';
import { arrivalsCsv, listArrivals } from './arrivals-service';
import { recordDoorGifts } from './door-gifts-service';
import { arrivalsSummary, checkinHostInvitation, createCheckinLink, listCheckinLinks, revokeCheckinLink } from './host-service';
import { checkinCodeOfToken, qrPng, qrSvg } from './qr';
import { idParams } from '@server/lib/route-params';

/** In English (tests); helpers and guests read it by code (CHECKIN_RATE_LIMITED, body code RATE_LIMITED) in the invitation's language. */
export const CHECKIN_RATE_MESSAGE = GUEST_MESSAGES.CHECKIN_RATE_LIMITED.english;

// Any string: a malformed id or token is "not found" (404) like a stranger's, checked by the service.
const linkParams = idParams.extend({ linkId: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(200) });
const doorErrors = errorResponses(400, 404, 429);

/** A limiter key for a token: never the token itself (keys may sit in Redis). */
export const tokenKey = (token: unknown) => createHash('sha256').update(String(token ?? '')).digest('hex').slice(0, 32);

type Limit = { limit: number; windowMs: number };

/**
 * Check-in (product.md §13). The host's routes (owner or admin, 404 to anyone else) make and revoke
 * helpers' links and read arrivals; the helpers' routes take the link's token in the path, need no
 * account, and are rate-limited per address and per link before anything is read (onRequest: before
 * the body is parsed). A household's QR image hangs off its personal link.
 */
export async function checkinRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  /** Counts a call against each limit at once; one over its limit refuses it with 429. */
  const limited =
    (...keys: ((request: FastifyRequest) => [key: string, limit: Limit])[]) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const hits = await Promise.all(keys.map((key) => key(request)).map(([key, { limit, windowMs }]) => ctx.limiter.hit(key, limit, windowMs)));
      const refused = hits.filter((hit) => !hit.allowed);
      if (refused.length) {
        reply.header('Cache-Control', 'no-store');
        throw messageError(429, 'CHECKIN_RATE_LIMITED', { code: 'RATE_LIMITED', headers: { 'Retry-After': String(Math.max(...refused.map((hit) => hit.retryAfterSeconds))) } });
      }
    };
  const tokenOf = (request: FastifyRequest) => (request.params as { token?: unknown }).token;
  const perAddress = (request: FastifyRequest): [string, Limit] => [`checkin-ip:${request.ip}`, LIMITS.checkinPerAddress];
  const perLink = (request: FastifyRequest): [string, Limit] => [`checkin-link:${tokenKey(tokenOf(request))}`, LIMITS.checkinPerLink];
  const searchPerLink = (request: FastifyRequest): [string, Limit] => [`checkin-search:${tokenKey(tokenOf(request))}`, LIMITS.checkinSearchPerLink];
  const doorLimits = limited(perAddress, perLink);
  const host = routeOptions('checkin', { onRequest: requireUser }, errorResponses(400, 401, 404, 409));
  const door = routeOptions('checkin', { onRequest: doorLimits }, doorErrors);
  const doorSearch = routeOptions('checkin', { onRequest: limited(perAddress, perLink, searchPerLink) }, doorErrors);
  const listPerLink = (request: FastifyRequest): [string, Limit] => [`checkin-list:${tokenKey(tokenOf(request))}`, LIMITS.checkinListPerLink];
  const doorGifts = routeOptions('checkin', { onRequest: doorLimits }, errorResponses(400, 403, 404, 429));
  const doorList = routeOptions('checkin', { onRequest: limited(perAddress, perLink, listPerLink) }, doorErrors);
  /** The link a door route acts through (404 when unknown, revoked or expired); its answers are never cached. */
  const openDoor = (token: string, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    return openCheckinLink(ctx, token);
  };
  const qrLimits = limited(
    (request) => [`checkin-qr-ip:${request.ip}`, LIMITS.checkinQrPerAddress],
    (request) => [`checkin-qr:${tokenKey(tokenOf(request))}`, LIMITS.checkinQrPerToken],
  );

  // ---- The host ----

  r.get(
    '/api/invitations/:id/checkin-links',
    host("The invitation's check-in links for helpers, newest first (revoked and expired ones too; never their token)", { params: idParams, response: { 200: z.array(checkinLinkSchema) } }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listCheckinLinks(ctx, await checkinHostInvitation(ctx, request.params.id, request.viewer));
    },
  );

  r.post(
    '/api/invitations/:id/checkin-links',
    host(`A new check-in link (canRecordGifts false: without the angpau part); its url (with the token) is in this answer only. Expires at the end of the day after the last event (30 days without dates); at most 20 active (409)`, { params: idParams, body: checkinLinkInputSchema, response: { 201: checkinLinkSchema } }),
    async (request, reply) => {
      const invitation = await checkinHostInvitation(ctx, request.params.id, request.viewer);
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(await createCheckinLink(ctx, invitation, request.user.id, request.body));
    },
  );

  r.delete(
    '/api/invitations/:id/checkin-links/:linkId',
    host('Revoke a check-in link: it stops working at once (arrivals it recorded stay)', { params: linkParams, response: { 204: z.null() } }),
    async (request, reply) => {
      await revokeCheckinLink(ctx, await checkinHostInvitation(ctx, request.params.id, request.viewer), request.params.linkId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/invitations/:id/arrivals',
    host('Per event: invited households, attending guests, arrived guests and households (live: refetch on the responses stream\'s "rsvp" event)', { params: idParams, response: { 200: arrivalsSummarySchema } }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return arrivalsSummary(ctx, await checkinHostInvitation(ctx, request.params.id, request.viewer));
    },
  );

  r.get(
    '/api/invitations/:id/arrivals/households',
    host(`Who arrived at one event: a page (${ARRIVALS_PAGE_SIZE}) of its households with guests confirmed and arrived and each check-in (when, guests, door); filters: name, arrived, not yet arrived, more than confirmed (live: refetch on the responses stream's "rsvp" event)`, { params: idParams, querystring: arrivalListQuerySchema, response: { 200: arrivalListSchema } }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listArrivals(ctx, await checkinHostInvitation(ctx, request.params.id, request.viewer), request.query);
    },
  );

  r.get(
    '/api/invitations/:id/arrivals.csv',
    // Streamed in batches; compressing would hold bytes back.
    downloadOptions('checkin', { onRequest: requireUser })(`${ARRIVALS_CSV_FILENAME}: the arrivals list as filtered (every event without one), one row per household and event, streamed (UTF-8 with BOM, formulas neutralised)`, { params: idParams, querystring: arrivalCsvQuerySchema }, { compress: false }),
    async (request, reply) => {
      const invitation = await checkinHostInvitation(ctx, request.params.id, request.viewer);
      return csvHeaders(reply, ARRIVALS_CSV_FILENAME).send(Readable.from(arrivalsCsv(ctx, invitation, request.query)));
    },
  );

  // ---- Helpers at the door (the token is the only key; a dead or unknown one is 404) ----

  r.get(
    '/api/checkin/:token',
    door("The check-in page's start: the invitation's name, time zone and events, and when the link ends", { params: tokenParams, response: { 200: checkinSessionSchema } }),
    async (request, reply) => checkinSession(await openDoor(request.params.token, reply)),
  );

  r.post(
    '/api/checkin/:token/lookup',
    door("A scanned QR code's household (name, seats, per event its answer and arrivals); 404 when the code is not one of this invitation's current codes", { params: tokenParams, body: checkinLookupSchema, response: { 200: checkinHouseholdSchema } }),
    async (request, reply) => lookupCode(ctx, await openDoor(request.params.token, reply), request.body.code),
  );

  r.get(
    '/api/checkin/:token/households',
    doorSearch("This invitation's households whose name contains q (at least 2 characters), at most 20, by name", { params: tokenParams, querystring: checkinSearchQuerySchema, response: { 200: checkinSearchResultSchema } }),
    async (request, reply) => ({ households: await searchHouseholds(ctx, await openDoor(request.params.token, reply), request.query.q) }),
  );

  r.get(
    '/api/checkin/:token/list',
    doorList(
      `The door's list for working offline: every household's name, seats, per invited event its answer, guests and arrivals, and its QR code's hash (never the code, phone or e-mail); conflicts and walk-ins. ETag = version: If-None-Match answers 304 when nothing changed`,
      { params: tokenParams, response: { 200: checkinListSchema } },
    ),
    async (request, reply) => {
      const list = await checkinList(ctx, await openDoor(request.params.token, reply));
      const etag = `"${list.version}"`;
      reply.header('ETag', etag);
      // Unchanged: 304 without a body (outside the typed answers, which are the list's).
      if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).status(304).send();
      return list;
    },
  );

  r.post(
    '/api/checkin/:token/arrivals',
    door(
      `Sync arrivals and walk-ins (up to ${CHECKIN_LIMITS.batchMax} of each, in order; each scanId once: a resend is "duplicate"). Two phones' offline check-ins of one household are merged by knownArrived ("merged", never doubled); a declined or not-invited household needs confirmUnexpected; over the seats needs confirmOverSeats, and more than ${CHECKIN_LIMITS.overSeatsMax} over them is refused ("over_limit"); at most ${CHECKIN_LIMITS.walkInsPerLinkEvent} walk-ins per link and event. The reply has each item's outcome, the touched households' arrivals, and the invitation's conflicts and walk-in counts`,
      { params: tokenParams, body: arrivalBatchSchema, response: { 200: arrivalBatchResultSchema } },
    ),
    async (request, reply) => recordArrivals(ctx, await openDoor(request.params.token, reply), request.body.arrivals, request.body.walkIns),
  );

  r.post(
    '/api/checkin/:token/gifts',
    doorGifts(
      `Sync angpau recorded at the door (up to ${CHECKIN_LIMITS.batchMax}, in order; each giftId once: a resend is "duplicate"): envelopes, amount in sen (optional), from whom and a note, against a household of this invitation ("not_found" otherwise). A link made without the angpau part is refused (403, nothing stored). The reply has each record's outcome and the envelopes so far of the households in the batch`,
      { params: tokenParams, body: doorGiftBatchSchema, response: { 200: doorGiftBatchResultSchema } },
    ),
    async (request, reply) => recordDoorGifts(ctx, await openDoor(request.params.token, reply), request.body.gifts),
  );

  // ---- A household's QR code, behind its personal link ----

  r.get(
    '/api/guest-links/:token/checkin-qr.svg',
    {
      onRequest: qrLimits,
      schema: { tags: ['checkin'], summary: "The household's check-in QR code (SVG), only once it has said it comes", params: tokenParams },
    },
    async (request, reply) => {
      const svg = await qrSvg(await checkinCodeOfToken(ctx, request.params.token));
      return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', 'private, no-store').send(svg);
    },
  );

  r.get(
    '/api/guest-links/:token/checkin-qr.png',
    {
      onRequest: qrLimits,
      // PNG is compressed already.
      compress: false,
      schema: { tags: ['checkin'], summary: "The household's check-in QR code (PNG, 480 px, for e-mails), only once it has said it comes", params: tokenParams },
    },
    async (request, reply) => {
      const png = await qrPng(await checkinCodeOfToken(ctx, request.params.token));
      return reply.header('Content-Type', 'image/png').header('Cache-Control', 'private, no-store').send(png);
    },
  );
}
