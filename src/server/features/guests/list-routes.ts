import type { FastifyInstance } from 'fastify';

export async function guestListRoutes(_app: FastifyInstance): Promise<void> {
  // Routes are added by the guest-list work (issue 17).
}
