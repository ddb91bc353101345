import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminInvitationListQuerySchema, adminInvitationListResponseSchema, adminInvitationSchema, adminInvitationUpdateSchema } from '@shared/admin';
import { errorResponses, noStore, routeOptions } from '@server/lib/route-options';
import { requireAdmin } from '@server/plugins/auth';
import { deleteInvitationAsAdmin, listInvitationsForAdmin, updateInvitationAsAdmin } from './invitation-service';
import { idParams } from '@server/lib/route-params';
import { adminPaymentSchema, cashPaymentSchema } from '@shared/payments';
import { recordCashPayment } from '@server/features/payments/cash';

const admin = routeOptions('admin', { onRequest: requireAdmin }, errorResponses(400, 401, 403, 404));

/** product.md §6: an admin lists, updates and deletes any invitation. The guard runs before parsing. */
export async function adminInvitationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/invitations',
    admin('Every invitation, newest first; search on event name, venue, owner e-mail or custom slug; paged', { querystring: adminInvitationListQuerySchema, response: { 200: adminInvitationListResponseSchema } }),
    async (request, reply) => noStore(reply, () => listInvitationsForAdmin(app.ctx, request.query)),
  );

  r.patch(
    '/api/admin/invitations/:id',
    admin("Change an invitation's status, custom slug or paid flag (one audit entry; marking paid without an approved payment needs a reason)", {
      params: idParams,
      body: adminInvitationUpdateSchema,
      response: { 200: adminInvitationSchema, ...errorResponses(409) },
    }),
    async (request) => updateInvitationAsAdmin(app.ctx, request.user, request.params.id, request.body),
  );

  r.post(
    '/api/admin/invitations/:id/cash-payment',
    admin(
      "Record cash an admin received for the owner's invitation (package, amount in sen, reference; Platinum's custom URL) as a payment approved like a receipt: paid, counted in revenue and the CSV, audited, the host e-mailed",
      { params: idParams, body: cashPaymentSchema, response: { 201: adminPaymentSchema, ...errorResponses(409) } },
    ),
    async (request, reply) => reply.status(201).send(await recordCashPayment(app.ctx, request.user, request.params.id, request.body)),
  );

  r.delete(
    '/api/admin/invitations/:id',
    admin('Delete any invitation with its responses and uploaded images (the audit entry keeps its name and owner)', { params: idParams, response: { 204: z.null() } }),
    async (request, reply) => {
      await deleteInvitationAsAdmin(app.ctx, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
