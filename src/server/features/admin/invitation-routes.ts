import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminInvitationListQuerySchema, adminInvitationListResponseSchema, adminInvitationSchema, adminInvitationUpdateSchema } from '@shared/admin';
import { apiErrorSchema } from '@shared/api-error';
import { requireAdmin } from '@server/plugins/auth';
import { deleteInvitationAsAdmin, listInvitationsForAdmin, updateInvitationAsAdmin } from './invitation-service';

const idParams = z.object({ id: z.string() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** product.md §6: an admin lists, updates and deletes any invitation. The guard runs before parsing. */
export async function adminInvitationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/invitations',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every invitation, newest first; search on event name, venue, owner e-mail or custom slug; paged',
        querystring: adminInvitationListQuerySchema,
        response: { 200: adminInvitationListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listInvitationsForAdmin(app.ctx, request.query);
    },
  );

  r.patch(
    '/api/admin/invitations/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Change an invitation's status, custom slug or paid flag (one audit entry; marking paid without an approved payment needs a reason)",
        params: idParams,
        body: adminInvitationUpdateSchema,
        response: { 200: adminInvitationSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => updateInvitationAsAdmin(app.ctx, request.user, request.params.id, request.body),
  );

  r.delete(
    '/api/admin/invitations/:id',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'Delete any invitation with its responses and uploaded images (the audit entry keeps its name and owner)', params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteInvitationAsAdmin(app.ctx, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
