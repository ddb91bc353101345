import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendEmailsResultSchema } from '@shared/guest-sending';
import { thankYouEmailsBodySchema, thankYouSettingsSchema, thankYouStateBodySchema, thankYouStateSchema } from '@shared/thank-yous';
import { householdParams, sendingRouteOptions } from '@server/features/guests/sending-route-options';
import { idParams } from '@server/lib/route-params';
import { getThankYouSettings, queueThankYouEmails, saveThankYouSettings, setThankYouState } from './service';

/**
 * Thank-yous (product.md §16): the template, a household's state, and the e-mails. The invitation's
 * owner or an admin; anyone else 404. Rate-limited per host with the sending routes' limits
 * (SENDING_RATE_LIMITS: a bulk e-mail send is a few an hour; marking one household or saving the
 * template a tap), counted apart from them.
 */
export async function thankYouRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reads, markOne, bulk } = sendingRouteOptions(app, 'thank-yous');

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
