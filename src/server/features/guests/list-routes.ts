import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkIdsSchema,
  bulkEventsSchema,
  bulkResultSchema,
  bulkTagSchema,
  GUEST_CSV_FILENAME,
  guestListPageSchema,
  guestListQuerySchema,
  guestSettingsSchema,
  householdInputSchema,
  householdSchema,
} from '@shared/guests';
import { csvHeaders } from '@server/lib/csv-reply';
import { downloadOptions, errorResponses, routeOptions } from '@server/lib/route-options';
import { requireUser } from '@server/plugins/auth';
import { bulkSetEvents, bulkTag, createHousehold, deleteHousehold, deleteHouseholds, newHouseholdLink, updateHousehold } from './household-changes';
import { guestListCsv } from './list-csv';
import { guestListInvitation, saveGuestSettings } from './list-invitation';
import { listGuests } from './list-page';
import { idParams } from '@server/lib/route-params';
import { noteAdminBefore } from '@server/lib/access';

const householdParams = idParams.extend({ householdId: z.string().max(64) });
const host = routeOptions('guests', { onRequest: requireUser }, errorResponses(400, 401, 404, 409));

/**
 * The host's guest list (product.md §12): the invitation's owner or an admin; anyone else gets 404.
 * The session is checked on request, before a body is read.
 */
export async function guestListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const invitationOf = (request: FastifyRequest, id: string) => guestListInvitation(ctx, id, request.viewer);

  r.get(
    '/api/invitations/:id/guests',
    host("One page (50, by name) of households with their state, events and personal link, the summary, every group and the invitation's events; search, status, group and event filters", { params: idParams, querystring: guestListQuerySchema, response: { 200: guestListPageSchema } }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listGuests(ctx, await invitationOf(request, request.params.id), request.query);
    },
  );

  r.post(
    '/api/invitations/:id/guests',
    host('Add a household (phone stored in international form; the same phone or e-mail twice: 409)', { params: idParams, body: householdInputSchema, response: { 201: householdSchema } }),
    async (request, reply) => reply.status(201).send(await createHousehold(ctx, await invitationOf(request, request.params.id), request.body)),
  );

  r.put(
    '/api/invitations/:id/guests/:householdId',
    host("Change a household's details", { params: householdParams, body: householdInputSchema, response: { 200: householdSchema } }),
    async (request) => updateHousehold(ctx, await invitationOf(request, request.params.id), request.params.householdId, request.body),
  );

  r.delete(
    '/api/invitations/:id/guests/:householdId',
    host('Delete a household (its answer stays, as an open-link answer)', { params: householdParams, response: { 204: z.null() } }),
    async (request, reply) => {
      await deleteHousehold(ctx, await invitationOf(request, request.params.id), request.params.householdId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/invitations/:id/guests/bulk-delete',
    host('Delete several households; answers how many were deleted', { params: idParams, body: bulkIdsSchema, response: { 200: bulkResultSchema } }),
    async (request) => ({ count: await deleteHouseholds(ctx, await invitationOf(request, request.params.id), request.body.ids) }),
  );

  r.post(
    '/api/invitations/:id/guests/bulk-tag',
    host('Add and remove groups on several households; answers how many were found', { params: idParams, body: bulkTagSchema, response: { 200: bulkResultSchema } }),
    async (request) => ({ count: await bulkTag(ctx, await invitationOf(request, request.params.id), request.body) }),
  );

  r.post(
    '/api/invitations/:id/guests/bulk-events',
    host("Invite several households to every event (eventIds null) or to the chosen ones (each one of the invitation's events: else 400); answers how many were changed", { params: idParams, body: bulkEventsSchema, response: { 200: bulkResultSchema } }),
    async (request) => ({ count: await bulkSetEvents(ctx, await invitationOf(request, request.params.id), request.body) }),
  );

  r.post(
    '/api/invitations/:id/guests/:householdId/new-link',
    host('A new personal link for a household; the old one stops working', { params: householdParams, response: { 200: householdSchema } }),
    async (request) => newHouseholdLink(ctx, await invitationOf(request, request.params.id), request.params.householdId),
  );

  r.get(
    '/api/invitations/:id/guests.csv',
    // Already streamed in batches; compressing would hold bytes back.
    downloadOptions('guests', { onRequest: requireUser })('guest_list.csv: every household with its state, streamed (UTF-8 with BOM, formulas neutralised)', { params: idParams }, { compress: false }),
    async (request, reply) => {
      const invitation = await invitationOf(request, request.params.id);
      return csvHeaders(reply, GUEST_CSV_FILENAME).send(Readable.from(guestListCsv(ctx, invitation)));
    },
  );

  r.get(
    '/api/invitations/:id/guests/settings',
    host('The guest-list settings: invited only, message, automatic reminders, host notices', { params: idParams, response: { 200: guestSettingsSchema } }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return (await invitationOf(request, request.params.id)).settings;
    },
  );

  r.put(
    '/api/invitations/:id/guests/settings',
    host('Save the guest-list settings', { params: idParams, body: guestSettingsSchema, response: { 200: guestSettingsSchema } }),
    async (request) => {
      const invitation = await invitationOf(request, request.params.id);
      noteAdminBefore(request.viewer, invitation.settings);
      return saveGuestSettings(ctx, invitation, request.body);
    },
  );
}
