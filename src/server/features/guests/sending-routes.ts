import type { FastifyInstance } from 'fastify';

export async function guestSendingRoutes(_app: FastifyInstance): Promise<void> {
  // Routes are added by the guest-list work (issue 17).
}
