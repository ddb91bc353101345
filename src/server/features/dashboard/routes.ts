import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setSlugBodySchema, setSlugResultSchema, statusToggleResultSchema } from '@shared/dashboard';
import { normaliseSlug, slugAvailabilitySchema } from '@shared/slug';
import { errorResponses, routeOptions } from '@server/lib/route-options';
import { requireUser } from '@server/plugins/auth';
import { checkSlugAvailability, setCustomSlug, toggleInvitationStatus } from './service';
import { idParams } from '@server/lib/route-params';

const owner = routeOptions('invitations', { preHandler: requireUser }, errorResponses(404));

/** My Invitations actions: the Draft/Published toggle and custom URLs (product.md §4, §5, §7). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/invitations/:id/toggle-status',
    owner('Flip Draft ⇄ Published (the owner, once a payment for it is approved)', { params: idParams, response: { 200: statusToggleResultSchema, ...errorResponses(403) } }),
    async (request) => ({ templateStatus: await toggleInvitationStatus(app.ctx, request.params.id, request.user.id) }),
  );

  r.get(
    '/api/custom-slugs/:slug/availability',
    owner('Whether a custom URL may be used (advice: the unique index decides on save)', {
      params: z.object({ slug: z.string().max(200) }),
      querystring: z.object({ invitationId: z.uuid().optional() }),
      response: { 200: slugAvailabilitySchema },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return checkSlugAvailability(app.ctx, normaliseSlug(request.params.slug), request.viewer, request.query.invitationId);
    },
  );

  r.put(
    '/api/invitations/:id/custom-slug',
    owner("Set an invitation's custom URL (the owner with an approved Platinum payment, or an admin)", {
      params: idParams,
      body: setSlugBodySchema,
      response: { 200: setSlugResultSchema, ...errorResponses(400, 403, 409) },
    }),
    async (request) => {
      return { customSlug: await setCustomSlug(app.ctx, request.params.id, request.body.customSlug, request.viewer) };
    },
  );
}
