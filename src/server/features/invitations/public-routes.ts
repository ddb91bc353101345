import type { FastifyInstance } from 'fastify';

/** Public invitation pages and their JSON (filled in by the invitation work). */
export async function publicInvitationRoutes(_app: FastifyInstance): Promise<void> {}
