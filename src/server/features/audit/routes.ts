import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_CSV_FILENAME, auditCsvQuerySchema, auditListQuerySchema, auditListResponseSchema } from '@shared/audit';
import { csvHeaders } from '@server/lib/csv-reply';
import { downloadOptions, errorResponses, noStore, routeOptions } from '@server/lib/route-options';
import { requireAdmin } from '@server/plugins/auth';
import { auditCsv, listAuditEntries } from './list-service';

/** The admin audit log (issue 20): reading it; entries are written by recordAudit in each admin write's transaction. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit',
    // The guard runs before the query is parsed: a stranger learns nothing from a 400.
    routeOptions('admin', { onRequest: requireAdmin }, errorResponses(400, 401, 403))(
      'The audit log of admin actions, newest first; filters by action, subject, acting admin and days (Malaysia time); paged',
      { querystring: auditListQuerySchema, response: { 200: auditListResponseSchema } },
    ),
    async (request, reply) => noStore(reply, () => listAuditEntries(app.ctx, request.query)),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit/export.csv',
    downloadOptions('admin', { onRequest: requireAdmin })(
      `${AUDIT_CSV_FILENAME}: every entry the filters match (those of the audit page), newest first, streamed; times in Malaysia as ISO 8601 with +08:00 (UTF-8 with BOM, every cell quoted, formulas neutralised)`,
      { querystring: auditCsvQuerySchema },
      { compress: false },
    ),
    async (request, reply) => csvHeaders(reply, AUDIT_CSV_FILENAME).send(Readable.from(auditCsv(app.ctx, request.query))),
  );
}
