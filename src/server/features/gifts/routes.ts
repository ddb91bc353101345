import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GIFT_LEDGER_PAGE_SIZE, GIFTS_CSV_FILENAME, giftCsvQuerySchema, giftInputSchema, giftLedgerQuerySchema, giftLedgerSchema, giftRowSchema } from '@shared/gifts';
import { csvHeaders } from '@server/lib/csv-reply';
import { downloadOptions, errorResponses, noStore, routeOptions } from '@server/lib/route-options';
import { idParams, pathId } from '@server/lib/route-params';
import { requireUser } from '@server/plugins/auth';
import { auditAdminRead } from '@server/lib/access';
import { addGift, deleteGift, editGift, giftLedger, giftsCsv, ledgerInvitation } from './ledger-service';

const giftParams = idParams.extend({ giftId: pathId });

/**
 * The host's gift ledger (product.md §16 "The gift ledger"): owner or admin (an admin's read and
 * export are audited), 404 to anyone else, 401 without a session. Amounts leave only through these.
 */
export async function giftLedgerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const host = routeOptions('gifts', { preHandler: requireUser }, errorResponses(400, 401, 404));

  r.get(
    '/api/invitations/:id/gifts',
    host(`The gift ledger: totals (overall, per event, per group), the filter's sum and one page (${GIFT_LEDGER_PAGE_SIZE}) of its gifts, newest first; an admin's read is audited`, {
      params: idParams,
      querystring: giftLedgerQuerySchema,
      response: { 200: giftLedgerSchema },
    }),
    async (request, reply) => noStore(reply, async () => giftLedger(ctx, await ledgerInvitation(ctx, request.params.id, request.viewer), request.viewer, request.query)),
  );

  r.get(
    '/api/invitations/:id/gifts.csv',
    // Streamed in batches; compressing would hold bytes back.
    downloadOptions('gifts', { preHandler: requireUser })(`${GIFTS_CSV_FILENAME}: the ledger as filtered, oldest first, streamed (UTF-8 with BOM, dates +08:00, amounts RM with two decimals, formulas neutralised)`, {
      params: idParams,
      querystring: giftCsvQuerySchema,
    }, { compress: false }),
    async (request, reply) => {
      const invitation = await ledgerInvitation(ctx, request.params.id, request.viewer);
      auditAdminRead(request.viewer);
      return csvHeaders(reply, GIFTS_CSV_FILENAME).send(Readable.from(giftsCsv(ctx, invitation, request.query)));
    },
  );

  r.post(
    '/api/invitations/:id/gifts',
    host("A gift the host adds by hand (source 'host'): from a household of the guest list and/or a name, amount in sen or null", {
      params: idParams,
      body: giftInputSchema,
      response: { 201: giftRowSchema, ...errorResponses(409) },
    }),
    async (request, reply) => {
      const invitation = await ledgerInvitation(ctx, request.params.id, request.viewer);
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(await addGift(ctx, invitation, request.viewer, request.body));
    },
  );

  r.put(
    '/api/invitations/:id/gifts/:giftId',
    host('The host changes a gift of any source (its source stays); givenAt left out keeps its date', { params: giftParams, body: giftInputSchema, response: { 200: giftRowSchema } }),
    async (request, reply) =>
      noStore(reply, async () => editGift(ctx, await ledgerInvitation(ctx, request.params.id, request.viewer), request.viewer, request.params.giftId, request.body)),
  );

  r.delete(
    '/api/invitations/:id/gifts/:giftId',
    host('Delete a gift from the ledger', { params: giftParams, response: { 204: z.null() } }),
    async (request, reply) => {
      await deleteGift(ctx, await ledgerInvitation(ctx, request.params.id, request.viewer), request.viewer, request.params.giftId);
      return reply.status(204).send(null);
    },
  );
}
