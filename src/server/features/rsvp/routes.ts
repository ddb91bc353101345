import type { FastifyInstance } from 'fastify';

/** Guests' RSVPs (filled in by the invitation work). */
export async function rsvpRoutes(_app: FastifyInstance): Promise<void> {}
