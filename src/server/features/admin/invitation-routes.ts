import type { FastifyInstance } from 'fastify';

// Scaffold: filled in by its feature.
export async function adminInvitationRoutes(_app: FastifyInstance): Promise<void> {}
