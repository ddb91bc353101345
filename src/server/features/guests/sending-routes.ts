import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  digestNowResultSchema,
  markSentBodySchema,
  markSentResultSchema,
  remindResultSchema,
  sendEmailsBodySchema,
  sendEmailsResultSchema,
  sendingCountsSchema,
  sendQueueQuerySchema,
  sendQueueSchema,
} from '@shared/guest-sending';
import { idParams } from '@server/lib/route-params';
import { householdParams, sendingRouteOptions } from './sending-route-options';
import { markSent, queueDigestNow, queueInvitationEmails, queueReminders, sendingCounts, sendQueue } from './sending-service';

/** The WhatsApp send queue, e-mail sending and reminders: the invitation's owner or an admin; anyone else gets 404. */
export async function guestSendingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reads, markOne, bulk } = sendingRouteOptions(app, 'guest-sending');

  r.get(
    '/api/invitations/:id/guests/send-queue',
    reads('The WhatsApp queue: households to send to (invite: with a phone, not yet sent; reminder: no answer, with a phone, not reminded in 24 h), 50 a page, each with its message and wa.me link', { params: idParams, querystring: sendQueueQuerySchema, response: { 200: sendQueueSchema } }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return sendQueue(app.ctx, request.params.id, request.viewer, request.query);
    },
  );

  r.get(
    '/api/invitations/:id/guests/sending-counts',
    reads('What "Send e-mails", "Send reminders" and the WhatsApp queue would reach now', { params: idParams, response: { 200: sendingCountsSchema } }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return sendingCounts(app.ctx, request.params.id, request.viewer);
    },
  );

  r.post(
    '/api/invitations/:id/guests/:householdId/sent',
    markOne('Marks a household sent (mode invite: sent_at, sent_via) or reminded (mode reminder: reminded_at) after the host opened WhatsApp', { params: householdParams, body: markSentBodySchema, response: { 200: markSentResultSchema } }),
    async (request) => markSent(app.ctx, request.params.id, request.params.householdId, request.viewer, request.body),
  );

  r.post(
    '/api/invitations/:id/guests/send-emails',
    bulk('Queues the invitation e-mail to the chosen households, or to every household with an address not yet sent (within the daily e-mail limit)', { params: idParams, body: sendEmailsBodySchema, response: { 202: sendEmailsResultSchema } }),
    async (request, reply) => reply.status(202).send(await queueInvitationEmails(app.ctx, request.params.id, request.viewer, request.body.ids)),
  );

  r.post(
    '/api/invitations/:id/guests/remind',
    bulk('Queues a reminder e-mail to every household without an answer that has an address (not reminded in 24 h); counts those to remind over WhatsApp', { params: idParams, response: { 202: remindResultSchema } }),
    async (request, reply) => reply.status(202).send(await queueReminders(app.ctx, request.params.id, request.viewer)),
  );

  r.post(
    '/api/invitations/:id/guests/digest-now',
    bulk("Sends the host the daily digest of the last 24 hours now (when the daily digest is on)", { params: idParams, response: { 202: digestNowResultSchema } }),
    async (request, reply) => reply.status(202).send(await queueDigestNow(app.ctx, request.params.id, request.viewer)),
  );
}
