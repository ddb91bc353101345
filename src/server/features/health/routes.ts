import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unavailable']) });

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await app.ctx.database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded', database: 'unavailable' });
      }
    },
  );
}
