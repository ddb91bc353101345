import type { FastifyInstance } from 'fastify';

/** The host's photos (issue 19): cover photo and gallery uploads, re-encoded into responsive sizes. */
export async function photoRoutes(_app: FastifyInstance): Promise<void> {}
