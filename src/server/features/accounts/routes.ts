import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountDeletedSchema, accountDeletionSchema } from '@shared/legal';
import { attachmentHeaders } from '@server/lib/csv-reply';
import { messageError } from '@server/lib/http-error';
import { downloadOptions, errorResponses, routeOptions } from '@server/lib/route-options';
import { zipEntries } from '@server/lib/zip-writer';
import { requireUser } from '@server/plugins/auth';
import { LIMITS } from '@server/plugins/rate-limits';
import { accountExportEntries, deleteAccount } from './data';

const own = routeOptions('accounts', { onRequest: requireUser }, errorResponses(400, 401, 403, 409, 429));
const download = downloadOptions('accounts', { onRequest: requireUser });

/** The host's own data (issue 31 point 5, product.md §17): a ZIP of everything kept, and deleting the account. */
export async function accountDataRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account/export',
    // Stored entries of JPEG, WebP and PDF: compressing them again would cost CPU for nothing.
    download('Everything kept about the signed-in account as a ZIP (account, invitations, guests, answers, check-ins, gifts, payments, invoices, uploaded files), streamed; 429 after 5 an hour', {}, { compress: false }),
    async (request, reply) => {
      // Each export reads every file of the account: a few a day is plenty.
      const { allowed } = await app.ctx.limiter.hit(`account-export:${request.user.id}`, LIMITS.accountExports.limit, LIMITS.accountExports.windowMs);
      if (!allowed) throw messageError(429, 'RATE_LIMITED');
      const day = new Date().toISOString().slice(0, 10);
      attachmentHeaders(reply, 'application/zip', `jemputan-data-${day}.zip`);
      return reply.send(Readable.from(zipEntries(accountExportEntries(app.ctx, request.user.id))));
    },
  );

  r.post(
    '/api/account/delete',
    own('Delete the signed-in account and everything of it (invitations, guests, answers, gifts, payments, files), confirmed with its password; issued invoices are kept without the account. 403 for a wrong password, 409 for an admin', {
      body: accountDeletionSchema,
      response: { 200: accountDeletedSchema },
    }),
    async (request) => {
      // Password guesses through this route count like failed sign-ins would.
      const { allowed } = await app.ctx.limiter.hit(`account-delete:${request.user.id}`, LIMITS.accountDeletions.limit, LIMITS.accountDeletions.windowMs);
      if (!allowed) throw messageError(429, 'RATE_LIMITED');
      // The sessions go with the account (cascade): the browser's cookie no longer signs anyone in.
      const { filesRemoved } = await deleteAccount(app.ctx, request.user.id, request.body.password);
      return { deleted: true as const, filesRemoved };
    },
  );
}
