import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rsvpForEditSchema, rsvpInputSchema, rsvpReceiptSchema } from '@shared/invitation-view';
import { errorResponses, routeOptions } from '@server/lib/route-options';
import { responsesRoutes } from './responses-routes';
import { answerAsHousehold, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, getRsvpForEdit, submitRsvp, updateRsvp, withdrawAsHousehold, withdrawRsvp } from './service';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The value of one cookie of the request (no cookie plugin: this is the only cookie the API reads itself). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
/** A guest's own routes: no account; an unknown invitation or link is 404. */
const guest = routeOptions('rsvp', {}, errorResponses(404));

export async function rsvpRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/invitations/:idOrSlug/rsvp',
    guest(
      'A guest answers through the open link (published invitations with RSVP enabled), per public event with `events` (one reply for each, 400 otherwise) or one answer for all of them. The browser gets an HttpOnly device cookie; the same device again with the same name, e-mail or phone changes its own answer (`updated: true`). Another device with an earlier answer\'s phone, e-mail or name adds a new answer flagged as a likely duplicate (`duplicate`, with the masked e-mail the earlier answer\'s own link was mailed to); an invited household\'s phone or e-mail links the answer to it when it has none. 403 when only invited households may answer',
      { params: z.object({ idOrSlug: z.string().min(1).max(100) }), body: rsvpInputSchema, response: { 201: rsvpReceiptSchema, ...errorResponses(400, 403, 409, 429) } },
    ),
    async (request, reply) => {
      const { receipt, device } = await submitRsvp(app.ctx, request.params.idOrSlug, request.body, request.ip, cookieValue(request.headers.cookie, DEVICE_COOKIE));
      if (device) {
        // Only the RSVP calls read it; never a script (HttpOnly), never another site's request (Lax).
        const secure = app.ctx.config.publicUrl.startsWith('https://') ? '; Secure' : '';
        reply.header('set-cookie', `${DEVICE_COOKIE}=${device}; Path=/api/invitations; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`);
      }
      return reply.status(201).send(receipt);
    },
  );

  r.put(
    '/api/guest-links/:token/rsvp',
    guest(
      "An invited household answers, or changes its answer, through its personal link: per event it is invited to with `events` (one reply for each, 400 otherwise), at most its seats per event (400 past them), always its one answer (`updated: true` when it changed the earlier one)",
      { params: tokenParams, body: rsvpInputSchema, response: { 200: rsvpReceiptSchema, ...errorResponses(400, 409, 429) } },
    ),
    async (request) => answerAsHousehold(app.ctx, request.params.token, request.body, request.ip),
  );

  r.delete(
    '/api/guest-links/:token/rsvp',
    guest(
      "An invited household withdraws its answer through its personal link: the answer and its replies per event are removed (every count follows) and the household is unanswered again; 204 also when it had none. 409 once replies have closed",
      { params: tokenParams, response: { 204: z.null(), ...errorResponses(409, 429) } },
    ),
    async (request, reply) => {
      await withdrawAsHousehold(app.ctx, request.params.token, request.ip);
      return reply.status(204).send(null);
    },
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
