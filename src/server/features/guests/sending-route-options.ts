import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messageError } from '@server/lib/http-error';
import { errorResponses, routeOptions } from '@server/lib/route-options';
import { idParams } from '@server/lib/route-params';
import { requireUser } from '@server/plugins/auth';

/**
 * Per-user limits of the sending routes (product.md §12) and, counted apart, of the thank-yous'
 * (§16, features/thank-yous/routes.ts), on top of the daily e-mail allowance
 * (SENDING_LIMITS.emailsPerUserPerDay, counted in the jobs table). A bulk action queues up to a whole
 * list, so a few an hour is plenty; marking a WhatsApp send is one tap per household.
 */
export const SENDING_RATE_LIMITS = {
  /** "Send e-mails" and "Send reminders" (the thank-yous: "Send thank-you e-mails"). */
  bulkActions: { limit: 10, windowMs: 60 * 60_000 },
  /** A household marked sent from the WhatsApp queue (the thank-yous: marked thanked, or the message saved): one a second for ten minutes. */
  markSent: { limit: 600, windowMs: 10 * 60_000 },
  /** Queue pages and counts (the thank-yous: the message). */
  reads: { limit: 600, windowMs: 10 * 60_000 },
} as const;

/** One household of the invitation (a send marked, a thank-you state). */
export const householdParams = idParams.extend({ householdId: z.uuid('Household not found') });

/**
 * The options of a host's sending routes, signed-in and limited per user by SENDING_RATE_LIMITS,
 * counted under `counter` (the thank-yous count apart from these): reads, one household marked, and
 * the bulk e-mail actions.
 */
export function sendingRouteOptions(app: FastifyInstance, counter: 'guest-sending' | 'thank-yous') {
  const limit = (name: keyof typeof SENDING_RATE_LIMITS) => async (request: FastifyRequest) => {
    const { limit: max, windowMs } = SENDING_RATE_LIMITS[name];
    const { allowed, retryAfterSeconds } = await app.ctx.limiter.hit(`${counter}:${name}:${request.user.id}`, max, windowMs);
    if (!allowed) throw messageError(429, 'SENDING_RATE_LIMITED', { code: 'RATE_LIMITED', headers: { 'Retry-After': String(retryAfterSeconds) } });
  };
  return {
    reads: routeOptions('guests', { preHandler: [requireUser, limit('reads')] }, errorResponses(400, 404, 429)),
    markOne: routeOptions('guests', { preHandler: [requireUser, limit('markSent')] }, errorResponses(400, 404, 429)),
    bulk: routeOptions('guests', { preHandler: [requireUser, limit('bulkActions')] }, errorResponses(400, 404, 409, 429)),
  };
}
