import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationListQuerySchema, invitationListSchema } from '@shared/dashboard';
import { appConfigSchema } from '@shared/app-config';
import { editorInvitationSchema, invitationInputSchema, savedInvitationSchema } from '@shared/invitation-input';
import { errorResponses, noStore, routeOptions } from '@server/lib/route-options';
import { requireAdmin, requireUser } from '@server/plugins/auth';
import { listOwnInvitations } from '@server/features/dashboard/service';
import { createInvitation, deleteInvitation, getInvitationForEditor, savePreviewInvitation, updateInvitation } from './service';
import { idParams } from '@server/lib/route-params';

const owner = routeOptions('invitations', { preHandler: requireUser }, errorResponses());
const preview = routeOptions('admin', { onRequest: requireAdmin }, errorResponses(400));

/** The editor's API: create, load and save invitations; admins save template previews. */
export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/config',
    routeOptions('config', {}, errorResponses())('Settings the web app needs', { response: { 200: appConfigSchema } }),
    async () => ({ tutorialVideoUrl: app.ctx.config.tutorialVideoUrl ?? null, paymentQrImageUrl: app.ctx.config.paymentQrImageUrl }),
  );

  r.get(
    '/api/invitations',
    owner("My Invitations: the user's own, newest first, with search (event name, venue, event type) and status tab", { querystring: invitationListQuerySchema, response: { 200: invitationListSchema } }),
    async (request, reply) => noStore(reply, async () => ({ data: await listOwnInvitations(app.ctx, request.user.id, request.query) })),
  );

  r.delete(
    '/api/invitations/:id',
    owner('Delete an invitation with its responses (its owner only)', { params: idParams, response: { 204: z.null(), ...errorResponses(404) } }),
    async (request, reply) => {
      await deleteInvitation(app.ctx, request.params.id, request.user.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/invitations',
    owner('Create an invitation (starts as a Draft)', { body: invitationInputSchema, response: { 201: savedInvitationSchema, ...errorResponses(400) } }),
    async (request, reply) => reply.status(201).send(await createInvitation(app.ctx, request.user.id, request.body)),
  );

  r.get(
    '/api/invitations/:id',
    owner('Load an invitation to edit (its owner, or an admin; anyone else: 404)', { params: idParams, response: { 200: editorInvitationSchema, ...errorResponses(404) } }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getInvitationForEditor(app.ctx, request.params.id, request.viewer);
    },
  );

  r.put(
    '/api/invitations/:id',
    owner('Save an invitation (its owner only)', { params: idParams, body: invitationInputSchema, response: { 200: savedInvitationSchema, ...errorResponses(400, 404) } }),
    async (request) => updateInvitation(app.ctx, request.params.id, request.user.id, request.body),
  );

  r.post(
    '/api/admin/preview-invitations',
    preview("Create a template's preview invitation (Published, no owner, linked to the template; audited as template.preview)", { body: invitationInputSchema, response: { 201: savedInvitationSchema } }),
    async (request, reply) => reply.status(201).send(await savePreviewInvitation(app.ctx, { id: request.user.id, email: request.user.email }, request.body)),
  );

  r.put(
    '/api/admin/preview-invitations/:id',
    preview("Update a template's preview invitation (audited as template.preview)", { params: idParams, body: invitationInputSchema, response: { 200: savedInvitationSchema, ...errorResponses(404) } }),
    async (request) => savePreviewInvitation(app.ctx, { id: request.user.id, email: request.user.email }, request.body, request.params.id),
  );
}
