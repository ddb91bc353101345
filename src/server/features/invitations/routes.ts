import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/api-error';
import { invitationListQuerySchema, invitationListSchema } from '@shared/dashboard';
import { appConfigSchema } from '@shared/app-config';
import { editorInvitationSchema, invitationInputSchema, savedInvitationSchema } from '@shared/invitation-input';
import { requireAdmin, requireUser } from '@server/plugins/auth';
import { hasRole } from '@server/features/accounts/service';
import { listOwnInvitations } from '@server/features/dashboard/service';
import { createInvitation, deleteInvitation, getInvitationForEditor, savePreviewInvitation, updateInvitation } from './service';

const idParams = z.object({ id: z.uuid('Could not find invitation') });

/** The editor's API: create, load and save invitations; admins save template previews. */
export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Settings the web app needs',
        response: { 200: appConfigSchema },
      },
    },
    async () => ({ tutorialVideoUrl: app.ctx.config.tutorialVideoUrl ?? null, paymentQrImageUrl: app.ctx.config.paymentQrImageUrl }),
  );

  r.get(
    '/api/invitations',
    {
      preHandler: requireUser,
      schema: {
        tags: ['invitations'],
        summary: "My Invitations: the user's own, newest first, with search (event name, venue, event type) and status tab",
        querystring: invitationListQuerySchema,
        response: { 200: invitationListSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await listOwnInvitations(app.ctx, request.user.id, request.query) };
    },
  );

  r.delete(
    '/api/invitations/:id',
    {
      preHandler: requireUser,
      schema: { tags: ['invitations'], summary: 'Delete an invitation with its responses (its owner only)', params: idParams, response: { 204: z.null(), 404: apiErrorSchema } },
    },
    async (request, reply) => {
      await deleteInvitation(app.ctx, request.params.id, request.user.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/invitations',
    {
      preHandler: requireUser,
      schema: { tags: ['invitations'], summary: 'Create an invitation (starts as a Draft)', body: invitationInputSchema, response: { 201: savedInvitationSchema, 400: apiErrorSchema } },
    },
    async (request, reply) => reply.status(201).send(await createInvitation(app.ctx, request.user.id, request.body)),
  );

  r.get(
    '/api/invitations/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['invitations'],
        summary: 'Load an invitation to edit (its owner, or an admin; anyone else: 404)',
        params: idParams,
        response: {
          200: editorInvitationSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const isAdmin = await hasRole(app.ctx.database.db, request.user.id, 'admin');
      return getInvitationForEditor(app.ctx, request.params.id, { id: request.user.id, isAdmin });
    },
  );

  r.put(
    '/api/invitations/:id',
    {
      preHandler: requireUser,
      schema: { tags: ['invitations'], summary: 'Save an invitation (its owner only)', params: idParams, body: invitationInputSchema, response: { 200: savedInvitationSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
    },
    async (request) => updateInvitation(app.ctx, request.params.id, request.user.id, request.body),
  );

  r.post(
    '/api/admin/preview-invitations',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Create a template's preview invitation (Published, no owner, linked to the template)",
        body: invitationInputSchema,
        response: { 201: savedInvitationSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await savePreviewInvitation(app.ctx, request.body)),
  );

  r.put(
    '/api/admin/preview-invitations/:id',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: "Update a template's preview invitation", params: idParams, body: invitationInputSchema, response: { 200: savedInvitationSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
    },
    async (request) => savePreviewInvitation(app.ctx, request.body, request.params.id),
  );
}
