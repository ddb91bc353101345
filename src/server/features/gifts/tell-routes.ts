import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { giftTellReceiptSchema, giftTellSchema } from '@shared/gift-methods-schema';
import { errorResponses, routeOptions } from '@server/lib/route-options';
import { tellGift } from './tell-service';

/** A guest's own route: no account; an unknown or unpublished invitation, or another invitation's personal link, is 404. */
const guest = routeOptions('gifts', {}, errorResponses(400, 404, 409, 429));

export async function giftTellRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/invitations/:idOrSlug/gift-tells',
    guest(
      '"I sent a gift": a guest says they gave (amount in sen and note optional; `token`, the personal link, fills in the household and must be this invitation\'s). Never verified, never shown to other guests; limited like RSVP answers. 409 when the host shows no gift section or asks for no gifts',
      { params: z.object({ idOrSlug: z.string().min(1).max(100) }), body: giftTellSchema, response: { 201: giftTellReceiptSchema } },
    ),
    async (request, reply) => reply.status(201).send(await tellGift(app.ctx, request.params.idOrSlug, request.body, request.ip)),
  );
}
