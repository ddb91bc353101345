import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendEmailsResultSchema } from '@shared/guest-sending';
import { thankYouEmailsBodySchema, thankYouSettingsSchema, thankYouStateBodySchema, thankYouStateSchema } from '@shared/thank-yous';
import { messageError } from '@server/lib/http-error';
import { errorResponses, routeOptions } from '@server/lib/route-options';
import { idParams } from '@server/lib/route-params';
import { requireUser } from '@server/plugins/auth';
import { getThankYouSettings, queueThankYouEmails, saveThankYouSettings, setThankYouState } from './service';

/** Per host, the sending routes' limits (features/guests/sending-routes.ts SENDING_RATE_LIMITS), counted apart. */
export const THANK_YOU_RATE_LIMITS = {
  /** "Send thank-you e-mails". */
  bulkActions: { limit: 10, windowMs: 60 * 60_000 },
  /** One household marked, or the template saved. */
  markSent: { limit: 600, windowMs: 10 * 60_000 },
  reads: { limit: 600, windowMs: 10 * 60_000 },
} as const;

const householdParams = idParams.extend({ householdId: z.uuid('Household not found') });

/**
 * Thank-yous (product.md §16): the template, a household's state, and the e-mails. The invitation's
 * owner or an admin; anyone else 404. Rate-limited per host like the sending routes (their limits:
 * a bulk e-mail send is a few an hour, marking one household a tap).
 */
export async function thankYouRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = (name: keyof typeof THANK_YOU_RATE_LIMITS) => async (request: FastifyRequest) => {
    const { limit: max, windowMs } = THANK_YOU_RATE_LIMITS[name];
    const { allowed, retryAfterSeconds } = await app.ctx.limiter.hit(`thank-yous:${name}:${request.user.id}`, max, windowMs);
    if (!allowed) throw messageError(429, 'SENDING_RATE_LIMITED', { code: 'RATE_LIMITED', headers: { 'Retry-After': String(retryAfterSeconds) } });
  };
  const reads = routeOptions('guests', { preHandler: [requireUser, limit('reads')] }, errorResponses(400, 404, 429));
  const markOne = routeOptions('guests', { preHandler: [requireUser, limit('markSent')] }, errorResponses(400, 404, 429));
  const bulk = routeOptions('guests', { preHandler: [requireUser, limit('bulkActions')] }, errorResponses(400, 404, 409, 429));

  r.get(
    '/api/invitations/:id/thank-yous/settings',
    reads("The thank-you message per language ('' = the default in that language)", { params: idParams, response: { 200: thankYouSettingsSchema } }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getThankYouSettings(app.ctx, request.params.id, request.viewer);
    },
  );

  r.put(
    '/api/invitations/:id/thank-yous/settings',
    markOne('Save the thank-you message per language ({name}, {gift}, {event} are filled per household)', { params: idParams, body: thankYouSettingsSchema, response: { 200: thankYouSettingsSchema } }),
    async (request) => saveThankYouSettings(app.ctx, request.params.id, request.viewer, request.body),
  );

  r.put(
    '/api/invitations/:id/guests/:householdId/thank-you',
    markOne("A household's thank-you state: sent (via whatsapp or by_hand, now) or not sent (via null)", { params: householdParams, body: thankYouStateBodySchema, response: { 200: thankYouStateSchema } }),
    async (request) => setThankYouState(app.ctx, request.params.id, request.params.householdId, request.viewer, request.body),
  );

  r.post(
    '/api/invitations/:id/thank-yous/send-emails',
    bulk("Queues the thank-you e-mail, in each household's language, to the chosen households or to every household with an address not yet thanked (within the daily e-mail limit)", { params: idParams, body: thankYouEmailsBodySchema, response: { 202: sendEmailsResultSchema } }),
    async (request, reply) => reply.status(202).send(await queueThankYouEmails(app.ctx, request.params.id, request.viewer, request.body.ids)),
  );
}
