import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/api-error';
import { auditListQuerySchema, auditListResponseSchema } from '@shared/audit';
import { requireAdmin } from '@server/plugins/auth';
import { listAuditEntries } from './list-service';

/** The admin audit log (issue 20): reading it; entries are written by recordAudit in each admin write's transaction. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit',
    {
      // The guard runs before the query is parsed: a stranger learns nothing from a 400.
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The audit log of admin actions, newest first; filters by action, subject, acting admin and days (Malaysia time); paged',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listAuditEntries(app.ctx, request.query);
    },
  );
}
