import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rsvpForEditSchema, rsvpInputSchema, rsvpReceiptSchema } from '@shared/invitation-view';
import { errorResponses, routeOptions } from '@server/lib/route-options';
import { responsesRoutes } from './responses-routes';
import { answerAsHousehold, getRsvpForEdit, submitRsvp, updateRsvp, withdrawRsvp } from './service';

const tokenParams = z.object({ token: z.string().min(1).max(200) });
/** A guest's own routes: no account; an unknown invitation or link is 404. */
const guest = routeOptions('rsvp', {}, errorResponses(404));

export async function rsvpRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/invitations/:idOrSlug/rsvp',
    guest(
      'A guest answers through the open link (published invitations with RSVP enabled), per public event with `events` (one reply for each, 400 otherwise) or one answer for all of them. The same guest again (same e-mail, phone, or name on the same device) changes their earlier answer and its replies (`updated: true`); 403 when only invited households may answer',
      { params: z.object({ idOrSlug: z.string().min(1).max(100) }), body: rsvpInputSchema, response: { 201: rsvpReceiptSchema, ...errorResponses(400, 403, 409, 429) } },
    ),
    async (request, reply) => reply.status(201).send(await submitRsvp(app.ctx, request.params.idOrSlug, request.body, request.ip)),
  );

  r.put(
    '/api/guest-links/:token/rsvp',
    guest(
      "An invited household answers, or changes its answer, through its personal link: per event it is invited to with `events` (one reply for each, 400 otherwise), at most its seats per event (400 past them), always its one answer (`updated: true` when it changed the earlier one)",
      { params: tokenParams, body: rsvpInputSchema, response: { 200: rsvpReceiptSchema, ...errorResponses(400, 409, 429) } },
    ),
    async (request) => answerAsHousehold(app.ctx, request.params.token, request.body, request.ip),
  );

  r.get(
    '/api/rsvp-edit/:token',
    guest("The guest's own answer with its replies per event, behind their private edit link", { params: tokenParams, response: { 200: rsvpForEditSchema } }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getRsvpForEdit(app.ctx, request.params.token);
    },
  );

  r.put(
    '/api/rsvp-edit/:token',
    guest('The guest changes their answer (its replies per event are replaced; the same rules as a new answer)', {
      params: tokenParams,
      body: rsvpInputSchema,
      response: { 200: rsvpReceiptSchema, ...errorResponses(400, 409) },
    }),
    async (request) => updateRsvp(app.ctx, request.params.token, request.body),
  );

  r.delete(
    '/api/rsvp-edit/:token',
    guest('The guest withdraws their answer', { params: tokenParams, response: { 204: z.null(), ...errorResponses(409) } }),
    async (request, reply) => {
      await withdrawRsvp(app.ctx, request.params.token);
      return reply.status(204).send(null);
    },
  );

  await responsesRoutes(app);
}
