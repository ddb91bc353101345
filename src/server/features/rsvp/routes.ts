import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/api-error';
import { rsvpForEditSchema, rsvpInputSchema, rsvpReceiptSchema } from '@shared/invitation-view';
import { responsesRoutes } from './responses-routes';
import { getRsvpForEdit, submitRsvp, updateRsvp, withdrawRsvp } from './service';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

export async function rsvpRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/invitations/:idOrSlug/rsvp',
    {
      schema: {
        tags: ['rsvp'],
        summary: 'A guest answers (published invitations with RSVP enabled); one row per answer',
        params: z.object({ idOrSlug: z.string().min(1).max(100) }),
        body: rsvpInputSchema,
        response: { 201: rsvpReceiptSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await submitRsvp(app.ctx, request.params.idOrSlug, request.body, request.ip)),
  );

  r.get(
    '/api/rsvp-edit/:token',
    {
      schema: {
        tags: ['rsvp'],
        summary: "The guest's own answer, behind their private edit link",
        params: tokenParams,
        response: { 200: rsvpForEditSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getRsvpForEdit(app.ctx, request.params.token);
    },
  );

  r.put(
    '/api/rsvp-edit/:token',
    {
      schema: {
        tags: ['rsvp'],
        summary: 'The guest changes their answer',
        params: tokenParams,
        body: rsvpInputSchema,
        response: { 200: rsvpReceiptSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => updateRsvp(app.ctx, request.params.token, request.body),
  );

  r.delete(
    '/api/rsvp-edit/:token',
    {
      schema: { tags: ['rsvp'], summary: 'The guest withdraws their answer', params: tokenParams, response: { 204: z.null(), 404: apiErrorSchema, 409: apiErrorSchema } },
    },
    async (request, reply) => {
      await withdrawRsvp(app.ctx, request.params.token);
      return reply.status(204).send(null);
    },
  );

  await responsesRoutes(app);
}
