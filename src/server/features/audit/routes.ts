import type { FastifyInstance } from 'fastify';

/** The admin audit log (issue 20): reading it; entries are written by recordAudit in each admin write's transaction. */
export async function auditRoutes(_app: FastifyInstance): Promise<void> {}
