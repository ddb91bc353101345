import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { templateSchema } from '../../../shared/templates';
import { requireAdmin } from '../../plugins/auth';
import { listAllTemplates } from './service';

export async function adminTemplateRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/templates',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every template, newest first (admin only)',
        response: { 200: z.object({ data: z.array(templateSchema) }) },
      },
    },
    async () => ({ data: await listAllTemplates(app.ctx.database.db) }),
  );
}
